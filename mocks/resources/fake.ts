import type { Behaviour } from '../crud/actions';
import type { Db } from '../db';

/**
 * A resource's fake-backend module: the default export of mocks/resources/<key>.ts (found by its file name,
 * mocks/resources/index.ts; a file serving several resources exports them as `fakes`, by key): the table the seed
 * makes for it, and what that table does beyond the declaration (mocks/crud/actions.ts `Behaviour`, every part
 * optional). Its table is `db[key]`, and so are its rows unless it says otherwise. A plain resource's module is only
 * its seed: `const shop: Fake<Rows['shop']> = { seed: ({ merchant }) => … }`.
 */
export interface Fake<R extends object = object> extends Partial<Behaviour> {
  /**
   * The table as the seed makes it. `tables` gives every other seeded table by name, each made on its first read,
   * so a seed reads what it needs (orders read merchants and shops) whatever the order the modules are found in.
   */
  seed: (tables: Db) => R[];
}

/**
 * A resource over rows that are not a table of its own (a detail page over another resource's table, totals made
 * from the query, a part of another table): no seed, and its `rows` say where they come from.
 */
export type View = Behaviour;

/** A module of the list: a seeded table with its behaviour, or a view over other rows. */
export type Module = Fake | View;

/**
 * A generator that makes several tables from one random stream (a product line's balances and accounts): made once
 * per seed run, by whichever of its tables is read first, so every table it makes keeps its stream.
 */
export function shared<T>(make: (tables: Db) => T): (tables: Db) => T {
  const made = new WeakMap<Db, T>();
  return (tables) => {
    if (!made.has(tables)) made.set(tables, make(tables));
    return made.get(tables)!;
  };
}
