/** The controls of form inputs by type: options, dates, uploaded files, variants, money, enums, ISO codes. */
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Form, Input, InputNumber, Select, Upload, type UploadFile } from 'antd';
import dayjs from 'dayjs';
import { cloneElement, useState } from 'react';
import { ENUMS } from '@/domain/enums';
import { ISO_3166, ISO_4217 } from '@/domain/iso';
import { resourceByKey } from '@/resources';
import { useApi } from '@/request/useApi';
import { listRows, uploadFile, type Row } from './api';
import PermissionTree from './PermissionTree';
import type { InputDef } from './types';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, utcDay } from './validate';
import { fileSize } from './widgets';

/** A translator of the console's messages. */
export type T = (id: string, values?: Record<string, string>) => string;

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
function DateInput({
  value,
  onChange,
  id,
  future,
}: {
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
  future?: boolean;
}) {
  const day = typeof value === 'string' && value ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      value={day && day.isValid() ? day : null}
      // A day before today (UTC) is refused for an expiry (InputDef.future): the calendar does not offer it.
      disabledDate={future ? (d) => d.format('YYYY-MM-DD') < utcDay() : undefined}
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

export function control(input: InputDef, t: T, locale: string, row?: Row): JSX.Element {
  const many = input.multiple ? 'multiple' : undefined;
  const enumOptions = (key: NonNullable<InputDef['enum']>) =>
    ENUMS[key].map((v) => ({ value: v.code, label: t(`enum.${key}.${v.code}`) }));
  switch (input.type) {
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={input.max} showCount={!!input.max} />;
    case 'number':
      return (
        // No min/max here: the control would snap a typed 20000 back to its bound without a word; the form's rule
        // keeps what was typed and says the range.
        <InputNumber style={{ width: '100%' }} precision={input.integer ? 0 : undefined} />
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
      return <DateInput future={input.future} />;
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
