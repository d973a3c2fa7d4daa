import { answerOf, call, newPlayer, type Player, requestId } from './money-helpers.ts';
import type { TestApp } from './test-app.ts';

export const PAYMENT_PASSWORD = '135790';

export type Ready = Player & { merchant: string; cardId: number };

/** A player with money, a payment password and a bound card, ready to withdraw. */
export async function readyPlayer(
  t: TestApp,
  options: { balance?: number; merchant?: string } = {},
): Promise<Ready> {
  const merchant = options.merchant ?? 'siam';
  const p = await newPlayer(t, { balance: options.balance ?? 10_000_00, merchant, realName: 'Ann Lee' });
  const c = { token: p.token, merchant };
  answerOf(
    await call(
      t,
      'PUT',
      '/wps/member/paymentPassword',
      { newPassword: PAYMENT_PASSWORD, confirmPassword: PAYMENT_PASSWORD, loginPassword: p.password },
      c,
    ),
  );
  const bankCode = merchant === 'siam' ? 'KBANK' : 'CHASE';
  const cards = answerOf<{ cards: Array<{ id: number }> }>(
    await call(
      t,
      'PUT',
      '/wps/member/bankCard',
      { bankCode, accountNumber: '1234567890', accountName: 'Ann Lee' },
      c,
    ),
  );
  return { ...p, merchant, cardId: cards.cards[0]?.id as number };
}

/** Asks for a withdrawal as the player. */
export function withdraw(t: TestApp, p: Ready, amount: number, extra: Record<string, unknown> = {}) {
  return call(
    t,
    'POST',
    '/wps/transaction/withdraw',
    { amount, bankCardId: p.cardId, paymentPassword: PAYMENT_PASSWORD, requestId: requestId(), ...extra },
    { token: p.token, merchant: p.merchant },
  );
}
