import { useAccess, useIntl } from '@umijs/max';
import { Alert, App, Button, Descriptions, Typography } from 'antd';
import { useEffect, useState } from 'react';
import ActionDialog from './ActionDialog';
import { confirmation } from './Confirmation';
import { useSubmitLock } from './useSubmitLock';
import { downloadRowFile, type Row } from './api';
import type { ActionDef, ResourceDef } from './types';
import { actionDialogTexts } from './labels';
import { allows } from './when';

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
 * Does the action apply to this row: its `when` (src/console/when.ts), and whose row it is (`maker`: a request decided
 * by others, one's own account not reset nor disabled by oneself) for the operator `me` (their account id)?
 */
export const applies = (action: ActionDef, row: Row, me: string | undefined) => {
  if (action.maker && (String(row[action.maker.field]) === me) !== (action.maker.is === 'self')) return false;
  return allows(action, row);
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
  request,
}: {
  def: ResourceDef;
  action: ActionDef;
  run: (body: Record<string, unknown>) => Promise<unknown>;
  onDone: () => void;
  label?: string;
  /** The target row, to pre-fill the action's form. */
  row?: Row;
  /**
   * How many times it was asked for from elsewhere (an item of the row's "more" menu): each new count starts it. Given,
   * it has no button of its own; its dialogs stay here, so they outlive the menu that started them.
   */
  request?: number;
}) {
  const intl = useIntl();
  const { message, modal } = App.useApp();
  const { busy, run: once, isHeld } = useSubmitLock();
  const [asking, setAsking] = useState(false);
  // Its dialog is made when first asked for, and kept for its closing animation: a list draws a button per row.
  const [asked, setAsked] = useState(false);
  const reveal = useReveal(def);
  const needsInput = !!action.reason || !!action.form;
  const title = label ?? intl.formatMessage({ id: `resources.${def.key}.actions.${action.key}` });
  // The dialog names the record it acts on; its OK button says what it does ("Save" for an edit).
  const dialog = () => actionDialogTexts(intl, def.key, action.key, title, row ? String(row[def.rowKey]) : undefined);

  /**
   * Runs inside the submission lock (useSubmitLock): a failure is shown by the request layer, nothing typed is lost;
   * `refused` says a refusal naming an input at that input (the dialog's form).
   */
  const execute = async (body: Record<string, unknown>, refused?: (error: unknown) => void) => {
    let answer: unknown;
    try {
      answer = await run(body);
    } catch (error) {
      refused?.(error);
      throw error;
    }
    setAsking(false);
    const approval = (answer as { result?: { approval?: { approval_id?: unknown } } } | undefined)?.result?.approval;
    if (typeof approval?.approval_id === 'string') {
      // Nothing changed yet: the operator must not take the request for the change.
      modal.info({
        title: intl.formatMessage({ id: 'console.approval.sent.title' }, { action: title }),
        content: (
          <span data-testid="approval-sent">
            {intl.formatMessage({ id: 'console.approval.sent' }, { id: approval.approval_id })}
          </span>
        ),
      });
    } else {
      message.success(intl.formatMessage({ id: 'console.action.done' }, { action: title }));
      reveal(action.reveal, answer);
    }
    onDone();
  };

  /** Is a confirmation asked for these values: always, or for the input values named (a fraud alert's 510)? */
  const asks = (values: Record<string, unknown>) => {
    const only = typeof action.confirm === 'object' ? action.confirm : undefined;
    if (only) return only.in.some((v) => String(v) === String(values[only.input]));
    return !!action.confirm || !!action.remove || !!action.changes;
  };

  /**
   * Asks once more, naming what the action does; settles as the confirmed call does, or fails when the operator
   * says no (the submission lock is held till then, and freed at once by a no).
   */
  const confirm = (onOk: () => Promise<void>, values: Record<string, unknown> = {}) =>
    new Promise<void>((resolve, reject) => {
      const { content, blocked } = confirmation(intl, def, action, row, values);
      let said = false;
      modal.confirm({
        title: intl.formatMessage({ id: 'console.action.confirm' }, { action: title }),
        content,
        width: content ? 520 : undefined,
        okText: dialog().ok,
        okButtonProps: { danger: action.danger || action.remove, disabled: blocked },
        // A failed call closes the dialog too, the row as it was; the request layer has said why. Once only: antd lets
        // its OK be clicked again as soon as the call has settled, before the dialog has closed (a double click's
        // second half on a fast server).
        onOk: () => {
          if (said) return Promise.resolve();
          said = true;
          return onOk().then(resolve, reject);
        },
        onCancel: () => reject(new Error('not confirmed')),
      });
    });

  const start = () => {
    if (action.download) once(() => downloadRowFile(def, String(row?.[def.rowKey] ?? ''), action.key));
    else if (needsInput) {
      setAsked(true);
      setAsking(true);
    } else if (asks({})) once(() => confirm(() => execute({})));
    else once(() => execute({}));
  };

  // A pick in the menu is an event of another component: its count reaching here is the one signal to start on. A new
  // count starts it, not a new render.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (request) start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  return (
    <>
      {request !== undefined ? null : (
        <Button type="link" size="small" danger={action.danger || action.remove} loading={busy} onClick={start}>
          {title}
        </Button>
      )}
      {needsInput && asked ? (
        <ActionDialog
          def={def}
          action={action}
          row={row}
          open={asking}
          {...dialog()}
          busy={busy}
          isHeld={isHeld}
          onCancel={() => !busy && setAsking(false)}
          onFinish={(body, refused) =>
            // What cannot be undone is asked once more, after the form is valid (a refund, a submission).
            once(() => (asks(body) ? confirm(() => execute(body, refused), body) : execute(body, refused)))
          }
        />
      ) : null}
    </>
  );
}
