import type { AccountService } from '../src/modules/member/member.service.ts';
import type { NewAccount } from '../src/modules/member/member.store.ts';

type Required = Pick<NewAccount, 'merchantId' | 'username' | 'passwordHash'>;

/** Inserts a player account straight through the account service, every optional field empty unless given. */
export async function insertTestAccount(
  accounts: Pick<AccountService, 'insert'>,
  account: Required & Partial<NewAccount>,
): Promise<number> {
  const id = await accounts.insert({
    type: 0,
    parentId: null,
    email: null,
    mobile: null,
    countryDialingCode: null,
    nickname: null,
    profile: {},
    ...account,
  });
  if (id === null) throw new Error(`${account.username} exists`);
  return id;
}
