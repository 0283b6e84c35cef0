import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { useAccess, useIntl } from '@umijs/max';
import { Alert, App, Button, Modal, Space, Table, Tag, Upload } from 'antd';
import { useState } from 'react';
import { ENUMS } from '@/domain/enums';
import { codeKey, INVALID_INPUT, refusedField } from '@/request/display';
import { BizError } from '@/request/envelope';
import { showFailure } from '@/request';
import { importRows, type ImportLine, type ImportResult } from './api';
import { invalidMessage } from './formMessages';
import { fieldLabel } from './columns';
import { useSubmitLock } from './useSubmitLock';
import type { InputDef, ResourceDef } from './types';
import { enumCodeOf } from './validate';

/** The largest CSV the server takes (mocks/crud/handlers.ts IMPORT_MAX_BYTES). */
const MAX_BYTES = 1024 * 1024;
/** Refused lines the result's message lists; the table below it has them all. */
const LINES_SHOWN = 5;

const enumInput = (input: InputDef | undefined): input is InputDef & { enum: keyof typeof ENUMS } =>
  input?.type === 'enum' && !!input.enum;

/**
 * The toolbar's Import button, behind the import code: a CSV file is checked (extension, size, not empty) before
 * sending; the hint says what the file holds (its columns, and the names or codes an enumeration's column takes). The
 * server's answer is said once in full (imported, refused, which lines and why: the 101025 warning when any was
 * refused) and shown line by line, accepted or rejected with the reason, all in the operator's language.
 */
export default function ImportButton({ def, onDone }: { def: ResourceDef; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { can } = useAccess();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  // One import at a time; a file chosen right after an import is a new import, not the second half of a double click.
  const { busy, run: once } = useSubmitLock(0);
  const [result, setResult] = useState<ImportResult>();
  if (!def.import || !def.create || !can(def.import.permission)) return null;
  const columns = def.import.columns;
  const form = def.create.form;
  const label = (field: string) => fieldLabel(intl, def, field);
  const options = (input: InputDef & { enum: keyof typeof ENUMS }) =>
    new Intl.ListFormat(intl.locale, { type: 'disjunction' }).format(
      ENUMS[input.enum].map((v) => `${t(`enum.${input.enum}.${v.code}`)} (${v.code})`),
    );
  // An enumeration's column takes codes or names (the server reads both): what it says about a line reads its codes.
  const coded = (values: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(values).map(([c, v]) => {
        const input = form[c];
        return [c, enumInput(input) && v ? enumCodeOf(input, v, [intl.messages as Record<string, string>]) : v];
      }),
    );
  // The server's own words for a known code in the operator's language (its detail, an input's name, left out).
  const serverText = (r: ImportLine) => {
    const key = codeKey(r.code, r.message ?? '');
    return key ? t(key.id, key.values) : (r.message ?? '');
  };
  // A line refused on one input is explained as the form would explain it, under that input's name; anything else
  // by the server's words in the operator's language.
  const reason = (r: ImportLine) => {
    const field = r.field ?? refusedField({ message: r.message });
    const input = field ? form[field] : undefined;
    if (!field || !input) return serverText(r);
    const name = label(field);
    const text =
      r.field || r.code === INVALID_INPUT
        ? invalidMessage(input, r.values[field], coded(r.values), name, t, label, { locale: intl.locale })
        : serverText(r);
    return text.includes(name) ? text : t('console.import.fieldReason', { field: name, reason: text });
  };
  // The result said once in full: how many were imported and refused, and the first refused lines with why.
  const report = (answer: ImportResult) => {
    const refused = answer.rows.filter((r) => !r.ok);
    const lines = [
      refused.length
        ? t('console.import.partial', { accepted: answer.accepted, rejected: answer.rejected })
        : t('console.import.done', { accepted: answer.accepted }),
      ...refused.slice(0, LINES_SHOWN).map((r) => t('console.import.refusedLine', { line: r.line, reason: reason(r) })),
      ...(refused.length > LINES_SHOWN ? [t('console.import.more', { n: refused.length - LINES_SHOWN })] : []),
    ];
    message.open({
      type: refused.length ? 'warning' : 'success',
      duration: refused.length ? 10 : 3,
      content: (
        <span data-testid="import-result" style={{ display: 'inline-block', textAlign: 'start' }}>
          {lines.map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </span>
      ),
    });
  };
  // A whole file refused (not a CSV, too large, without the columns) is said in the operator's words.
  const refusedFile = (file: File, error: unknown) => {
    const info = error instanceof BizError ? error.info : undefined;
    const field = info?.code === INVALID_INPUT ? refusedField(info) : undefined;
    if (field === 'columns') message.error(t('console.import.missingColumns', { columns: columns.join(', ') }));
    else if (field === 'file') message.error(`${file.name}: ${t('console.import.hint')}`);
    else showFailure(error);
  };

  const send = (file: File) => {
    if (!/\.csv$/i.test(file.name) || file.size === 0 || file.size > MAX_BYTES) {
      message.error(`${file.name}: ${t('console.import.hint')}`);
      return;
    }
    once(async () => {
      let answer: ImportResult;
      try {
        answer = await importRows(def, file);
      } catch (error) {
        refusedFile(file, error);
        throw error;
      }
      setResult(answer);
      report(answer);
      if (answer.accepted) onDone();
    });
  };

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('console.import')}
      </Button>
      <Modal
        open={open}
        title={t('console.import')}
        width={860}
        footer={null}
        onCancel={() => {
          if (busy) return;
          setOpen(false);
          setResult(undefined);
        }}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }} size={16}>
          <Upload.Dragger
            accept=".csv,text/csv"
            multiple={false}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              send(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('console.import.choose')}</p>
            <div className="ant-upload-hint" data-testid="import-hint">
              <p>{t('console.import.hint')}</p>
              <p>{t('console.import.columns', { columns: columns.map((c) => `${c} (${label(c)})`).join(', ') })}</p>
              {columns.map((c) => {
                const input = form[c];
                return enumInput(input) ? (
                  <p key={c}>{t('console.import.names', { field: label(c), options: options(input) })}</p>
                ) : null;
              })}
            </div>
          </Upload.Dragger>
          {result ? (
            <>
              <Alert
                type={result.rejected ? 'warning' : 'success'}
                showIcon
                message={t('console.import.summary', {
                  total: result.total,
                  accepted: result.accepted,
                  rejected: result.rejected,
                })}
              />
              <Table<ImportLine>
                size="small"
                rowKey="line"
                dataSource={result.rows}
                pagination={result.rows.length > 10 ? { pageSize: 10 } : false}
                columns={[
                  { title: t('console.import.line'), dataIndex: 'line', width: 70 },
                  ...columns.map((c) => ({
                    title: label(c),
                    key: c,
                    ellipsis: true,
                    render: (_: unknown, r: ImportLine) => r.values[c] || '-',
                  })),
                  {
                    title: t('console.import.result'),
                    key: 'result',
                    render: (_: unknown, r: ImportLine) =>
                      r.ok ? (
                        <Tag color="success">{t('console.import.accepted')}</Tag>
                      ) : (
                        <Space direction="vertical" size={0}>
                          <Tag color="error">{t('console.import.rejected')}</Tag>
                          <span>{reason(r)}</span>
                        </Space>
                      ),
                  },
                ]}
              />
            </>
          ) : null}
        </Space>
      </Modal>
    </>
  );
}
