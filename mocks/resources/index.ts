import { DECLARED } from '../../src/resources';
import type { Behaviour } from '../crud/actions';
import type { Row } from '../crud/query';
import { db } from '../db';
import { moduleFiles } from './discover';
import type { Module } from './fake';

export { moduleFiles };

const KEYS = new Set<string>(DECLARED.map((d) => d.key));

/**
 * A file's fake modules: those it names in `fakes` (a file serving several resources: a product line's twins), or
 * else its default export, as the module of the resource its file is named after (`mocks/resources/shop.ts` → `shop`).
 */
function modulesOf(path: string, exports: Record<string, unknown>): [string, Module][] {
  if (exports.fakes) return Object.entries(exports.fakes as Record<string, Module>);
  const key = path.replace(/^.*\//, '').replace(/\.ts$/, '');
  return exports.default && KEYS.has(key) ? [[key, exports.default as Module]] : [];
}

let found: Readonly<Record<string, Module>> | undefined;

/**
 * Resource key → its fake module (mocks/resources/fake.ts), found by file (./discover.ts): one for every declared
 * resource, and none for a key no declaration has. Found on first use, not when this module loads: the modules
 * import the live database, which imports the seed, which asks for this.
 */
export function fakes(): Readonly<Record<string, Module>> {
  if (found) return found;
  const byKey: Record<string, Module> = {};
  for (const [path, exports] of moduleFiles())
    for (const [key, module] of modulesOf(path, exports)) {
      if (key in byKey) throw new Error(`Two fake modules for ${key} (one in ${path})`);
      if (!KEYS.has(key)) throw new Error(`${path}: a fake module for ${key}, which no declaration has`);
      byKey[key] = module;
    }
  const missing = [...KEYS].filter((key) => !(key in byKey));
  if (missing.length) throw new Error(`No fake module for ${missing.join(', ')} (mocks/resources/<key>.ts)`);
  return (found = byKey);
}

/** A module as the handlers use it: without `rows`, its rows are its own table, `db[key]`. */
function behaviourOf(key: string, module: Module): Behaviour {
  const { seed: _seed, ...behaviour } = module as Module & { seed?: unknown };
  return { rows: () => db[key as keyof typeof db] as unknown as Row[], ...behaviour };
}

let behaviours: Readonly<Record<string, Behaviour>> | undefined;

/**
 * Resource key → what its table does in the fake backend (mocks/crud/actions.ts `Behaviour`), made from the modules
 * on first read.
 */
export const BEHAVIOURS: Readonly<Record<string, Behaviour>> = new Proxy({} as Record<string, Behaviour>, {
  get: (_, key) => (behaviours ??= made())[key as string],
  has: (_, key) => key in (behaviours ??= made()),
  ownKeys: () => Reflect.ownKeys((behaviours ??= made())),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor((behaviours ??= made()), key),
});

function made(): Readonly<Record<string, Behaviour>> {
  return Object.fromEntries(Object.entries(fakes()).map(([key, module]) => [key, behaviourOf(key, module)]));
}
