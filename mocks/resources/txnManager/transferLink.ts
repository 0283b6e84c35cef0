import { invalidField, refusal, touched } from '../../crud/actions';
import { db } from '../../db';
import { seedTransferLinks } from '../../seed/txnConfig';
import type { Fake } from '../fake';
import { approvedMerchant, createdBy, merchantName, nextId, text } from './shared';
import type { Rows } from '../../../src/resources';

/**
 * Transfer links: a new link joins two approved merchants (100400 on `from_cust_id` or `to_cust_id`), never a
 * merchant to itself (100400 on `to_cust_id`), and is made once per direction (100409). Edit changes the note only.
 * The merchants' names are read live.
 */
const transferLink: Fake<Rows['transferLink']> = {
  refuses: { create: ['duplicate'] },
  seed: ({ merchant }) => seedTransferLinks(merchant),
  computed: (row) => ({ from_name: merchantName(row.from_cust_id), to_name: merchantName(row.to_cust_id) }),
  create: (values, by) => {
    const from = approvedMerchant(values.from_cust_id);
    if (!from) return invalidField('from_cust_id');
    const to = approvedMerchant(values.to_cust_id);
    if (!to || to.cust_id === from.cust_id) return invalidField('to_cust_id');
    if (db.transferLink.some((l) => l.from_cust_id === from.cust_id && l.to_cust_id === to.cust_id))
      return refusal('duplicate');
    const row: Rows['transferLink'] = {
      link_id: nextId(db.transferLink, 'link_id', 'TL', 500000),
      from_cust_id: from.cust_id,
      to_cust_id: to.cust_id,
      remark: text(values.remark) || null,
      status: 1,
      ...createdBy(by),
    };
    return { row };
  },
  actions: {
    edit: (_row, { values }, by) => ({ changes: { remark: text(values.remark) || null, ...touched(by) } }),
    enable: (_row, _input, by) => ({ changes: touched(by) }),
    disable: (_row, _input, by) => ({ changes: touched(by) }),
  },
};

export default transferLink;
