import {
  isAgentType,
  isTrialType,
  MEMBER_ICONS,
  type MemberInfo,
  PROFILE_FIELDS,
  PROFILE_FIELDS_LOCKED_ONCE_SET,
  type Profile,
  type ProfileUpdate,
} from '@portal/contracts/member';
import type { ProfileView } from '@portal/contracts/member.schema';
import type { RegisterSettings } from '@portal/contracts/system';
import { checkField, fieldHint, isEmail, newPasswordRule } from '@portal/contracts/validation';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { TtlCache } from '../../platform/cache.ts';
import { hashPassword, verifyPassword } from '../../platform/password.ts';
import * as store from './member.store.ts';

export type Account = store.AccountRow;

/** How long a member info is believed without asking the database; every write drops it at once. */
const MEMBER_INFO_CACHE_MS = 60_000;

export const iconUrl = (icon: string) => `/assets/art/icons/${icon}.svg`;

/** Refuses a new password that breaks the merchant's rule, with the rule's hint as the message. */
export function checkNewPassword(settings: RegisterSettings, password: string, confirmation?: string) {
  const rule = newPasswordRule(settings.rules);
  if (!checkField(password, rule).ok) throw new AppError('validation.failed', `password: ${fieldHint(rule)}`);
  if (confirmation !== undefined && confirmation !== password)
    throw new AppError('password.confirm.mismatch');
}

/** An account's profile fields (real name, birthday, contacts), empty ones as null. */
export function profileOf(account: Account): Profile {
  const stored = account.profile as Record<string, unknown>;
  const profile = {} as Record<string, string | null>;
  for (const field of PROFILE_FIELDS) {
    const value = field === 'nickname' ? account.nickname : field === 'email' ? account.email : stored[field];
    profile[field] = typeof value === 'string' && value !== '' ? value : null;
  }
  return profile as Profile;
}

/**
 * Accounts as the rest of the platform sees them: lookups, the member-info view, profile and icon,
 * and password changes. Registration and login build on it.
 */
