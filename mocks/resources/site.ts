import type { InputValue } from '../../src/console/types';
import { invalidField, type Effect } from '../crud/actions';
import type { Row } from '../crud/query';
import { db, now } from '../db';
import { seedSites } from '../seed/sites';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/** The same site whatever the case of its host or a trailing slash. */
const sameUrl = (a: string, b: string) => {
  const norm = (u: string) => {
    const url = new URL(u);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}${url.search}`.toLowerCase();
  };
  return norm(a) === norm(b);
};

/** A site address belongs to one site only, across merchants. */
const urlTaken = (url: string, except?: string) =>
  db.site.some((s) => s.site_id !== except && sameUrl(s.site_url, url));

const nextId = () => {
  const taken = new Set(db.site.map((s) => s.site_id));
  let n = 300001 + db.site.length;
  while (taken.has(`ST${n}`)) n++;
  return `ST${n}`;
};

const text = (values: Record<string, InputValue>, field: string) => String(values[field]);

/** Merchant sites: a new site must name a known merchant and an address no other site has. */
const site: Fake<Rows['site']> = {
  seed: ({ merchant }) => seedSites(merchant),
  create: (values) => {
    const custId = text(values, 'cust_id');
    if (!db.merchant.some((m) => m.cust_id === custId)) return invalidField('cust_id');
    if (urlTaken(text(values, 'site_url'))) return invalidField('site_url');
    const row: Rows['site'] = {
      site_id: nextId(),
      cust_id: custId,
      name: text(values, 'name'),
      site_url: text(values, 'site_url'),
      platform: text(values, 'platform'),
      status: 1,
      created_at: new Date(now()).toISOString(),
    };
    return { row: row as Row };
  },
  actions: {
    edit: (row, input): Effect => {
      if (urlTaken(text(input.values, 'site_url'), String(row.site_id))) return invalidField('site_url');
      return { changes: input.values };
    },
  },
};

export default site;
