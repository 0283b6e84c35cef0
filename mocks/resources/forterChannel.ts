import type { InputValue } from '../../src/console/types';
import { duplicateOf, invalidField, touched } from '../crud/actions';
import { db, now } from '../db';
import { seedForterChannels } from '../seed/channels';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/**
 * The form's values as the row keeps them, or the refusal: a Forter site already configured on another row (a
 * Forter site belongs to one shop).
 */
function forterValues(values: Record<string, InputValue>, self?: string) {
  // Thresholds in order: the form's own check (decline_from `above` approve_below).
  const approve = Number(values.approve_below);
  const decline = Number(values.decline_from);
  const site = String(values.forter_site_id);
  if (db.forterChannel.some((c) => c.forter_site_id === site && c.config_id !== self))
    return duplicateOf('forter_site_id');
  return {
    forter_site_id: site,
    forter_account: String(values.forter_account),
    mode: String(values.mode),
    approve_below: approve,
    decline_from: decline,
  };
}

/** Configs are never deleted: the next id follows the largest. */
const nextId = () => `FT${Math.max(500000, ...db.forterChannel.map((c) => Number(c.config_id.slice(2)) || 0)) + 1}`;

/**
 * Forter channel: one configuration per enabled shop and per Forter site (the duplicate refusal, 100409), thresholds in
 * order (100400 naming decline_from). The shop's merchant and site URL are read from the shops table on every
 * answer, so a shop edited on its own page shows here as it is. A new config starts enabled.
 */
const forterChannel: Fake<Rows['forterChannel']> = {
  // One Forter site per shop, one configuration per shop.
  refuses: { create: ['duplicate'], edit: ['duplicate'] },
  seed: ({ merchant, order }) => seedForterChannels(merchant, order),
  computed: (row) => {
    const shop = db.shop.find((s) => s.shop_id === row.shop_id);
    return {
      site_url: shop?.site_url ?? null,
      cust_id: shop?.cust_id ?? null,
      merchant_name: shop?.merchant_name ?? null,
    };
  },
  create: (values, by) => {
    const shopId = String(values.shop_id);
    // The form offers enabled shops only.
    if (!db.shop.some((s) => s.shop_id === shopId && s.status === 1)) return invalidField('shop_id');
    if (db.forterChannel.some((c) => c.shop_id === shopId)) return duplicateOf('shop_id');
    const checked = forterValues(values);
    if ('ok' in checked) return checked;
    const row: Rows['forterChannel'] = {
      config_id: nextId(),
      shop_id: shopId,
      ...checked,
      status: 1,
      status_reason: null,
      ...touched(by),
      created_at: new Date(now()).toISOString(),
    };
    return { row };
  },
  actions: {
    edit: (row, { values }, by) => {
      const checked = forterValues(values, String(row.config_id));
      return 'ok' in checked ? checked : { changes: { ...checked, ...touched(by) } };
    },
    enable: (_row, { reason }, by) => ({ changes: { status_reason: reason ?? null, ...touched(by) } }),
    disable: (_row, { reason }, by) => ({ changes: { status_reason: reason ?? null, ...touched(by) } }),
  },
};

export default forterChannel;
