/**
 * A member registered (username or mobile form; the new account is logged in after it), or an agent created
 * an account below it (not logged in).
 */
export type AccountRegistered = {
  merchantId: number;
  accountId: number;
  username: string;
  /** The account type (ACCOUNT_TYPE): registrations make players, an agent's new downline a player or an agent. */
  type: number;
  /** The agent or referrer it was placed under, if any. */
  parentId: number | null;
  /** The registration form used, or `agent`: an agent created it as its downline (POST /wps/agent/downline). */
  via: 'username' | 'mobile' | 'agent';
  /** The player whose own referral code it registered with (decision 0037), with the address it came from. */
  referrerId?: number;
  ip?: string;
  /** The hash of the device id it registered from (decision 0046), when the portal sent one. */
  deviceHash?: string;
};

/**
 * An SMS to send after the answer (a code for a number that may not be an account's: the gateway's time
 * must not tell which it is). Handled on the node that raised it only, so the text, code and all, never
 * leaves the process.
 */
export type SmsRequested = { merchantId: number; phone: string; text: string };

declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    'account.registered': AccountRegistered;
    'sms.requested': SmsRequested;
  }
}
