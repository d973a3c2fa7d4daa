/** A member registered (username or mobile form); the new account is logged in after it. */
export type AccountRegistered = {
  merchantId: number;
  accountId: number;
  username: string;
  /** The account type (ACCOUNT_TYPE): registrations make players. */
  type: number;
  /** The agent or referrer it was placed under, if any. */
  parentId: number | null;
  via: 'username' | 'mobile';
};

declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    'account.registered': AccountRegistered;
  }
}
