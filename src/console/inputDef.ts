/** What a form's input is: its type, bounds and checks (an action's form, a create form). */
import type { EnumKey } from '../domain/enums';

/**
 * A field of an action's or a create form. The console checks it before sending and the fake backend checks the
 * same again (mocks/crud/actions.ts): one definition of what is valid.
 * - `number`: a number in [min, max] (`integer` for whole numbers); `money`: a decimal string; `percent`: a decimal
 *   string in [min ?? 0, max ?? 100] with at most two decimals;
 * - `currency`: an ISO 4217 code; `country`: an ISO 3166 alpha-2 code; `ip`: an IPv4/IPv6 address or CIDR;
 * - `url`: http(s) (add `pattern: '^https://'` for https only); `email`; `text`/`textarea` (`max` = length);
 * - `enum`: a code of `enum`; `options`: a value from another resource's list (e.g. roles);
 * - `permissions`: page URLs and button codes from the route table (the role editor's tree);
 * - `typedValue`: validated by the row's own `value_type`, `min`, `max` and `options` (business parameters).
 * - `money` with `currencyField` (a field of the row acted on): at most the currency's decimals; with `maxField`,
 *   at most that field's amount; `positive`: more than zero;
 * - `card`: a card number (12-19 digits, spaces or dashes allowed, Luhn check), sent as digits;
 * - `date`: a calendar date `YYYY-MM-DD`;
 * - `variant`: checked as `variants[<value of the input named by>]` (a blacklist value by its dimension);
 * - `files`: ids of files uploaded through the request layer (`POST /v1/admin/uploads`), of the `accept` types and
 *   at most `maxSize` bytes each, at most `max` of them.
 * `multiple` makes the value a list of such values (tags, multi-select).
 */
export interface InputDef {
  type:
    | 'text'
    | 'textarea'
    | 'number'
    | 'money'
    | 'percent'
    | 'enum'
    | 'url'
    | 'email'
    | 'currency'
    | 'country'
    | 'ip'
    | 'options'
    | 'permissions'
    | 'typedValue'
    | 'card'
    | 'date'
    | 'variant'
    | 'files';
  enum?: EnumKey;
  /**
   * For `options`: the resource whose rows are offered, which of their fields are value and label, and a filter
   * of that resource's list narrowing what is offered (only approved merchants: `{ status: '1' }`).
   */
  options?: { resource: string; value: string; label: string; filter?: Record<string, string> };
  multiple?: boolean;
  required?: boolean;
  /**
   * Bounds of `number`, `percent` and `money` (an amount of the row's currency): a value outside them is refused for
   * its range, which the form and the server say (validate.ts rangeOf); the longest text for text types; most items
   * with `multiple`.
   */
  min?: number;
  max?: number;
  integer?: boolean;
  pattern?: string;
  /**
   * For `date`: a day from today on (today in UTC, as every time the console shows), such as an expiry. An earlier day
   * is refused by the form (saying so) and by the server, and the calendar offers none.
   */
  future?: boolean;
  /** For `money`: the row's field holding the currency, and the one holding the most allowed. */
  currencyField?: string;
  maxField?: string;
  positive?: boolean;
  /** For `variant`: the input whose value picks the variant. */
  by?: string;
  variants?: Record<string, InputDef>;
  /**
   * Compared with another input of the same form, when both are given (numbers or decimal strings, exactly):
   * `above` that one (a decline score above the approve score), or `atLeast` that one (a daily limit).
   */
  above?: string;
  atLeast?: string;
  /** For `files`: accepted MIME types and the largest file in bytes. */
  accept?: string[];
  maxSize?: number;
  /**
   * The form shows the input under the heading of the detail section of this key
   * (`resources.<key>.sections.<section>`), together with the inputs that follow it in the same section.
   */
  section?: string;
}

export type Scalar = string | number | boolean;
/** What a form sends for one input: a value or, with `multiple` (and `permissions`), a list of them. */
export type InputValue = Scalar | Scalar[];
