import type { useIntl } from '@umijs/max';
import { Descriptions, Table, Typography } from 'antd';
import type { Row } from './api';
import { formatDateTime } from './datetime';
import { formatAmount, toMinor } from './money';
import { formatDecimal } from './numbers';
import { maskValue } from './renderers';
import type { ActionDef, FieldDef, InputDef, ResourceDef } from './types';
import { currencyRow, resultOf } from './moneyInput';

type Intl = ReturnType<typeof useIntl>;

const hasValue = (v: unknown) => v !== undefined && v !== null && v !== '';

const money = (intl: Intl, amount: unknown, currency: unknown) =>
  typeof currency === 'string' && currency
    ? `${formatAmount(String(amount), currency, intl.locale)} ${currency}`
    : String(amount);

const enumText = (intl: Intl, key: string, code: unknown) =>
  intl.formatMessage({ id: `enum.${key}.${String(code)}`, defaultMessage: String(code) });

/** A row field's value as text, in the field's own formatting (an amount with its currency, an enumeration's label). */
export function fieldText(intl: Intl, field: FieldDef | undefined, value: unknown, row: Row): string {
  if (!hasValue(value)) return '-';
  switch (field?.type) {
    case 'money':
      return money(intl, value, field.currencyField ? row[field.currencyField] : undefined);
    case 'enum': {
      const codes = Array.isArray(value) ? value : [value];
      return field.enum ? codes.map((c) => enumText(intl, field.enum!, c)).join(', ') : codes.join(', ');
    }
    case 'masked':
      return maskValue(String(value), field.mask);
    case 'datetime':
      return formatDateTime(intl, value as string);
    case 'percent':
      return `${formatDecimal(String(value), intl.locale)}%`;
    case 'number':
      return formatDecimal(String(value), intl.locale, { grouping: false });
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

/** A form input's value as text: an amount in the currency the input is checked in, an enumeration's label. */
function inputText(intl: Intl, input: InputDef, value: unknown, row: Row, values: Record<string, unknown>): string {
  if (!hasValue(value)) return '-';
  if (input.type === 'money' && input.currencyField)
    return money(intl, value, currencyRow(input, row, values)?.[input.currencyField]);
  if (input.type === 'enum' && input.enum) return enumText(intl, input.enum, value);
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The same value, written either way (an amount typed `10.5` for `10.50` in the currency, a number as text)? */
function same(field: FieldDef | undefined, before: unknown, after: unknown, row: Row): boolean {
  if (!hasValue(before) && !hasValue(after)) return true;
  if (field?.type === 'money' && field.currencyField) {
    const currency = String(row[field.currencyField] ?? '');
    const [a, b] = [toMinor(String(before ?? ''), currency), toMinor(String(after ?? ''), currency)];
    if (a !== undefined && b !== undefined) return a === b;
  }
  if ((field?.type === 'percent' || field?.type === 'number') && hasValue(before) && hasValue(after))
    return Number(before) === Number(after);
  return JSON.stringify(before ?? null) === JSON.stringify(after ?? null);
}

/** The form's inputs whose value differs from the row's (ActionDef.changes), before → after as text. */
export function changedInputs(
  intl: Intl,
  def: ResourceDef,
  action: ActionDef,
  row: Row,
  values: Record<string, unknown>,
) {
  return Object.keys(action.form ?? {})
    .filter((name) => !same(def.fields[name], row[name], values[name], row))
    .map((name) => ({
      name,
      before: fieldText(intl, def.fields[name], row[name], row),
      after: fieldText(intl, def.fields[name], values[name], row),
    }));
}

/**
 * What a confirmation says before the action is sent: the sentence of what it does, the record, amount and
 * beneficiary named by `summary`, what the row's field becomes (`result`) and the changed fields (`changes`).
 * `blocked` when there is nothing to confirm (an edit that changes nothing).
 */
export function confirmation(
  intl: Intl,
  def: ResourceDef,
  action: ActionDef,
  row: Row | undefined,
  values: Record<string, unknown>,
) {
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const label = (name: string) => t(`resources.${def.key}.fields.${name}`);
  const record = row ?? {};
  const texts = Object.fromEntries(
    (action.summary ?? []).map((name) => {
      const input = action.form?.[name];
      return [
        name,
        input && name in values
          ? inputText(intl, input, values[name], record, values)
          : fieldText(intl, def.fields[name], record[name], record),
      ];
    }),
  );
  const outcome = resultOf(action, row, values);
  const changes = action.changes && row ? changedInputs(intl, def, action, row, values) : undefined;
  const items = [
    ...Object.entries(texts).map(([name, text]) => ({ key: name, label: label(name), children: text })),
    ...(outcome
      ? [
          {
            key: 'before',
            label: t('console.action.resultBefore', { field: label(action.result!.field) }),
            children: money(intl, outcome.before, outcome.currency),
          },
          {
            key: 'after',
            label: t('console.action.resultAfter', { field: label(action.result!.field) }),
            children: (
              <Typography.Text strong type={outcome.negative ? 'danger' : undefined} data-testid="action-result">
                {money(intl, outcome.after, outcome.currency)}
              </Typography.Text>
            ),
          },
        ]
      : []),
  ];
  const content =
    action.sentence || items.length || changes ? (
      <div data-testid="action-confirmation">
        {action.sentence ? (
          <Typography.Paragraph strong>{t(`resources.${def.key}.confirms.${action.key}`, texts)}</Typography.Paragraph>
        ) : null}
        {items.length ? <Descriptions column={1} size="small" items={items} /> : null}
        {changes ? (
          changes.length ? (
            <Table
              size="small"
              pagination={false}
              rowKey="name"
              dataSource={changes}
              columns={[
                { key: 'name', title: t('console.action.changes.field'), render: (_, c) => label(c.name) },
                { key: 'before', title: t('console.action.changes.before'), dataIndex: 'before' },
                {
                  key: 'after',
                  title: t('console.action.changes.after'),
                  render: (_, c) => <strong>{c.after}</strong>,
                },
              ]}
            />
          ) : (
            <Typography.Text type="warning">{t('console.action.changes.none')}</Typography.Text>
          )
        ) : null}
      </div>
    ) : undefined;
  return { content, blocked: !!changes && changes.length === 0 };
}