export function createAccountService(
  db: Database,
  options: { now?: () => Date; onChange?: (accountId: number) => Promise<void> } = {},
) {
  const now = options.now ?? (() => new Date());
  /** Member info per account, read on every page of a logged-in player; dropped on every change. */
  const views = new TtlCache<{ merchantId: number; info: MemberInfo }>(MEMBER_INFO_CACHE_MS, 50_000);

  /** Every write to an account goes through here, so no node serves a stale member info. */
  async function changed<T>(id: number, write: Promise<T>): Promise<T> {
    const result = await write;
    views.invalidate(String(id));
    await options.onChange?.(id);
    return result;
  }

  async function get(merchantId: number, id: number): Promise<Account> {
    const account = await store.findById(db, merchantId, id);
    if (!account) throw new AppError('not.logged.in');
    return account;
  }

  async function memberInfo(account: Account): Promise<MemberInfo> {
    const at = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
    return {
      id: account.id,
      account: account.username,
      nickname: account.nickname,
      type: account.type,
      isAgent: isAgentType(account.type),
      isTrial: isTrialType(account.type),
      firstTimeLogin: account.first_login_at === null,
      mustChangePassword: account.must_change_password,
      icon: iconUrl(account.icon),
      mobileNum: account.mobile,
      email: account.email,
      parentAccount: account.parent_username,
      affiliateCode: account.affiliate_code,
      lastLoginAt: at(account.last_login_at),
      lastLoginIp: account.last_login_ip,
      createdAt: new Date(account.created_at).toISOString(),
    };
  }

  function profileView(account: Account): ProfileView {
    const profile = profileOf(account);
    return { profile, locked: PROFILE_FIELDS_LOCKED_ONCE_SET.filter((field) => profile[field] !== null) };
  }

  return {
    get,

    /** The usernames directly under an account (an agent's direct downline). */
    directDownlines: (merchantId: number, id: number) => store.directDownlines(db, merchantId, id),

    /** New accounts per merchant and day (the back office's dashboard). */
    registrationsByDay: (merchantIds: readonly number[] | null, fromDay: string, toDay: string) =>
      store.registrationsByDay(db, merchantIds, fromDay, toDay),

    /** The real accounts among some usernames, in one query (a message's list). */
    realIdsByUsernames: (merchantId: number, names: readonly string[]) =>
      store.realIdsByUsernames(db, merchantId, names),
    /** How many real accounts a merchant has (a broadcast's recipients). */
    realAccountCount: (merchantId: number) => store.realAccountCount(db, merchantId),

    /** The usernames of many accounts, keyed by id, in one query (lists of other modules' rows). */
    usernames: (ids: readonly number[]) => store.usernames(db, ids),
    /** The hash of the device id an account registered from (the referral rule's; decision 0046). */
    deviceOf: (id: number) => store.deviceOf(db, id),

    /** The member info of an account, cached; the account must belong to the merchant. */
    async memberInfoOf(merchantId: number, id: number): Promise<MemberInfo> {
      const view = await views.getOrLoad(String(id), async () => {
        const account = await get(merchantId, id);
        return { merchantId: account.merchant_id, info: await memberInfo(account) };
      });
      if (view.merchantId !== merchantId) throw new AppError('not.logged.in');
      return view.info;
    },

    /** Drops a cached member info (a change made on another node). */
    forget: (id: number) => views.invalidate(String(id)),

    findByUsername: (merchantId: number, username: string) => store.findByUsername(db, merchantId, username),

    /** Operators' search: accounts matching any of the prefixes, newest first (keyset on the id). */
    search: (search: store.AccountSearch) => store.searchAccounts(db, search),
    /** An account by id within some merchants (null: any); undefined when not there. */
    findInMerchants: (merchantIds: readonly number[] | null, id: number) =>
      store.findInMerchants(db, merchantIds, id),
    /** The accounts above one, from its direct parent to the top. */
    uplineOf: (merchantId: number, id: number) => store.uplineOf(db, merchantId, id),
    downlineCount: (merchantId: number, id: number) => store.downlineCount(db, merchantId, id),
    /**
     * An operator's lock or unlock: the status moves from one of `from` to `to`. True when it changed,
     * false when it already was `to`, null when its status is neither (a closed account).
     */
    setStatus: (id: number, from: readonly store.AccountStatus[], to: store.AccountStatus) =>
      changed(id, store.setStatus(db, id, from, to)),
    findByMobile: (merchantId: number, dialingCode: string, local: string) =>
      store.findByMobile(db, merchantId, dialingCode, local),
    findByAffiliateCode: (merchantId: number, code: string) =>
      store.findByAffiliateCode(db, merchantId, code),
    insert: (account: store.NewAccount) => store.insertAccount(db, account),
    recordLogin: (id: number, ip: string, language?: string) =>
      changed(id, store.recordLogin(db, id, ip, now(), language)),
    setMustChangePassword: (id: number, value: boolean) =>
      changed(id, store.setMustChangePassword(db, id, value)),
    replaceHash: (id: number, hash: string) => store.replaceHash(db, id, hash),

    profile: async (merchantId: number, id: number) => profileView(await get(merchantId, id)),

    /** Changes the given profile fields; a field set once (real name, birthday) stays as it is. */
    async updateProfile(merchantId: number, id: number, change: ProfileUpdate): Promise<ProfileView> {
      const account = await get(merchantId, id);
      const current = profileView(account);
      const next: Record<string, unknown> = { ...(account.profile as Record<string, unknown>) };
      for (const [field, raw] of Object.entries(change)) {
        if (current.locked.includes(field) && raw !== current.profile[field as keyof Profile]) {
          throw new AppError(
            'validation.failed',
            `${field}: this field can only be changed by customer service`,
          );
        }
        const value = typeof raw === 'string' ? raw.trim() || null : null;
        if (field === 'birthday' && value !== null && !isAdultBirthday(value, now())) {
          throw new AppError(
            'validation.failed',
            'birthday: please enter a date as yyyy-MM-dd, 18 years ago or more',
          );
        }
        if (field === 'email' && value !== null && !isEmail(value)) {
          throw new AppError(
            'validation.failed',
            'email: please enter an email address such as name@example.com',
          );
        }
        next[field] = value;
      }
      const { nickname, email, ...rest } = next;
      await changed(
        id,
        store.updateProfile(db, id, {
          profile: rest,
          ...('nickname' in change ? { nickname: (nickname as string | null) ?? null } : {}),
          ...('email' in change ? { email: (email as string | null) ?? null } : {}),
        }),
      );
      return profileView(await get(merchantId, id));
    },

    icon: async (merchantId: number, id: number) => {
      const account = await get(merchantId, id);
      return {
        icon: account.icon as (typeof MEMBER_ICONS)[number],
        iconUrl: iconUrl(account.icon),
        choices: [...MEMBER_ICONS],
      };
    },
    async setIcon(merchantId: number, id: number, icon: (typeof MEMBER_ICONS)[number]) {
      await changed(id, store.setIcon(db, merchantId, id, icon));
      return { icon, iconUrl: iconUrl(icon), choices: [...MEMBER_ICONS] };
    },

    /**
     * The language-update action (spec section 4): the member's chosen language, one the merchant offers,
     * stored on the account for what the server writes to it (decision 0042).
     */
    async setLanguage(merchantId: number, id: number, offered: readonly string[], language: string) {
      if (!offered.includes(language)) throw new AppError('language.not.offered');
      await store.setLanguage(db, merchantId, id, language);
      return { language };
    },

    /** Changes the password after checking the old one; the caller ends the account's other sessions. */
    async changePassword(
      merchantId: number,
      id: number,
      settings: RegisterSettings,
      body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
    ): Promise<void> {
      const account = await get(merchantId, id);
      if (!(await verifyPassword(account.password_hash, body.oldPassword)))
        throw new AppError('password.incorrect');
      checkNewPassword(settings, body.newPassword, body.confirmNewPassword);
      if (body.newPassword === body.oldPassword) throw new AppError('password.unchanged');
      await changed(id, store.setPassword(db, id, await hashPassword(body.newPassword), now()));
    },

    /** Sets a new password without the old one (reset link, phone code): the proof was checked before. */
    async setPassword(id: number, settings: RegisterSettings, password: string, confirmation?: string) {
      checkNewPassword(settings, password, confirmation);
      await changed(id, store.setPassword(db, id, await hashPassword(password), now()));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

function isAdultBirthday(value: string, at: Date): boolean {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== value) return false;
  const adult = new Date(Date.UTC(at.getUTCFullYear() - 18, at.getUTCMonth(), at.getUTCDate()));
  return date <= adult && date.getUTCFullYear() >= 1900;
}
