import type { Database } from '../../db/database.ts';

export function listAnnouncements(
  db: Database,
  merchantId: number,
  filter: { types: readonly string[]; executions: readonly string[]; now: Date },
) {
  return db
    .selectFrom('announcements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .where('type', 'in', filter.types)
    .where('execution', 'in', filter.executions)
    .where('start_at', '<=', filter.now)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', filter.now)]))
    .orderBy('sort')
    .orderBy('id', 'desc')
    .execute();
}

export type AnnouncementRow = Awaited<ReturnType<typeof listAnnouncements>>[number];

export function listHelpSections(db: Database, merchantId: number) {
  return db
    .selectFrom('help_sections')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
