import { type Kysely, sql } from 'kysely';

// Frozen: a change of a signed contract (issue 17, decision 0032). The upline offers new terms that replace
// the downline's signed contract of the same kind: the offer (`requestNew`) names the contract it replaces
// and may stand beside it; once accepted the old one ends at the end of its current period and the new one
// starts there. The live index keeps one signed (or plainly offered) contract per downline and kind, and a
// second one keeps one change offer per contract. Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('agent_contracts')
    .addColumn('replaces_id', 'integer', (c) => c.references('agent_contracts.id').onDelete('set null'))
    .execute();
  await db.schema.dropIndex('agent_contracts_live').execute();
  await db.schema
    .createIndex('agent_contracts_live')
    .on('agent_contracts')
    .columns(['merchant_id', 'downline_id', 'kind'])
    .unique()
    .where(
      sql<boolean>`status in ('success', 'requestTermination') or (status = 'requestNew' and replaces_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex('agent_contracts_change')
    .on('agent_contracts')
    .column('replaces_id')
    .unique()
    .where(sql<boolean>`status = 'requestNew' and replaces_id is not null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('agent_contracts_change').execute();
  await db.schema.dropIndex('agent_contracts_live').execute();
  await db.schema
    .createIndex('agent_contracts_live')
    .on('agent_contracts')
    .columns(['merchant_id', 'downline_id', 'kind'])
    .unique()
    .where(sql.ref('status'), 'in', ['requestNew', 'success', 'requestTermination'])
    .execute();
  await db.schema.alterTable('agent_contracts').dropColumn('replaces_id').execute();
}
