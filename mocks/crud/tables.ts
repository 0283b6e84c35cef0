import type { HttpHandler } from 'msw';
import type { ResourceDef } from '../../src/console/types';
import type { CheckContext } from '../../src/console/validate';
import { guardedPages } from '../../src/auth/pages';
import { PERMISSION_CODES } from '../../src/domain/permissionCodes';
import { RESOURCES } from '../../src/resources';
import { db } from '../db';
import { BEHAVIOURS } from '../resources';
import type { Behaviour } from './actions';
import { optionLookups, resourceHandlers } from './handlers';

/** Every page URL and button code a role may hold. */
export const permissionUrls = (): Set<string> =>
  new Set([...guardedPages().map((p) => p.path), ...Object.values(PERMISSION_CODES).flat()]);

/** The page of each button code. */
const codePages = (): Map<string, string> =>
  new Map(Object.entries(PERMISSION_CODES).flatMap(([page, codes]) => codes.map((code) => [code, page] as const)));

/** What inputs are checked against: another table's option values, the permission tree. */
export function checkContext(behaviours: Readonly<Record<string, Behaviour>> = BEHAVIOURS): CheckContext {
  const urls = permissionUrls();
  const pages = codePages();
  return {
    options: (resource, field) => behaviours[resource]?.rows().map((row) => String(row[field])),
    permissionUrls: urls,
    pageOf: (code) => pages.get(code),
    files: (id) => {
      const file = db.uploads.find((u) => u.file_id === id);
      return file ? { mime: file.mime, size: file.size } : undefined;
    },
  };
}

/** The handlers of every declaration; a declaration without a behaviour stops the fake backend at start-up. */
export function crudHandlers(
  resources: readonly ResourceDef[] = RESOURCES,
  behaviours: Readonly<Record<string, Behaviour>> = BEHAVIOURS,
): HttpHandler[] {
  const context = () => checkContext(behaviours);
  const lookups = optionLookups(resources);
  return resources.flatMap((def) => {
    const behaviour = behaviours[def.key];
    if (!behaviour) throw new Error(`fake backend: no behaviour for resource "${def.key}" (add it to mocks/resources)`);
    return resourceHandlers(def, behaviour, context, lookups[def.key]);
  });
}
