import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { useAccess, useIntl } from '@umijs/max';
import { Alert, App, Button, Modal, Space, Table, Tag, Upload } from 'antd';
import { useState } from 'react';
import { codeText } from '@/request/display';
import { importRows, type ImportLine, type ImportResult } from './api';
import { invalidMessage } from './ActionForm';
import { fieldLabel } from './columns';
import { useSubmitLock } from './useSubmitLock';
import type { ResourceDef } from './types';

/** The largest CSV the server takes (mocks/crud/handlers.ts IMPORT_MAX_BYTES). */
const MAX_BYTES = 1024 * 1024;

/**
 * The toolbar's Import button, behind the import code: a CSV file is checked (extension, size, not empty) before
 * sending; the server's answer is shown line by line, accepted or rejected with the reason. When rows were left
 * out the request layer has already shown the 101025 warning; the table says which and why.
 */
export default function ImportButton({ def, onDone }: { def: ResourceDef; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { can } = useAccess();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const { busy, run: once } = useSubmitLock();
  const [result, setResult] = useState<ImportResult>();
  if (!def.import || !def.create || !can(def.import.permission)) return null;
  const columns = def.import.columns;
  const form = def.create.form;
  // A line refused on one input is explained as the form would explain it; anything else by the server's words.
  const reason = (r: ImportLine) =>
    r.field && form[r.field]
      ? invalidMessage(form[r.field], r.values[r.field], r.values, fieldLabel(intl, def, r.field), t, (f) =>
          fieldLabel(intl, def, f),
        )
      : codeText(r.code, r.message ?? '');

  const send = (file: File) => {
    if (!/\.csv$/i.test(file.name) || file.size === 0 || file.size > MAX_BYTES) {
      message.error(`${file.name}: ${t('console.import.hint')}`);
      return;
    }
    once(async () => {
      const answer = await importRows(def, file);
      setResult(answer);
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
            <p className="ant-upload-hint">
              {t('console.import.hint')} · {columns.join(', ')}
            </p>
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
                    title: fieldLabel(intl, def, c),
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
