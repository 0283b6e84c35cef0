import { useIntl } from '@umijs/max';
import { Alert, Divider, Form, Input, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo, useState } from 'react';
import type { Row } from './api';
import { invalidMessage, rangeText } from './formMessages';
import { formatAmount, minorUnits } from './money';
import type { ActionDef, InputDef } from './types';
import { currencyRow, moneyDecimals, moneyProblem, resultOf } from './moneyInput';
import { rangeOf } from './range';
import { checkInput, noneGiven, type CheckContext } from './validate';
import { control, type T } from './inputs';

export const REASON_MAX = 500;

function moneyRule(input: InputDef, label: string, t: T, locale: string, row?: Row): Rule {
  return ({ getFieldsValue }) => ({
    validator: (_, value) => {
      const text = typeof value === 'string' ? value.trim() : '';
      const values = getFieldsValue();
      // A create form has no row: the currency is the form's own input of that name.
      const source = currencyRow(input, row, values);
      const problem = text ? moneyProblem(input, text, source) : undefined;
      if (!problem || problem === 'format') return Promise.resolve();
      const range = problem === 'range' ? rangeOf(input, { row, values }) : undefined;
      const message = range
        ? rangeText(range, t, locale)
        : problem === 'decimals'
          ? t('console.form.money.decimals', { field: label, n: String(moneyDecimals(input, source) ?? 2) })
          : problem === 'positive'
            ? t('console.form.money.positive', { field: label })
            : t('console.form.invalid', { field: label });
      return Promise.reject(new Error(message));
    },
  });
}

/**
 * The amount input of an action whose result may not go below zero (ActionDef.result `nonNegative`: a debit larger
 * than the available balance): refused before sending, so the confirmation is never reached.
 */
function resultRule(result: NonNullable<ActionDef['result']>, label: string, of: string, t: T, row?: Row): Rule {
  return ({ getFieldsValue }) => ({
    validator: () => {
      const outcome = resultOf({ result }, row, getFieldsValue());
      if (!outcome?.negative) return Promise.resolve();
      const after = `${formatAmount(outcome.after, outcome.currency)} ${outcome.currency}`;
      return Promise.reject(new Error(t('console.form.result.negative', { field: label, result: of, after })));
    },
  });
}

/** What the form checks before sending: the same function the fake backend (and so the contract) applies. */
function rules(
  input: InputDef,
  label: string,
  t: T,
  locale: string,
  ctx: CheckContext,
  labelOf: (name: string) => string,
): Rule[] {
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
  if (input.type === 'money') out.push(moneyRule(input, label, t, locale, ctx.row as Row | undefined));
  // The form's other values go along: a variant input is checked by the one it depends on, and named by it.
  out.push(({ getFieldsValue }) => ({
    validator: (_, value) => {
      const values = getFieldsValue();
      const checked = checkInput({ ...input, required: false }, value, { ...ctx, values });
      if (checked.ok) return Promise.resolve();
      // The money rule already said why, when it could.
      const problem =
        input.type === 'money' &&
        typeof value === 'string' &&
        moneyProblem(input, value.trim(), currencyRow(input, ctx.row as Row | undefined, values));
      if (problem && problem !== 'format') return Promise.resolve();
      // A business parameter holding an amount (a dual-control threshold) says what an amount of its currency is.
      const row = ctx.row as Row | undefined;
      if (input.type === 'typedValue' && row?.value_type === 'amount' && !checked.range) {
        const currency = String(row.options ?? '');
        const n = String(minorUnits(currency));
        return Promise.reject(new Error(t('console.form.amountParam', { field: label, currency, n })));
      }
      return Promise.reject(new Error(invalidMessage(input, value, values, label, t, labelOf, { row, locale })));
    },
  }));
  return out;
}

/** The inputs whose change checks this one again: its variant's chooser, the one it is compared with, its currency. */
function dependsOn(input: InputDef, compared: string | undefined, inputs: Record<string, InputDef>) {
  const out = [
    ...(input.type === 'variant' && input.by ? [input.by] : []),
    ...(compared ? [compared] : []),
    ...(input.type === 'money' && input.currencyField && inputs[input.currencyField] ? [input.currencyField] : []),
  ];
  return out.length ? out : undefined;
}

/** What `atLeastOne` asks for, in the operator's language: its inputs' headings (InputDef.section), else labels. */
function atLeastOneText(names: string[], inputs: Record<string, InputDef>, resourceKey: string, t: T, locale: string) {
  const parts = names.map((n) =>
    t(
      inputs[n]?.section
        ? `resources.${resourceKey}.sections.${inputs[n].section}`
        : `resources.${resourceKey}.fields.${n}`,
    ),
  );
  const list = new Intl.ListFormat(locale, { type: 'disjunction' }).format([...new Set(parts)]);
  return t('console.form.atLeastOne', { fields: list });
}

/**
 * The inputs of an action or a create form: its declared fields (pre-filled from the row, or fixed values such as
 * the parent merchant, under their section's heading) and its reason. Labels are the resource's field labels.
 */
export default function ActionForm({
  resourceKey,
  name,
  inputs,
  reason,
  result,
  atLeastOne,
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
  /** What the row's field becomes (ActionDef.result): with `nonNegative`, its amount input may not take it below 0. */
  result?: ActionDef['result'];
  /** ActionDef.atLeastOne: checked before sending, said below the inputs. */
  atLeastOne?: string[];
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
  const [missing, setMissing] = useState(false);
  return (
    <Form
      form={form}
      name={name}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={(_, values) => missing && setMissing(noneGiven(atLeastOne, values))}
      onFinish={(values) => (noneGiven(atLeastOne, values) ? setMissing(true) : onFinish(values))}
    >
      {fields.map(([field, input], i) => {
        const labelOf = (name: string) => t(`resources.${resourceKey}.fields.${name}`);
        const label = labelOf(field);
        const compared = input.above ?? input.atLeast;
        const floor = result?.nonNegative && result.amount === field ? result : undefined;
        const sign = floor && typeof floor.sign === 'object' ? [floor.sign.input] : [];
        const dependencies = [...(dependsOn(input, compared, inputs) ?? []), ...sign];
        const heading = input.section && input.section !== fields[i - 1]?.[1].section;
        const item = (
          <Form.Item
            key={field}
            name={field}
            label={label}
            rules={[
              ...rules(input, label, t, intl.locale, ctx, labelOf),
              ...(floor ? [resultRule(floor, label, labelOf(floor.field), t, row)] : []),
            ]}
            dependencies={dependencies.length ? dependencies : undefined}
          >
            {fixed && field in fixed ? <Input disabled /> : control(input, t, intl.locale, row)}
          </Form.Item>
        );
        return heading ? (
          <div key={field}>
            <Divider orientation="left" orientationMargin={0}>
              {t(`resources.${resourceKey}.sections.${input.section}`)}
            </Divider>
            {item}
          </div>
        ) : (
          item
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
      {missing && atLeastOne ? (
        <Alert type="error" showIcon message={atLeastOneText(atLeastOne, inputs, resourceKey, t, intl.locale)} />
      ) : null}
    </Form>
  );
}
