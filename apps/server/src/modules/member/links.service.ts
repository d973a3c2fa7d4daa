import { randomBytes } from 'node:crypto';
import { type DownlineKind, MAX_AFFILIATE_LINKS } from '@portal/contracts/agent';
import { isAgentType } from '@portal/contracts/member';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import * as store from './links.store.ts';

/** Letters and digits a person can read back (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

/** An unguessable code: 10 characters of 31, about 49 bits. */
export function newLinkCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  return [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/**
 * Agents' affiliate links: at most MAX_AFFILIATE_LINKS live per agent, codes unique per merchant, a
 * deleted link stops placing registrations (its past registrations stay counted).
 */
export function createLinkService(db: Database) {
  return {
    live: (merchantId: number, agentId: number) => store.liveLinks(db, merchantId, agentId),

    async create(merchantId: number, agentId: number, kind: DownlineKind, note: string | null) {
      const live = await store.liveLinks(db, merchantId, agentId);
      if (live.length >= MAX_AFFILIATE_LINKS) throw new AppError('agent.links.limit');
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = newLinkCode();
        const row = await store.insertLink(db, { merchantId, agentId, code, kind, note });
        if (row) return { id: row.id, code, kind, note, createdAt: new Date(row.created_at), registered: 0 };
      }
      throw new Error('no free affiliate link code after 5 draws');
    },

    async remove(merchantId: number, agentId: number, id: number) {
      if (!(await store.deleteLink(db, merchantId, agentId, id))) throw new AppError('agent.link.not.found');
    },

    /** The live link of a code whose agent is an active agent, or undefined. */
    async usable(merchantId: number, code: string) {
      const link = await store.liveLinkByCode(db, merchantId, code);
      if (!link || !isAgentType(link.agent_type) || link.agent_status !== 'active') return undefined;
      return link;
    },

    registered: (
      merchantId: number,
      agentId: number,
      filter: Parameters<typeof store.registeredThrough>[3],
    ) => store.registeredThrough(db, merchantId, agentId, filter),
  };
}

export type LinkService = ReturnType<typeof createLinkService>;
