import type { HttpHandler } from 'msw';
import type { ResourceDef } from '../../src/console/types';
import { RESOURCES } from '../../src/resources';
import { db } from '../db';
import { resourceHandlers } from './handlers';
import type { Row } from './query';

/**
 * Resource key → its table in the fake database. A getter, because resetDb and restore refill `db` with new
 * arrays. A new resource needs its declaration, a seeded table in db.ts and a line here.
 */
export const TABLES: ReadonlyMap<string, () => Row[]> = new Map<string, () => Row[]>([
  ['merchant', () => db.merchants],
  ['shop', () => db.shops],
]);

/** The handlers of every declaration; a declaration without a table stops the fake backend at start-up. */
export function crudHandlers(
  resources: readonly ResourceDef[] = RESOURCES,
  tables: ReadonlyMap<string, () => Row[]> = TABLES,
): HttpHandler[] {
  return resources.flatMap((def) => {
    const rows = tables.get(def.key);
    if (!rows) throw new Error(`fake backend: no table for resource "${def.key}" (add it to mocks/crud/tables.ts)`);
    return resourceHandlers(def, rows);
  });
}
