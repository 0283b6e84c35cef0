import type { Db, ServerTables } from '../db';
import { fakes } from '../resources';
import { seedNotices } from './notices';

type Maker = (tables: Db) => unknown[];

/** The server's own tables: not a resource's, so no fake module makes them. */
const SERVER: Record<keyof ServerTables, Maker> = {
  notices: (tables) => seedNotices(tables),
  notes: () => [],
  tokens: () => [],
  mailCodes: () => [],
  pendingSecrets: () => [],
  loginThrottle: () => [],
  uploads: () => [],
  oplog: () => [],
  exportJobs: () => [],
  claims: () => [],
};

/**
 * What makes each table: the seed of every fake module that has one, then the server's own. Read when the seed
 * runs, not when this module loads: the list's modules import the live database, which imports this module.
 */
let makers: ReadonlyMap<string, Maker> | undefined;
const MAKERS = () =>
  (makers ??= new Map([
    ...Object.entries(fakes()).flatMap(([key, module]): [string, Maker][] =>
      'seed' in module ? [[key, module.seed as Maker]] : [],
    ),
    ...(Object.entries(SERVER) as [string, Maker][]),
  ]));

/**
 * The seed's tables as they are asked for: each made on its first read, and once, so a seed reads the tables it
 * needs (orders read merchants and shops) whatever the order of the list. A fresh one at every call.
 */
export function seeding(): Db {
  const tables = {} as Db;
  const made = new Map<string, unknown[]>();
  const making = new Set<string>();
  for (const [name, make] of MAKERS()) {
    Object.defineProperty(tables, name, {
      enumerable: true,
      get: () => {
        if (!made.has(name)) {
          if (making.has(name)) throw new Error(`The seed of ${name} reads itself (${[...making].join(' → ')})`);
          making.add(name);
          made.set(name, make(tables));
          making.delete(name);
        }
        return made.get(name);
      },
    });
  }
  return tables;
}

/** The seed: every table, a pure function of the route table and the code list, so every reset gives the same. */
export function seed(): Db {
  const tables = seeding();
  // As Db: its type has a table for every key, views included, which have none and are never read.
  return Object.fromEntries([...MAKERS().keys()].map((name) => [name, tables[name as keyof Db]])) as unknown as Db;
}
