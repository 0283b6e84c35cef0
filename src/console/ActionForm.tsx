import { UploadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import {
  App,
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Upload,
  type FormInstance,
  type UploadFile,
} from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import { cloneElement, useMemo, useState } from 'react';
import { ENUMS } from '@/domain/enums';
import { ISO_3166, ISO_4217 } from '@/domain/iso';
import { resourceByKey } from '@/resources';
import { useApi } from '@/request/useApi';
import { listRows, uploadFile, type Row } from './api';
import { formatAmount } from './money';
import PermissionTree from './PermissionTree';
import type { InputDef } from './types';
import {
  checkInput,
  moneyDecimals,
  moneyProblem,
  outOfOrder,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  type CheckContext,
} from './validate';
import { fileSize } from './widgets';

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

/** A calendar date held as `YYYY-MM-DD` text (what the contract sends), picked on a calendar. */
function DateInput({ value, onChange, id }: { value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const day = typeof value === 'string' && value ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      value={day && day.isValid() ? day : null}
      onChange={(d) => onChange?.(d ? d.format('YYYY-MM-DD') : undefined)}
    />
  );
}

const TYPE_NAMES: Record<string, string> = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG' };

/**
 * Files sent through the request layer as soon as they are chosen; the form's value is their ids. A file of
 * another type or too large is refused before sending, with the reason.
 */
function FilesInput({
  input,
  onChange,
  t,
}: {
  input: InputDef;
  value?: unknown;
  onChange?: (v: unknown) => void;
  t: T;
}) {
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const types: readonly string[] = input.accept ?? UPLOAD_TYPES;
  const most = input.maxSize ?? UPLOAD_MAX_BYTES;
  const hint = t('console.upload.hint', {
    types: types.map((m) => TYPE_NAMES[m] ?? m).join(', '),
    size: fileSize(most),
  });
  const publish = (list: UploadFile[]) => {
    setFiles(list);
    const ids = list.filter((f) => f.status === 'done' && f.response?.file_id).map((f) => f.response.file_id);
    onChange?.(ids.length ? ids : undefined);
  };
  return (
    <Upload
      multiple
      maxCount={input.max}
      accept={types.join(',')}
      fileList={files}
      beforeUpload={(file) => {
        if (!types.includes(file.type) || file.size > most || file.size === 0) {
          message.error(`${file.name}: ${hint}`);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        uploadFile(file as File).then(
          (res) => onSuccess?.(res.result),
          (err) => onError?.(err as Error),
        );
      }}
      onChange={({ fileList }) => publish(fileList)}
    >
      <Button icon={<UploadOutlined />}>{t('console.upload')}</Button>
      <div style={{ color: 'rgba(0,0,0,0.65)', marginTop: 4 }}>{hint}</div>
    </Upload>
  );
}

/** The control of a `variant` input: the one its deciding input's current value calls for. */
function VariantInput({
  input,
  t,
  locale,
  row,
  ...props
}: {
  input: InputDef;
  t: T;
  locale: string;
  row?: Row;
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
}) {
  const picked = Form.useWatch(input.by ?? '', Form.useFormInstance());
  const variant = picked === undefined || picked === null ? undefined : input.variants?.[String(picked)];
  const el = variant ? control(variant, t, locale, row) : <Input disabled />;
  return cloneElement(el, props);
}

function control(input: InputDef, t: T, locale: string, row?: Row): JSX.Element {
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
    case 'money': {
      const currency = input.currencyField ? row?.[input.currencyField] : undefined;
      return <Input inputMode="decimal" addonAfter={typeof currency === 'string' ? currency : undefined} />;
    }
    case 'card':
      return <Input inputMode="numeric" autoComplete="off" maxLength={23} />;
    case 'date':
      return <DateInput />;
    case 'variant':
      return <VariantInput input={input} t={t} locale={locale} row={row} />;
    case 'files':
      return <FilesInput input={input} t={t} />;
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

/** A money input's own message: too many decimals for the currency, not above zero, above what is allowed. */
function moneyRule(input: InputDef, label: string, t: T, row?: Row): Rule {
  return {
    validator: (_, value) => {
      const text = typeof value === 'string' ? value.trim() : '';
      const problem = text ? moneyProblem(input, text, row) : undefined;
      if (!problem || problem === 'format') return Promise.resolve();
      const currency = String((input.currencyField && row?.[input.currencyField]) || '');
      const cap = input.maxField ? String(row?.[input.maxField] ?? '') : String(input.max ?? '');
      const text2 =
        problem === 'decimals'
          ? t('console.form.money.decimals', { field: label, n: String(moneyDecimals(input, row) ?? 2) })
          : problem === 'positive'
            ? t('console.form.money.positive', { field: label })
            : t('console.form.money.max', { field: label, max: `${formatAmount(cap, currency)} ${currency}`.trim() });
      return Promise.reject(new Error(text2));
    },
  };
}

/** What the form checks before sending: the same function the fake backend (and so the contract) applies. */
function rules(input: InputDef, label: string, t: T, ctx: CheckContext, labelOf: (name: string) => string): Rule[] {
  const out: Rule[] = [];
  if (input.required) {
    // The rule's type must match the control's value, or async-validator fails it with the "required" message.
    const list = !!input.multiple || input.type === 'permissions' || input.type === 'files';
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
  if (input.type === 'money') out.push(moneyRule(input, label, t, ctx.row as Row | undefined));
  // The form's other values go along: a variant input is checked by the one it depends on, and named by it.
  out.push(({ getFieldsValue }) => ({
    validator: (_, value) => {
      const values = getFieldsValue();
      const checked = checkInput({ ...input, required: false }, value, { ...ctx, values });
      if (checked.ok) return Promise.resolve();
      // The money rule already said why, when it could.
      const problem = input.type === 'money' && typeof value === 'string' && moneyProblem(input, value.trim(), ctx.row);
      if (problem && problem !== 'format') return Promise.resolve();
      return Promise.reject(new Error(invalidMessage(input, value, values, label, t, labelOf)));
    },
  }));
  return out;
}

/** Why a value of an input was refused, in the operator's language (a variant input by the variant it took). */
export function invalidMessage(
  input: InputDef,
  value: unknown,
  values: Record<string, unknown>,
  label: string,
  t: T,
  labelOf?: (name: string) => string,
): string {
  const other = input.above ?? input.atLeast;
  if (other && labelOf && outOfOrder(input, value, values))
    return t(input.above ? 'console.form.above' : 'console.form.atLeast', { field: label, other: labelOf(other) });
  if (value === undefined || value === null || String(value).trim() === '')
    return t('console.form.required', { field: label });
  const picked = input.type === 'variant' && input.by ? input.variants?.[String(values[input.by])] : input;
  return t(picked?.type === 'card' ? 'console.form.card' : 'console.form.invalid', { field: label });
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
        const labelOf = (name: string) => t(`resources.${resourceKey}.fields.${name}`);
        const label = labelOf(field);
        const compared = input.above ?? input.atLeast;
        return (
          <Form.Item
            key={field}
            name={field}
            label={label}
            rules={rules(input, label, t, ctx, labelOf)}
            dependencies={input.type === 'variant' && input.by ? [input.by] : compared ? [compared] : undefined}
          >
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
