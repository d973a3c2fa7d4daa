import { type Insertable, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AnnouncementsTable, ContentPicturesTable, HelpSectionsTable } from './content.tables.ts';

export function listAnnouncements(
  db: Database,
  merchantId: number,
  filter: {
    types: readonly string[];
    executions: readonly string[];
    now: Date;
    audience?: 'all' | 'agents';
  },
) {
  return db
    .selectFrom('announcements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .where('audience', '=', filter.audience ?? 'all')
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

export async function insertHelpSections(db: Database, rows: Insertable<HelpSectionsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('help_sections').values(rows).execute();
}

/** One list of the back office: a merchant's announcements of a type (and group), in the portal's order. */
export type AnnouncementListFilter = { merchantId: number; type: string; group?: string | undefined };

function announcementsOf(db: Database, filter: AnnouncementListFilter) {
  let query = db
    .selectFrom('announcements')
    .where('merchant_id', '=', filter.merchantId)
    .where('type', '=', filter.type);
  if (filter.group !== undefined) query = query.where('group_name', '=', filter.group);
  return query;
}

export async function pageAnnouncements(
  db: Database,
  filter: AnnouncementListFilter,
  page: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    announcementsOf(db, filter)
      .selectAll()
      .orderBy('sort')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    announcementsOf(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function announcementIds(db: Database, filter: AnnouncementListFilter): Promise<number[]> {
  const rows = await announcementsOf(db, filter).select('id').execute();
  return rows.map((row) => row.id);
}

export async function nextAnnouncementSort(db: Database, filter: AnnouncementListFilter): Promise<number> {
  const row = await announcementsOf(db, filter)
    .select((eb) => eb.fn.max('sort').as('top'))
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

export function findAnnouncement(db: Database, id: number) {
  return db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
}

export type AnnouncementValues = Omit<Insertable<AnnouncementsTable>, 'id' | 'seed_key'>;

export function insertAnnouncement(db: Database, values: AnnouncementValues) {
  return db.insertInto('announcements').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateAnnouncement(db: Database, id: number, values: Updateable<AnnouncementsTable>) {
  return db
    .updateTable('announcements')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteAnnouncement(db: Database, id: number): Promise<void> {
  await db.deleteFrom('announcements').where('id', '=', id).execute();
}

/** Sets each id's sort to its place in the list (1 first), in one statement. */
export async function setOrder(
  db: Database,
  table: 'announcements' | 'help_sections',
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const places = ids.map((id, i) => sql`(${id}::int, ${i + 1}::int)`);
  await sql`update ${sql.table(table)} as t set sort = o.place
    from (values ${sql.join(places)}) as o(id, place) where t.id = o.id`.execute(db);
}

export function findHelpSection(db: Database, id: number) {
  return db.selectFrom('help_sections').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findHelpAnchor(db: Database, merchantId: number, anchor: string) {
  return db
    .selectFrom('help_sections')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('anchor', '=', anchor)
    .executeTakeFirst();
}

export async function nextHelpSort(db: Database, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('help_sections')
    .select((eb) => eb.fn.max('sort').as('top'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

export function insertHelpSection(db: Database, values: Omit<Insertable<HelpSectionsTable>, 'id'>) {
  return db.insertInto('help_sections').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateHelpSection(db: Database, id: number, values: Updateable<HelpSectionsTable>) {
  return db
    .updateTable('help_sections')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteHelpSection(db: Database, id: number): Promise<void> {
  await db.deleteFrom('help_sections').where('id', '=', id).execute();
}

export type HelpSectionRow = NonNullable<Awaited<ReturnType<typeof findHelpSection>>>;

// --- pictures

export function findPictureByHash(db: Database, merchantId: number, sha256: string) {
  return db
    .selectFrom('content_pictures')
    .select(['id', 'merchant_id', 'sha256', 'mime', 'size'])
    .where('merchant_id', '=', merchantId)
    .where('sha256', '=', sha256)
    .executeTakeFirst();
}

export function insertPicture(db: Database, values: Omit<Insertable<ContentPicturesTable>, 'id'>) {
  return db
    .insertInto('content_pictures')
    .values(values)
    .onConflict((oc) => oc.columns(['merchant_id', 'sha256']).doNothing())
    .returning(['id', 'merchant_id', 'sha256', 'mime', 'size'])
    .executeTakeFirst();
}

export function findPicture(db: Database, id: number) {
  return db
    .selectFrom('content_pictures')
    .select(['id', 'sha256', 'mime', 'data'])
    .where('id', '=', id)
    .executeTakeFirst();
}
