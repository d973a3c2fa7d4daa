import type { BetHistoryPage } from '@portal/contracts/betting.schema';
import { isAgentType, isTrialType } from '@portal/contracts/member';
import type { PlayerKind } from '@portal/contracts/operators';
import type { OpsDeposit, OpsWithdrawal } from '@portal/contracts/operators.schema';
import type {
  OpsPlayer,
  OpsPlayerLogin,
  OpsPlayerSummary,
  OpsPlayersQuery,
} from '@portal/contracts/operators-players.schema';
import type { DepositStatus, WithdrawalStatus } from '@portal/contracts/payments';
import type { BankCards } from '@portal/contracts/payments.schema';
import type { SessionService } from '../modules/auth/session.service.ts';
import type { RecordsService } from '../modules/betting/records.service.ts';
import type { AccountService } from '../modules/member/member.service.ts';
import { type Account, profileOf } from '../modules/member/member.service.ts';
import { type OperatorScope, type OpsFilter, type OpsPage, pageOf } from '../modules/payments/decisions.ts';
import type { Ledger } from '../modules/wallet/ledger.service.ts';
import { AppError } from '../platform/app-error.ts';
import type { Merchant } from '../platform/merchant.ts';

type Paging = { pageNum: number; pageSize: number };

export type PlayerAdminDeps = {
  accounts: Pick<
    AccountService,
    'search' | 'findInMerchants' | 'uplineOf' | 'downlineCount' | 'setStatus' | 'setMustChangePassword'
  >;
  sessions: Pick<SessionService, 'endAll' | 'history' | 'list'>;
  ledger: Pick<Ledger, 'walletsOf'>;
  deposits: { listForOps(filter: OpsFilter<DepositStatus>): Promise<OpsPage<OpsDeposit>> };
  withdrawals: {
    listForOps(filter: OpsFilter<WithdrawalStatus>): Promise<OpsPage<OpsWithdrawal>>;
    pendingOf(merchantId: number, accountId: number): Promise<number>;
    cards: {
      list(merchant: Merchant, accountId: number): Promise<BankCards>;
      accountsByHolder(search: {
        merchantIds: readonly number[] | null;
        holder: string;
        beforeId?: number;
        limit: number;
      }): Promise<number[]>;
    };
  };
  records: Pick<RecordsService, 'betsOf'>;
  merchants: {
    merchantById(id: number): Promise<Merchant | null>;
    merchantCodes(ids: readonly number[]): Promise<Map<number, string>>;
  };
};

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export const kindOf = (type: number): PlayerKind =>
  isTrialType(type) ? 'trial' : isAgentType(type) ? 'agent' : 'player';

/** A mobile number as an operator reads it: +<dialing code> and the number without its leading 0. */
function mobileOf(account: Account): string | null {
  if (!account.mobile) return null;
  const code = account.country_dialing_code;
  return code ? `+${code} ${account.mobile.replace(/^0/, '')}` : account.mobile;
}

/** What a search's text looks for in each field; a field the text cannot match is left out. */
function criteriaOf(q: string, by: NonNullable<OpsPlayersQuery['by']>) {
  const text = q.trim().toLowerCase().replace(/\s+/g, ' ');
  const digits = /^[+\d\s()-]+$/.test(text) ? text.replace(/\D/g, '') : '';
  const wants = (field: typeof by) => by === 'any' || by === field;
  return {
    ...(wants('username') && text ? { username: text } : {}),
    ...(wants('email') && text ? { email: text } : {}),
    ...(wants('mobile') && digits ? { mobile: digits } : {}),
    holder: wants('cardHolder') && text ? text : null,
  };
}

/**
 * The operators' view of players (issue 15): search across accounts and bank cards, a player's page over
 * the member, auth, wallet, payments and betting modules, and the status changes that span member (the
 * account's status) and auth (its sessions). It spans modules, so it lives here (decision 0013); the
 * operators module's routes check roles and scope and write the audit log around it.
 */
