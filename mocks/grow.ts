/**
 * Test-only: a table grown to a given number of rows, copies of its own rows under new keys (`PO3000013-x1`), so that
 * a list passes the export limit (no seeded list comes near 10,000 rows). Never part of the browser's fake backend.
 */
import { resourceByKey, type Rows } from '../src/resources';
import { db } from './db';

export function growTable(key: keyof Rows, total: number): void {
  const def = resourceByKey(key);
  if (!def) throw new Error(`growTable: no resource ${key}`);
  const rows = db[key] as unknown as Record<string, unknown>[];
  const seeded = rows.length;
  if (!seeded) throw new Error(`growTable: ${key} has no row to copy`);
  for (let n = 1; rows.length < total; n++) {
    const model = rows[(n - 1) % seeded];
    rows.push({ ...structuredClone(model), [def.rowKey]: `${String(model[def.rowKey])}-x${n}` });
  }
}
