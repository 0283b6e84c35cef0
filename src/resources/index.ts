import type { ResourceDef } from '../console/types';
import merchant from './orgMag/merchant';
import shop from './orgMag/shop';

/**
 * Every resource declaration, pure data: the generic page renders them, the permission-code list is derived from
 * them, and the fake backend serves them. Adding a resource = its declaration here, its locales, its fake-backend
 * seed (and custom actions, if any).
 */
export const RESOURCES: readonly ResourceDef[] = [merchant, shop];

export const resourceByKey = (key: string) => RESOURCES.find((r) => r.key === key);
