import {
  type AffiliateLink,
  type CreatedDownline,
  DOWNLINE_TYPE,
  type DownlineKind,
  type DownlinePage,
  type RegisteredAffiliate,
} from '@portal/contracts/agent';
import { isAgentType } from '@portal/contracts/member';
import { checkField, fieldHint } from '@portal/contracts/validation';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { hashPassword } from '../../platform/password.ts';
import { checkNewPassword } from '../member/member.service.ts';
import type { TeamDeps } from './agent-deps.ts';
import { pageOf } from './report-shapes.ts';

const iso = (at: Date | string) => new Date(at).toISOString();

/** The register page of the merchant's main domain with a link's code (the portal reads `affiliateCode`). */
export function linkUrl(merchant: Merchant, code: string): string {
  const domain = merchant.settings.mainDomain || 'localhost';
  const base = /^https?:\/\//.test(domain) ? domain : `https://${domain}`;
  return `${base.replace(/\/$/, '')}/register?affiliateCode=${encodeURIComponent(code)}`;
}

/**
 * The agent's own tree and its ways in: a level of downlines with their balances, team sizes and the
 * breadcrumb, a direct member created by the agent, and affiliate links with who registered through them.
 */
export function createDownlineService(deps: TeamDeps & { events: Pick<EventBus, 'publish'> }) {
  const { accounts, tree, links } = deps;

  const toLink = (
    merchant: Merchant,
    l: {
      id: number;
      code: string;
      kind: DownlineKind;
      note: string | null;
      created_at: Date | string;
      registered?: string | number | null;
    },
  ): AffiliateLink => ({
    id: l.id,
    code: l.code,
    kind: l.kind,
    note: l.note,
    url: linkUrl(merchant, l.code),
    registered: Number(l.registered ?? 0),
    createdAt: iso(l.created_at),
  });

  return {
    async downlines(
      merchant: Merchant,
      callerId: number,
      query: { parentId?: number; search?: string; pageNum?: number; pageSize?: number },
    ): Promise<DownlinePage> {
      const { pageNum = 1, pageSize = 20 } = query;
      const parentId = query.parentId ?? callerId;
      const rows = await tree.teamMembers(merchant.id, {
        rootId: callerId,
        parentId,
        search: query.search,
        limit: pageSize,
        offset: (pageNum - 1) * pageSize,
      });
      const ids = rows.map((r) => r.id);
      const [balances, counts, path] = await Promise.all([
        deps.ledger.walletBalances(merchant.id, ids),
        tree.teamCounts(merchant.id, ids),
        tree.pathBetween(merchant.id, callerId, parentId),
      ]);
      const content = rows.map((r) => ({
        id: r.id,
        username: r.username,
        nickname: r.nickname,
        type: r.type,
        isAgent: isAgentType(r.type),
        status: r.status,
        level: r.level,
        parentId: r.parent_id ?? callerId,
        balance: balances.get(r.id) ?? 0,
        teamSize: counts.get(r.id)?.teamSize ?? 0,
        directMembers: counts.get(r.id)?.directMembers ?? 0,
        registeredAt: iso(r.created_at),
        lastLoginAt: r.last_login_at ? iso(r.last_login_at) : null,
      }));
      return {
        ...pageOf(content, Number(rows[0]?.total ?? 0), pageNum, pageSize),
        path: path.map((p) => ({ id: p.id, username: p.username })),
      };
    },

    /** A direct member of the agent, with registration's username and password rules (argon2id). */
    async create(
      merchant: Merchant,
      callerId: number,
      body: { kind: DownlineKind; username: string; password: string; nickname?: string },
    ): Promise<CreatedDownline> {
      const username = body.username.trim();
      const settings = merchant.registerSettings;
      const rule = settings.rules.find((r) => r.field === 'username');
      if (rule && !checkField(username, { ...rule, required: true }).ok)
        throw new AppError('validation.failed', `username: ${fieldHint(rule)}`);
      checkNewPassword(settings, body.password);
      const type = DOWNLINE_TYPE[body.kind];
      const id = await accounts.insert({
        merchantId: merchant.id,
        username,
        passwordHash: await hashPassword(body.password),
        type,
        parentId: callerId,
        email: null,
        mobile: null,
        countryDialingCode: null,
        nickname: body.nickname?.trim() || null,
        profile: { createdBy: callerId },
      });
      if (id === null) throw new AppError('username.taken');
      // as registration does: once, after the account's insert has committed (it is its own statement)
      deps.events.publish('account.registered', {
        merchantId: merchant.id,
        accountId: id,
        username,
        type,
        parentId: callerId,
        via: 'agent',
      });
      return { id, username, type, parentId: callerId };
    },

    async links(merchant: Merchant, agentId: number): Promise<AffiliateLink[]> {
      return (await links.live(merchant.id, agentId)).map((l) => toLink(merchant, l));
    },

    async createLink(merchant: Merchant, agentId: number, body: { kind: DownlineKind; note?: string }) {
      const link = await links.create(merchant.id, agentId, body.kind, body.note?.trim() || null);
      return toLink(merchant, { ...link, created_at: link.createdAt });
    },

    deleteLink: (merchant: Merchant, agentId: number, id: number) => links.remove(merchant.id, agentId, id),

    async registered(
      merchant: Merchant,
      agentId: number,
      query: { linkId?: number; pageNum?: number; pageSize?: number },
    ) {
      const { pageNum = 1, pageSize = 20 } = query;
      const rows = await links.registered(merchant.id, agentId, {
        linkId: query.linkId,
        limit: pageSize,
        offset: (pageNum - 1) * pageSize,
      });
      const content: RegisteredAffiliate[] = rows.map((r) => ({
        id: r.id,
        username: r.username,
        type: r.type,
        linkId: r.link_id,
        code: r.code,
        registeredAt: iso(r.created_at),
      }));
      return pageOf(content, Number(rows[0]?.total ?? 0), pageNum, pageSize);
    },
  };
}

export type DownlineService = ReturnType<typeof createDownlineService>;
