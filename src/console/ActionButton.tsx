import { useAccess, useIntl } from '@umijs/max';
import { Alert, App, Button, Descriptions, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import ActionForm from './ActionForm';
import { useSubmitLock } from './useSubmitLock';
import { downloadRowFile, type Row } from './api';
import { formatAmount, fromMinor, toMinor } from './money';
import type { ActionDef, ResourceDef } from './types';

/**
 * What the row's field becomes with the form's amount (ActionDef.result), exactly in minor units: `before` and
 * `after` as decimal strings, or undefined when a value is not an amount of the currency.
 */
export function resultOf(action: ActionDef, row: Row | undefined, values: Record<string, unknown>) {
  const spec = action.result;
  if (!spec || !row) return undefined;
  const currency = String(row[spec.currencyField] ?? '');
  const before = toMinor(String(row[spec.field] ?? ''), currency);
  const amount = toMinor(String(values[spec.amount] ?? ''), currency);
  if (before === undefined || amount === undefined) return undefined;
  const minus = spec.sign && String(values[spec.sign.input]) === String(spec.sign.minus);
  const after = minus ? before - amount : before + amount;
  return { currency, before: fromMinor(before, currency), after: fromMinor(after, currency), negative: after < 0n };
}

/** Values the server shows once (a new API secret, a temporary password): a dialog to copy them, then gone. */
export function useReveal(def: ResourceDef) {
  const intl = useIntl();
  const { modal } = App.useApp();
  return (fields: string[] | undefined, answer: unknown) => {
    const result = (answer as { result?: Row } | undefined)?.result;
    const shown = (fields ?? []).filter((f) => typeof result?.[f] === 'string' && result[f]);
    if (!result || !shown.length) return;
    modal.info({
      title: intl.formatMessage({ id: 'console.reveal.title' }),
      width: 560,
      content: (
        <>
          <Alert type="warning" showIcon message={intl.formatMessage({ id: 'console.reveal.once' })} />
          <Descriptions
            column={1}
            size="small"
            style={{ marginTop: 16 }}
            items={shown.map((f) => ({
              key: f,
              label: intl.formatMessage({ id: `resources.${def.key}.fields.${f}` }),
              children: (
                <Typography.Text code copyable>
                  {String(result[f])}
                </Typography.Text>
              ),
            }))}
          />
        </>
      ),
    });
  };
}

/**
 * Does the action apply to this row: its `when`, and whose row it is (`maker`: a request decided by others, one's own
 * account not reset nor disabled by oneself) for the operator `me` (their account id)?
 */
export const applies = (action: ActionDef, row: Row, me: string | undefined) => {
  if (action.maker && (String(row[action.maker.field]) === me) !== (action.maker.is === 'self')) return false;
  if (!action.when) return true;
  const value = row[action.when.field];
  return action.when.in.some((v) => (v === null ? value === null || value === undefined : String(v) === String(value)));
};

/** May the operator run it (its permission code)? */
export function useCan() {
  const { can } = useAccess();
  return (action: ActionDef) => can(action.permission);
}

/**
 * One action on one target: shown only with its permission code, confirms when it cannot be undone, asks for a
 * reason or form inputs where declared, locks while in flight (no double submit) and reports back so the row is refreshed.
 * The server's refusal is shown by the request layer; what was typed stays in the dialog.
 */
export default function ActionButton({
  def,
  action,
  run,
  onDone,
  label,
  row,
}: {
  def: ResourceDef;
  action: ActionDef;
  run: (body: Record<string, unknown>) => Promise<unknown>;
  onDone: () => void;
  label?: string;
  /** The target row, to pre-fill the action's form. */
  row?: Row;
}) {
  const intl = useIntl();
  const { message, modal } = App.useApp();
  const { busy, run: once, isHeld } = useSubmitLock();
  const [asking, setAsking] = useState(false);
  const [form] = Form.useForm();
  const reveal = useReveal(def);
  const needsInput = !!action.reason || !!action.form;
  const title = label ?? intl.formatMessage({ id: `resources.${def.key}.actions.${action.key}` });

  // Runs inside the submission lock (useSubmitLock): a failure is shown by the request layer, nothing typed is lost.
  const execute = async (body: Record<string, unknown>) => {
    const answer = await run(body);
    message.success(intl.formatMessage({ id: 'console.action.done' }, { action: title }));
    setAsking(false);
    reveal(action.reveal, answer);
    onDone();
  };

  /**
   * Asks once more; settles as the confirmed call does, or fails when the operator says no (the submission lock is
   * held till then, and freed at once by a no).
   */
  const confirm = (onOk: () => Promise<void>, values: Record<string, unknown> = {}) =>
    new Promise<void>((resolve, reject) => {
      const outcome = resultOf(action, row, values);
      const amount = (v: string) => `${formatAmount(v, outcome!.currency, intl.locale)} ${outcome!.currency}`;
      modal.confirm({
        title: intl.formatMessage({ id: 'console.action.confirm' }, { action: title }),
        content: outcome ? (
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'before',
                label: intl.formatMessage(
                  { id: 'console.action.resultBefore' },
                  { field: intl.formatMessage({ id: `resources.${def.key}.fields.${action.result!.field}` }) },
                ),
                children: amount(outcome.before),
              },
              {
                key: 'after',
                label: intl.formatMessage(
                  { id: 'console.action.resultAfter' },
                  { field: intl.formatMessage({ id: `resources.${def.key}.fields.${action.result!.field}` }) },
                ),
                children: (
                  <Typography.Text strong type={outcome.negative ? 'danger' : undefined} data-testid="action-result">
                    {amount(outcome.after)}
                  </Typography.Text>
                ),
              },
            ]}
          />
        ) : undefined,
        okText: title,
        okButtonProps: { danger: action.danger || action.remove },
        // A failed call closes the dialog too, the row as it was; the request layer has said why.
        onOk: () => onOk().then(resolve, reject),
        onCancel: () => reject(new Error('not confirmed')),
      });
    });

  const start = () => {
    if (action.download) once(() => downloadRowFile(def, String(row?.[def.rowKey] ?? ''), action.key));
    else if (needsInput) setAsking(true);
    else if (action.confirm || action.remove) once(() => confirm(() => execute({})));
    else once(() => execute({}));
  };

  return (
    <>
      <Button type="link" size="small" danger={action.danger || action.remove} loading={busy} onClick={start}>
        {title}
      </Button>
      {needsInput ? (
        <Modal
          open={asking}
          title={title}
          okText={title}
          okButtonProps={{ danger: action.danger, loading: busy }}
          // Not while a submission is going, nor once the dialog is closing (a double click's second half).
          onOk={() => asking && !isHeld() && form.submit()}
          onCancel={() => !busy && setAsking(false)}
          destroyOnHidden
        >
          <ActionForm
            resourceKey={def.key}
            name={`${def.key}-${action.key}`}
            inputs={action.form ?? {}}
            reason={action.reason}
            row={row}
            form={form}
            onFinish={(values) => {
              const body = typeof values.reason === 'string' ? { ...values, reason: values.reason.trim() } : values;
              // What cannot be undone is asked once more, after the form is valid (a refund, a submission).
              once(() => (action.confirm ? confirm(() => execute(body), body) : execute(body)));
            }}
          />
        </Modal>
      ) : null}
    </>
  );
}
