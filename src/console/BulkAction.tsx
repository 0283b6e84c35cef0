import { useIntl } from '@umijs/max';
import { App, Button, Descriptions, Form, Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { codeText } from '@/request/display';
import ActionForm from './ActionForm';
import { applies } from './ActionButton';
import { useRefusalAtInput } from './ActionDialog';
import { runBulk, type BulkResult, type Row } from './api';
import { countOutcomes, moneyTotals, outcomeOf, type BulkOutcome } from './bulk';
import { formatAmount } from './money';
import type { ActionDef, ResourceDef } from './types';
import { useSubmitLock } from './useSubmitLock';

type T = (id: string, values?: Record<string, string | number>) => string;

const TAG: Record<BulkOutcome, string> = { done: 'success', requested: 'processing', refused: 'error' };

/** The answer of each row, in the operator's language: a summary line, then a table of record, result and why. */
function Results({ def, results, t }: { def: ResourceDef; results: BulkResult[]; t: T }) {
  const { done: ok, requested, refused } = countOutcomes(results);
  const detail = (r: BulkResult) =>
    r.ok
      ? r.approval_id
        ? t('console.bulk.requestedId', { id: r.approval_id })
        : ''
      : codeText(r.code, r.message ?? '');
  return (
    <div data-testid="bulk-results">
      <Typography.Paragraph strong data-testid="bulk-summary">
        {requested
          ? t('console.bulk.resultRequested', { ok, requested, refused })
          : t('console.bulk.result', { ok, refused })}
      </Typography.Paragraph>
      <Table<BulkResult>
        size="small"
        rowKey="id"
        pagination={results.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        dataSource={results}
        columns={[
          { key: 'id', title: t(`resources.${def.key}.fields.${def.rowKey}`), dataIndex: 'id' },
          {
            key: 'result',
            title: t('console.bulk.column.result'),
            render: (_, r) => <Tag color={TAG[outcomeOf(r)]}>{t(`console.bulk.${outcomeOf(r)}`)}</Tag>,
          },
          { key: 'detail', title: t('console.bulk.column.detail'), render: (_, r) => detail(r) },
        ]}
      />
    </div>
  );
}

/**
 * One action on the selected rows: sent only for the rows it applies to (its `when`, whose row it is), after one
 * confirmation naming how many, the money they carry per currency and the action's form; each row is then checked
 * by the server as a single call (dual control included) and its answer shown in a table.
 */
export default function BulkAction({
  def,
  action,
  rows,
  me,
  onDone,
}: {
  def: ResourceDef;
  action: ActionDef;
  /** The selected rows, of every page. */
  rows: Row[];
  me?: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const { modal } = App.useApp();
  const { busy, run: once, isHeld } = useSubmitLock();
  const [asking, setAsking] = useState(false);
  const [form] = Form.useForm();
  const markField = useRefusalAtInput(def.key, action.form, form);
  const label = t(`resources.${def.key}.actions.${action.key}`);
  const targets = rows.filter((r) => applies(action, r, me));
  const skipped = rows.length - targets.length;
  const needsInput = !!action.reason || !!action.form;

  // A refusal of the whole call (a reason missing) is shown by the request layer, and at its input.
  const send = async (body: Record<string, unknown>) => {
    const ids = targets.map((r) => String(r[def.rowKey]));
    let answer: Awaited<ReturnType<typeof runBulk>>;
    try {
      answer = await runBulk(def, action.key, ids, body);
    } catch (error) {
      markField(error);
      throw error;
    }
    setAsking(false);
    // Outside this bar: the selection is cleared at once, which takes the bar away.
    modal.info({
      title: t('console.bulk.results', { action: label }),
      width: 720,
      content: <Results def={def} results={answer.result} t={t} />,
    });
    onDone();
  };

  const fieldLabel = (name: string) => t(`resources.${def.key}.fields.${name}`);
  const items = [
    { key: 'count', label: t('console.bulk.count'), children: <strong>{targets.length}</strong> },
    ...(skipped ? [{ key: 'skipped', label: t('console.bulk.skipped'), children: skipped }] : []),
    ...moneyTotals(def, targets).map((total) => ({
      key: `${total.field}.${total.currency}`,
      label: t('console.bulk.total', { field: fieldLabel(total.field), currency: total.currency }),
      children: `${formatAmount(total.amount, total.currency, intl.locale)} ${total.currency}`,
    })),
  ];

  return (
    <>
      <Button
        type="link"
        size="small"
        danger={action.danger || action.remove}
        disabled={!targets.length}
        loading={busy}
        onClick={() => setAsking(true)}
      >
        {`${label} (${targets.length})`}
      </Button>
      <Modal
        open={asking}
        title={t('console.bulk.confirm', { action: label })}
        okText={label}
        okButtonProps={{ danger: action.danger || action.remove, loading: busy }}
        // Not while a submission is going, nor once the dialog is closing (a double click's second half).
        onOk={() => {
          if (!asking || isHeld()) return;
          if (needsInput) form.submit();
          else once(() => send({}));
        }}
        onCancel={() => !busy && setAsking(false)}
        destroyOnHidden
      >
        <div data-testid="bulk-confirmation">
          <Typography.Paragraph>{t('console.bulk.each')}</Typography.Paragraph>
          <Descriptions column={1} size="small" items={items} />
        </div>
        {needsInput ? (
          <ActionForm
            resourceKey={def.key}
            name={`${def.key}-bulk-${action.key}`}
            inputs={action.form ?? {}}
            reason={action.reason}
            form={form}
            onFinish={(values) => {
              const body = typeof values.reason === 'string' ? { ...values, reason: values.reason.trim() } : values;
              once(() => send(body));
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}
