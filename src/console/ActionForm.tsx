import { useIntl } from '@umijs/max';
import { Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { ENUMS } from '@/domain/enums';
import type { Row } from './api';
import type { ActionDef, InputDef, ResourceDef } from './types';

export const REASON_MAX = 500;

function control(input: InputDef, options: { label: string; value: string | number }[]) {
  switch (input.type) {
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={input.max} showCount={!!input.max} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} max={input.max} />;
    case 'enum':
      return <Select options={options} />;
    case 'money':
      return <Input inputMode="decimal" />;
    default:
      return <Input maxLength={input.max} />;
  }
}

/** What the form checks before sending; the fake backend (and the real server) check the same again. */
function rules(input: InputDef, label: string, t: (id: string, v?: Record<string, string>) => string): Rule[] {
  const invalid = t('console.form.invalid', { field: label });
  const out: Rule[] = [];
  if (input.required)
    out.push({ required: true, whitespace: true, message: t('console.form.required', { field: label }) });
  if (input.pattern) out.push({ pattern: new RegExp(input.pattern), message: invalid });
  if (input.type === 'url') out.push({ type: 'url', message: invalid });
  if (input.type === 'email') out.push({ type: 'email', message: invalid });
  if (input.type === 'currency') out.push({ pattern: /^[A-Z]{3}$/, message: invalid });
  if (input.type === 'money') out.push({ pattern: /^\d+(\.\d+)?$/, message: invalid });
  if (input.max !== undefined && input.type !== 'number' && input.type !== 'money') out.push({ max: input.max });
  return out;
}

/** The inputs of an action: its declared form fields (pre-filled from the row) and its reason. */
export default function ActionForm({
  def,
  action,
  row,
  form,
  onFinish,
}: {
  def: ResourceDef;
  action: ActionDef;
  row?: Row;
  form: FormInstance;
  onFinish: (values: Record<string, unknown>) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const fields = Object.entries(action.form ?? {});
  const initialValues = Object.fromEntries(fields.map(([name]) => [name, row?.[name]]));
  return (
    // A named form prefixes its ids, so its labels never point at the search form's inputs of the same field.
    <Form
      form={form}
      name={`${def.key}-${action.key}`}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
    >
      {fields.map(([name, input]) => {
        const label = t(`resources.${def.key}.fields.${name}`);
        const options = input.enum
          ? ENUMS[input.enum].map((v) => ({ value: v.code, label: t(`enum.${input.enum}.${v.code}`) }))
          : [];
        return (
          <Form.Item key={name} name={name} label={label} rules={rules(input, label, t)}>
            {control(input, options)}
          </Form.Item>
        );
      })}
      {action.reason ? (
        <Form.Item
          name="reason"
          label={t('console.action.reason')}
          rules={[
            { required: true, whitespace: true, message: t('console.action.reason.required') },
            { max: REASON_MAX },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
        </Form.Item>
      ) : null}
    </Form>
  );
}
