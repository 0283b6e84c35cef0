import { useIntl } from '@umijs/max';
import { Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo, useState } from 'react';
import { ENUMS } from '@/domain/enums';
import { ISO_3166, ISO_4217 } from '@/domain/iso';
import { resourceByKey } from '@/resources';
import { useApi } from '@/request/useApi';
import { listRows, type Row } from './api';
import PermissionTree from './PermissionTree';
import type { InputDef } from './types';
import { checkInput, type CheckContext } from './validate';

export const REASON_MAX = 500;

type T = (id: string, values?: Record<string, string>) => string;

/**
 * Rows of another resource offered by an `options` input (roles for an admin account, merchants for a channel
 * config): the first page, then what the operator types, searched by the server on the label field.
 */
export function OptionsSelect({
  input,
  ...props
}: {
  input: InputDef;
  value?: unknown;
  onChange?: (v: unknown) => void;
}) {
  const source = input.options!;
  const def = resourceByKey(source.resource);
  const [search, setSearch] = useState('');
  const { data, loading } = useApi(
    async () => {
      if (!def) return [];
      const query = { current: 1, pageSize: 50, ...source.filter, ...(search ? { [source.label]: search } : {}) };
      return (await listRows(def, query)).result.list;
    },
    { refreshDeps: [source.resource, search], debounceWait: 300 },
  );
  const options = (data ?? []).map((row) => ({
    value: String(row[source.value]),
    label: String(row[source.label]),
  }));
  return (
    <Select
      {...props}
      mode={input.multiple ? 'multiple' : undefined}
      loading={loading}
      options={options}
      showSearch
      filterOption={false}
      onSearch={setSearch}
    />
  );
}

function control(input: InputDef, t: T, locale: string, row?: Row) {
  const many = input.multiple ? 'multiple' : undefined;
  const enumOptions = (key: NonNullable<InputDef['enum']>) =>
    ENUMS[key].map((v) => ({ value: v.code, label: t(`enum.${key}.${v.code}`) }));
  switch (input.type) {
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={input.max} showCount={!!input.max} />;
    case 'number':
      return (
        <InputNumber
          style={{ width: '100%' }}
          min={input.min}
          max={input.max}
          precision={input.integer ? 0 : undefined}
        />
      );
    case 'enum':
      return <Select mode={many} options={input.enum ? enumOptions(input.enum) : []} />;
    case 'money':
      return <Input inputMode="decimal" />;
    case 'percent':
      return <Input inputMode="decimal" suffix="%" />;
    case 'currency':
      return (
        <Select
          mode={many}
          showSearch
          options={ISO_4217.map((c) => ({ value: c, label: c }))}
          tokenSeparators={[',', ' ']}
        />
      );
    case 'country': {
      let names: Intl.DisplayNames | undefined;
      try {
        names = new Intl.DisplayNames([locale], { type: 'region' });
      } catch {
        names = undefined;
      }
      return (
        <Select
          mode={many}
          showSearch
          optionFilterProp="label"
          options={ISO_3166.map((c) => ({ value: c, label: `${names?.of(c) ?? c} (${c})` }))}
        />
      );
    }
    case 'ip':
    case 'text':
    case 'email':
    case 'url':
      // A list of free values is typed as tags (Enter, comma or space ends one).
      // The typed value is the only option: Enter takes it, as do comma, space and a new line.
      return input.multiple ? (
        <Select mode="tags" options={[]} notFoundContent={null} tokenSeparators={[',', ' ', '\n']} suffixIcon={null} />
      ) : (
        <Input maxLength={input.max} />
      );
    case 'options':
      return <OptionsSelect input={input} />;
    case 'permissions':
      return <PermissionTree />;
    case 'typedValue':
      if (row?.value_type === 'bool')
        return <Select options={['true', 'false'].map((v) => ({ value: v, label: v }))} />;
      if (row?.value_type === 'enum')
        return (
          <Select
            options={String(row.options ?? '')
              .split(',')
              .map((v) => ({ value: v.trim(), label: v.trim() }))}
          />
        );
      return <Input inputMode={row?.value_type === 'int' || row?.value_type === 'decimal' ? 'decimal' : undefined} />;
  }
}

/** What the form checks before sending: the same function the fake backend (and so the contract) applies. */
function rules(input: InputDef, label: string, t: T, ctx: CheckContext): Rule[] {
  const out: Rule[] = [];
  if (input.required) {
    // The rule's type must match the control's value, or async-validator fails it with the "required" message.
    const list = !!input.multiple || input.type === 'permissions';
    const type: 'array' | 'number' | 'any' | 'string' = list
      ? 'array'
      : input.type === 'number'
        ? 'number'
        : input.type === 'enum'
          ? 'any'
          : 'string';
    out.push({
      required: true,
      type,
      whitespace: type === 'string',
      message: t('console.form.required', { field: label }),
    } as Rule);
  }
  out.push({
    validator: (_, value) =>
      checkInput({ ...input, required: false }, value, ctx).ok
        ? Promise.resolve()
        : Promise.reject(new Error(t('console.form.invalid', { field: label }))),
  });
  return out;
}

/**
 * The inputs of an action or a create form: its declared fields (pre-filled from the row, or fixed values such as
 * the parent merchant) and its reason. Labels are the resource's field labels.
 */
export default function ActionForm({
  resourceKey,
  name,
  inputs,
  reason,
  row,
  fixed,
  form,
  onFinish,
}: {
  resourceKey: string;
  /** Prefixes the inputs' ids, so labels never point at the search form's inputs of the same field. */
  name: string;
  inputs: Record<string, InputDef>;
  reason?: boolean;
  row?: Row;
  /** Values set by the page (the parent record): shown, not editable. */
  fixed?: Record<string, unknown>;
  form: FormInstance;
  onFinish: (values: Record<string, unknown>) => void;
}) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const fields = Object.entries(inputs);
  const initialValues = useMemo(
    () => ({ ...Object.fromEntries(fields.map(([field]) => [field, row?.[field]])), ...fixed }),
    // The form is mounted per dialog opening (destroyOnHidden): the first values are the ones to keep.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const ctx: CheckContext = { row };
  return (
    <Form form={form} name={name} layout="vertical" initialValues={initialValues} onFinish={onFinish}>
      {fields.map(([field, input]) => {
        const label = t(`resources.${resourceKey}.fields.${field}`);
        return (
          <Form.Item key={field} name={field} label={label} rules={rules(input, label, t, ctx)}>
            {fixed && field in fixed ? <Input disabled /> : control(input, t, intl.locale, row)}
          </Form.Item>
        );
      })}
      {reason ? (
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
