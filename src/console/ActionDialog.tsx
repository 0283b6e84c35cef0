import { useIntl } from '@umijs/max';
import { Form, type FormInstance } from 'antd';
import { codeKey, codeText, INVALID_INPUT, refusedField } from '@/request/display';
import { BizError } from '@/request/envelope';
import ActionContext from './ActionContext';
import ActionForm from './ActionForm';
import type { Row } from './api';
import { rangeText } from './formMessages';
import FormSurface from './FormSurface';
import { rangeOf } from './range';
import type { ActionDef, InputDef, ResourceDef } from './types';

/** The locale key of the server's out-of-range refusal (`Value out of range: <field>`, 100400). */
const RANGE_KEY = 'request.code.100400.range';

/**
 * A refusal naming one of a form's inputs (`Invalid input: amount`, `Already on the list: value`) is also said at that
 * input, in the operator's language: an action's form and a create form alike. A value out of its range
 * (`Value out of range: fee_rate`) says the range the input declares, on the row the form edits.
 */
export function useRefusalAtInput(
  resourceKey: string,
  inputs: Record<string, InputDef> | undefined,
  form: FormInstance,
  row?: Row,
) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (error: unknown) => {
    const info = error instanceof BizError ? error.info : undefined;
    const field = refusedField(info);
    const input = field ? inputs?.[field] : undefined;
    if (!info || !field || !input) return;
    const label = t(`resources.${resourceKey}.fields.${field}`);
    const said = info.errorMessage || info.message || '';
    const outside = codeKey(info.code, said)?.id === RANGE_KEY;
    // The bounds as the console knows them; a server that holds others is still said to refuse the range.
    const range = outside ? rangeOf(input, { row, values: form.getFieldsValue() }) : undefined;
    const text = range
      ? rangeText(range, t, intl.locale)
      : outside
        ? t(RANGE_KEY)
        : info.code === INVALID_INPUT
          ? t('console.form.invalid', { field: label })
          : codeText(info.code, said);
    form.setFields([{ name: field, errors: [text] }]);
  };
}

/** An action's dialog: its form (a reason, inputs), with a refusal naming an input said at that input. */
export default function ActionDialog({
  def,
  action,
  row,
  open,
  title,
  ok,
  busy,
  isHeld,
  onCancel,
  onFinish,
}: {
  def: ResourceDef;
  action: ActionDef;
  row?: Row;
  open: boolean;
  title: string;
  ok: string;
  busy: boolean;
  isHeld: () => boolean;
  onCancel: () => void;
  onFinish: (body: Record<string, unknown>, refused: (error: unknown) => void) => void;
}) {
  const [form] = Form.useForm();
  const refused = useRefusalAtInput(def.key, action.form, form, row);
  return (
    <FormSurface
      inputs={action.form}
      open={open}
      title={title}
      okText={ok}
      danger={action.danger}
      busy={busy}
      // Not while a submission is going, nor once the dialog is closing (a double click's second half).
      onOk={() => open && !isHeld() && form.submit()}
      onCancel={onCancel}
    >
      {action.context && row ? <ActionContext def={def} fields={action.context} row={row} /> : null}
      <ActionForm
        resourceKey={def.key}
        name={`${def.key}-${action.key}`}
        inputs={action.form ?? {}}
        reason={action.reason}
        result={action.result}
        atLeastOne={action.atLeastOne}
        row={row}
        form={form}
        onFinish={(values) => {
          const body = typeof values.reason === 'string' ? { ...values, reason: values.reason.trim() } : values;
          onFinish(body, refused);
        }}
      />
    </FormSurface>
  );
}
