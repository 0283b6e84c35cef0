import { db, type Db } from './db';

/** The attacks a console must show as text: markup, an event handler, a bidi override, a template, a long word. */
export const HOSTILE_STRINGS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '\u202eevil.exe',
  '"><svg onload=window.__xss=1>',
  "{{constructor.constructor('window.__xss=1')()}}",
  // One word no line can break: a column or a drawer must cut or wrap it, not grow with it.
  'W'.repeat(10_000),
];

/**
 * What the system runs on, left alone: accounts, roles, sessions and codes (login and permissions), uploaded files,
 * and the operation log the actions write.
 */
const KEPT_TABLES: ReadonlySet<keyof Db> = new Set<keyof Db>([
  'admin',
  'role',
  'tokens',
  'mailCodes',
  'pendingSecrets',
  'uploads',
  'oplog',
]);

/**
 * The rule, by field name: free text a person or a remote party wrote (names of merchants, people and banks, titles,
 * descriptions, remarks, reasons, notes, contents, messages, details, subjects, addresses, resolutions, labels,
 * texts, error messages). Ids, keys, codes, amounts, currencies, dates, emails and URLs have other names.
 */
const FREE_TEXT =
  /(^|_)(name|title|description|remark|reason|note|content|message|detail|subject|address|resolution|label|text|error)$/;
/** Named like free text, but keys: a job's class is part of its details page's URL; a file name is sent as a header. */
const KEY_NAMES: ReadonlySet<string> = new Set(['class_name', 'file_name']);

/**
 * And by value: a field of that name that holds a machine value keeps it. An enumeration code (`fraud`,
 * `wrong_password`: the validators and the badges read them), an email, a URL, a file name, a number or a date.
 */
const MACHINE_VALUE = [
  /^[a-z0-9]+([_.:/-][a-z0-9]+)*$/,
  /^[^\s@]+@[^\s@]+$/,
  /^[a-z][a-z0-9+.-]*:\/\//i,
  /^[\w.-]+\.[a-z0-9]{2,5}$/i,
  /^[\d\s.:+\-TZ/]+$/,
];

const isFreeText = (field: string, value: unknown): value is string =>
  typeof value === 'string' &&
  value.trim() !== '' &&
  FREE_TEXT.test(field) &&
  !KEY_NAMES.has(field) &&
  !MACHINE_VALUE.some((re) => re.test(value));

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Rewrites the free text of every table (and of the objects inside its rows: payloads, replies) with the hostile
 * strings, in turn; answers how many values it replaced. Test-only (POST /__mock/hostile); resetDb undoes it.
 */
export function makeHostile(): { placed: number; tables: number } {
  let placed = 0;
  let tables = 0;
  const rewrite = (record: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(record)) {
      if (isFreeText(field, value)) record[field] = HOSTILE_STRINGS[placed++ % HOSTILE_STRINGS.length];
      else if (isRecord(value)) rewrite(value);
      else if (Array.isArray(value)) value.filter(isRecord).forEach(rewrite);
    }
  };
  for (const table of Object.keys(db) as (keyof Db)[]) {
    if (KEPT_TABLES.has(table)) continue;
    const before = placed;
    (db[table] as unknown[]).filter(isRecord).forEach(rewrite);
    if (placed > before) tables += 1;
  }
  return { placed, tables };
}
