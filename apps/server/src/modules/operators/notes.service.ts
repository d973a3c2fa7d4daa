import type { OpsPlayerNote } from '@portal/contracts/operators-players.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { type OpsPage, pageOf } from '../payments/decisions.ts';
import type { OperatorPrincipal } from './operator.service.ts';
import * as store from './players.store.ts';

/** Operators' notes on a player's page: who wrote what, when; kept, never edited. */
export function createPlayerNotes(db: Database, now: () => Date) {
  return {
    async add(
      operator: OperatorPrincipal,
      player: { id: number; merchantId: number },
      text: string,
    ): Promise<OpsPlayerNote> {
      const body = text.trim();
      if (!body) throw new AppError('validation.failed', 'text: write the note');
      const at = now();
      const { id } = await store.insertNote(db, {
        merchantId: player.merchantId,
        accountId: player.id,
        operatorId: operator.id,
        body,
        at,
      });
      return { id, author: operator.username, text: body, createdAt: at.toISOString() };
    },

    async list(
      accountId: number,
      paging: { pageNum: number; pageSize: number },
    ): Promise<OpsPage<OpsPlayerNote>> {
      const { rows, total } = await store.notesPage(db, accountId, {
        offset: (paging.pageNum - 1) * paging.pageSize,
        limit: paging.pageSize,
      });
      const notes = rows.map((row) => ({
        id: row.id,
        author: row.author,
        text: row.body,
        createdAt: new Date(row.created_at).toISOString(),
      }));
      return pageOf(paging, notes, total);
    },
  };
}

export type PlayerNotes = ReturnType<typeof createPlayerNotes>;
