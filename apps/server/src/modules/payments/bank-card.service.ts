import { MAX_BANK_CARDS } from '@portal/contracts/payments';
import type { BankCard, BankCardBody, BankCards } from '@portal/contracts/payments.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant.ts';
import type { AccountService } from '../member/member.service.ts';
import * as store from './bank-card.store.ts';
import {
  bankNameOf,
  maskAccountNumber,
  sameName,
  tidyName,
  withdrawalRulesOf,
} from './withdrawal-settings.ts';

export type BankCardServiceDeps = { db: Database; accounts: AccountService };

/**
 * The player's payee accounts: bound to the real name of the profile, a few per player, shown masked.
 * The first card of a player without a real name gives the profile its real name (then locked).
 */
export function createBankCardService({ db, accounts }: BankCardServiceDeps) {
  const realNameOf = async (merchantId: number, accountId: number) =>
    (await accounts.profile(merchantId, accountId)).profile.realName;

  function view(merchant: Merchant, row: store.BankCardRow): BankCard {
    return {
      id: row.id,
      bankCode: row.bank_code,
      bankName: bankNameOf(withdrawalRulesOf(merchant), row.bank_code),
      accountName: row.account_name,
      accountNumber: maskAccountNumber(row.account_number),
      createdAt: new Date(row.created_at).toISOString(),
    };
  }

  async function list(merchant: Merchant, accountId: number): Promise<BankCards> {
    const [realName, rows] = await Promise.all([
      realNameOf(merchant.id, accountId),
      store.listOf(db, merchant.id, accountId),
    ]);
    return { realName, maxCards: MAX_BANK_CARDS, cards: rows.map((row) => view(merchant, row)) };
  }

  return {
    list,

    /** Operators' search by a card's holder: account ids, newest first (keyset on the id). */
    accountsByHolder: (search: Parameters<typeof store.accountsByHolder>[1]) =>
      store.accountsByHolder(db, search),

    /** The player's own card, unmasked (a withdrawal copies it); undefined when not the player's. */
    own: (merchantId: number, accountId: number, id: number) => store.findOwn(db, merchantId, accountId, id),

    async bind(merchant: Merchant, accountId: number, body: BankCardBody): Promise<BankCards> {
      const rules = withdrawalRulesOf(merchant);
      if (!rules.banks.some((b) => b.code === body.bankCode)) throw new AppError('bank.unknown');
      const name = tidyName(body.accountName);
      if (!name) throw new AppError('validation.failed', 'accountName: the name on the account is required');
      const realName = await realNameOf(merchant.id, accountId);
      if (realName !== null && !sameName(realName, name)) throw new AppError('bank.card.name.mismatch');
      if (realName === null) {
        if ((await store.countOf(db, accountId)) >= MAX_BANK_CARDS) throw new AppError('bank.card.limit');
        // Through the accounts service, so the set-once rule and the member-info cache apply; a parallel
        // first card with another name loses there (the field is locked by then) or in the check below.
        await accounts.updateProfile(merchant.id, accountId, { realName: name }).catch((error) => {
          if (error instanceof AppError && error.code === 'validation.failed') {
            throw new AppError('bank.card.name.mismatch');
          }
          throw error;
        });
        const now = await realNameOf(merchant.id, accountId);
        if (now === null || !sameName(now, name)) throw new AppError('bank.card.name.mismatch');
      }
      await db.transaction().execute(async (trx) => {
        await store.lockCardsOf(trx, accountId);
        if ((await store.countOf(trx, accountId)) >= MAX_BANK_CARDS) throw new AppError('bank.card.limit');
        const card = await store.insert(trx, {
          merchantId: merchant.id,
          accountId,
          bankCode: body.bankCode,
          accountNumber: body.accountNumber,
          accountName: name,
        });
        if (!card) throw new AppError('bank.card.exists');
      });
      return list(merchant, accountId);
    },
  };
}

export type BankCardService = ReturnType<typeof createBankCardService>;
