import type { NoticeType } from '../../../src/services/types';
import type { NoticeRow, Stored } from '../../db';
import { NEWCOMER_NOTICES } from './newcomer';
import { RISK_NOTICES } from './risk';
import { SUPER_NOTICES } from './super';

export type NoticeSeed = [type: NoticeType, title: string, description: string, datetime: string, read: boolean];

const BY_EMAIL: Record<string, NoticeSeed[]> = {
  'admin@payops.test': SUPER_NOTICES,
  'risk@payops.test': RISK_NOTICES,
  'new@payops.test': NEWCOMER_NOTICES,
  // The approver holds every page too.
  'approver@payops.test': SUPER_NOTICES,
};

export function seedNotices(admins: Stored['admin'][]): NoticeRow[] {
  return admins.flatMap((admin) =>
    (BY_EMAIL[admin.email] ?? []).map(([type, title, description, datetime, read], i) => ({
      id: `ntc-${admin.id.replace('adm-', '')}-${String(i + 1).padStart(2, '0')}`,
      admin_id: admin.id,
      type,
      title,
      description,
      datetime,
      read,
    })),
  );
}
