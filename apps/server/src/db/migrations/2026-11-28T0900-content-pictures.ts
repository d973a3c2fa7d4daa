import { type Kysely, sql } from 'kysely';

// Frozen: pictures operators upload for banners and promotions (decision 0021). Stored in the database
// beside the announcements that show them, so every node serves the same bytes and a backup keeps them;
// addressed by id and the first 16 hex digits of their SHA-256, so an address never changes its bytes.
// The same bytes uploaded again for a merchant are the same picture. Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_pictures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) =>
      c.notNull().check(sql`mime in ('image/png', 'image/jpeg', 'image/webp')`),
    )
    // 2 MB at most, checked before the insert; the constraint keeps a bug from storing more.
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0 and size <= 2097152`))
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('content_pictures_merchant_sha256', ['merchant_id', 'sha256'])
    .execute();
}