export function createPlayerAdmin(deps: PlayerAdminDeps) {
  const { accounts, sessions, merchants } = deps;

  async function summaries(rows: Account[]): Promise<OpsPlayerSummary[]> {
    const codes = await merchants.merchantCodes([...new Set(rows.map((row) => row.merchant_id))]);
    return rows.map((row) => summaryOf(row, codes.get(row.merchant_id) ?? String(row.merchant_id)));
  }

  function summaryOf(row: Account, merchant: string): OpsPlayerSummary {
    const profile = profileOf(row);
    return {
      id: row.id,
      merchant,
      username: row.username,
      nickname: row.nickname,
      kind: kindOf(row.type),
      status: row.status,
      mobile: mobileOf(row),
      email: row.email,
      realName: profile.realName,
      createdAt: iso(row.created_at),
      lastLoginAt: isoOrNull(row.last_login_at),
    };
  }

  /** A player's own orders through the operators' lists of the payments module. */
  const ordersOf = (scope: OperatorScope, account: Account, paging: Paging) => ({
    scope,
    merchantId: account.merchant_id,
    accountId: account.id,
    ...paging,
  });

  return {
    /**
     * Accounts whose username, mobile, e-mail or a bank card's holder starts with the text (case aside),
     * newest first, in keyset pages; no text lists the newest accounts.
     */
    async search(
      merchantIds: readonly number[] | null,
      query: {
        q?: string | undefined;
        by?: OpsPlayersQuery['by'];
        before?: number | undefined;
        limit: number;
      },
    ): Promise<{ items: OpsPlayerSummary[]; next: number | null }> {
      const keyset = {
        ...(query.before !== undefined ? { beforeId: query.before } : {}),
        limit: query.limit + 1,
      };
      let criteria: Omit<ReturnType<typeof criteriaOf>, 'holder'> & { ids?: number[] } = {};
      if (query.q !== undefined) {
        const { holder, ...fields } = criteriaOf(query.q, query.by ?? 'any');
        const ids =
          holder === null
            ? []
            : await deps.withdrawals.cards.accountsByHolder({ merchantIds, holder, ...keyset });
        criteria = { ...fields, ...(ids.length > 0 ? { ids } : {}) };
        if (Object.keys(criteria).length === 0) return { items: [], next: null };
      }
      const rows = await accounts.search({ merchantIds, ...criteria, ...keyset });
      const page = rows.slice(0, query.limit);
      return {
        items: await summaries(page),
        next: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      };
    },

    /** A player within the operator's merchants; not.found for any other, as for one that does not exist. */
    async find(merchantIds: readonly number[] | null, id: number): Promise<Account> {
      const account = await accounts.findInMerchants(merchantIds, id);
      if (!account) throw new AppError('not.found');
      return account;
    },

    /** A player's page: the account, its balances, its place in the tree, its live sessions and cards. */
    async view(account: Account): Promise<OpsPlayer> {
      const { id, merchant_id: merchantId } = account;
      const merchant = await merchants.merchantById(merchantId);
      if (!merchant) throw new AppError('not.found');
      const [wallets, held, upline, downlineCount, live, cards] = await Promise.all([
        deps.ledger.walletsOf(merchantId, id),
        deps.withdrawals.pendingOf(merchantId, id),
        accounts.uplineOf(merchantId, id),
        accounts.downlineCount(merchantId, id),
        sessions.list(id),
        deps.withdrawals.cards.list(merchant, id),
      ]);
      const profile = profileOf(account);
      return {
        ...summaryOf(account, merchant.code),
        accountType: account.type,
        mustChangePassword: account.must_change_password,
        birthday: profile.birthday,
        affiliateCode: account.affiliate_code,
        firstLoginAt: isoOrNull(account.first_login_at),
        lastLoginIp: account.last_login_ip,
        passwordChangedAt: iso(account.password_changed_at),
        balances: {
          main: Number(wallets.main),
          mainAccountId: wallets.mainId,
          vendors: [...wallets.vendors].map(([vendor, balance]) => ({ vendor, balance: Number(balance) })),
          heldWithdrawals: held,
        },
        upline: upline.map((row) => ({ id: row.id, username: row.username, kind: kindOf(row.type) })),
        downlineCount,
        liveSessions: live.length,
        bankCards: cards.cards,
      };
    },

    deposits: (scope: OperatorScope, account: Account, paging: Paging) =>
      deps.deposits.listForOps(ordersOf(scope, account, paging)),

    withdrawals: (scope: OperatorScope, account: Account, paging: Paging) =>
      deps.withdrawals.listForOps(ordersOf(scope, account, paging)),

    bets: (account: Account, paging: Paging): Promise<BetHistoryPage> =>
      deps.records.betsOf(account.merchant_id, account.id, paging),

    /** Every session the player started, newest first: when, from which address, on which client. */
    async logins(account: Account, paging: Paging): Promise<OpsPage<OpsPlayerLogin>> {
      const { rows, total } = await sessions.history(account.id, paging);
      return pageOf(paging, rows, total);
    },

    /**
     * Locks an account: it can no longer log in (account.locked) and every session it has ends now, on
     * every node. A closed account answers player.status.invalid.
     */
    async lock(account: Account) {
      const changed = await accounts.setStatus(account.id, ['active'], 'locked');
      if (changed === null) throw new AppError('player.status.invalid');
      return { changed, sessionsEnded: await sessions.endAll(account.id) };
    },

    /** Lets a locked account log in again (its ended sessions stay ended). */
    async unlock(account: Account) {
      const changed = await accounts.setStatus(account.id, ['locked'], 'active');
      if (changed === null) throw new AppError('player.status.invalid');
      return { changed, sessionsEnded: 0 };
    },

    /** The next login must change the password before anything else; live sessions go on. */
    async forcePasswordChange(account: Account) {
      if (!account.must_change_password) await accounts.setMustChangePassword(account.id, true);
      return { changed: !account.must_change_password, sessionsEnded: 0 };
    },

    /** Ends every session of the player at once; it may log in again. */
    async endSessions(account: Account) {
      const sessionsEnded = await sessions.endAll(account.id);
      return { changed: sessionsEnded > 0, sessionsEnded };
    },
  };
}

export type PlayerAdmin = ReturnType<typeof createPlayerAdmin>;
