import { MAX_BANK_CARDS } from '@portal/contracts/payments';
import { describe, expect, it } from 'vitest';
import {
  answerOf,
  call,
  freshIp,
  newPlayer,
  type Player,
  refusedWith,
  useMoneyApp,
} from '../../../test/money-helpers.ts';

const t = useMoneyApp();

type Cards = {
  realName: string | null;
  maxCards: number;
  cards: Array<{
    id: number;
    bankCode: string;
    bankName: string;
    accountName: string;
    accountNumber: string;
  }>;
};

const merchantOf = (p: Player, merchant?: string) => ({ token: p.token, ...(merchant ? { merchant } : {}) });
const cardsOf = (p: Player, merchant?: string) =>
  call(t, 'GET', '/wps/member/bankCard', undefined, merchantOf(p, merchant));
const bind = (p: Player, body: Record<string, unknown>, merchant?: string) =>
  call(t, 'PUT', '/wps/member/bankCard', body, merchantOf(p, merchant));
const profileOf = async (p: Player) =>
  answerOf<{ profile: { realName: string | null }; locked: string[] }>(
    await call(t, 'GET', '/wps/member/profile', undefined, { token: p.token }),
  );
const storedCards = (p: Player) =>
  t.database.db.selectFrom('bank_cards').selectAll().where('account_id', '=', p.id).execute();

describe('bank cards', () => {
  it('lists none at first, with the most a player may bind', async () => {
    const p = await newPlayer(t);
    expect(answerOf(await cardsOf(p))).toEqual({ realName: null, maxCards: MAX_BANK_CARDS, cards: [] });
  });

  it('binds a card and shows only the last four digits of its number', async () => {
    const p = await newPlayer(t, { realName: 'Somchai Jaidee' });
    const res = await bind(p, {
      bankCode: 'KBANK',
      accountNumber: '1234567890',
      accountName: 'Somchai Jaidee',
    });
    const value = answerOf<Cards>(res);
    expect(value.realName).toBe('Somchai Jaidee');
    expect(value.cards).toEqual([
      {
        id: expect.any(Number),
        bankCode: 'KBANK',
        bankName: 'Kasikorn Bank',
        accountName: 'Somchai Jaidee',
        accountNumber: '****7890',
        createdAt: expect.any(String),
      },
    ]);
    expect(res.body).not.toContain('1234567890');
    expect(answerOf<Cards>(await cardsOf(p)).cards).toHaveLength(1);
    expect((await cardsOf(p)).body).not.toContain('1234567890');
  });

  it('matches the name to the real name with spaces and case aside, and refuses another name', async () => {
    const p = await newPlayer(t, { realName: 'Somchai Jaidee' });
    answerOf(
      await bind(p, { bankCode: 'SCB', accountNumber: '22223333', accountName: '  somchai   JAIDEE ' }),
    );
    refusedWith(
      await bind(p, { bankCode: 'SCB', accountNumber: '44445555', accountName: 'Somsak Jaidee' }),
      400,
      'bank.card.name.mismatch',
    );
    const stored = await storedCards(p);
    expect(stored.map((c) => c.account_number)).toEqual(['22223333']);
    // Stored as written, tidied.
    expect(stored[0]?.account_name).toBe('somchai JAIDEE');
  });

  it('takes the first card’s name as the real name of a profile without one, then holds every card to it', async () => {
    const p = await newPlayer(t);
    const first = answerOf<Cards>(
      await bind(p, { bankCode: 'BBL', accountNumber: '5550001111', accountName: '  Malee   Srisuk ' }),
    );
    expect(first.realName).toBe('Malee Srisuk');
    const profile = await profileOf(p);
    expect(profile.profile.realName).toBe('Malee Srisuk');
    expect(profile.locked).toContain('realName');
    refusedWith(
      await bind(p, { bankCode: 'BBL', accountNumber: '5550002222', accountName: 'Someone Else' }),
      400,
      'bank.card.name.mismatch',
    );
    answerOf(await bind(p, { bankCode: 'KTB', accountNumber: '5550002222', accountName: 'MALEE SRISUK' }));
    expect((await profileOf(p)).profile.realName).toBe('Malee Srisuk');
  });

  it('does not set the real name when the first card is refused', async () => {
    const p = await newPlayer(t);
    refusedWith(
      await bind(p, { bankCode: 'NOPE', accountNumber: '5550001111', accountName: 'Malee Srisuk' }),
      400,
      'bank.unknown',
    );
    expect((await profileOf(p)).profile.realName).toBeNull();
  });

  it('refuses a bank the merchant does not pay to with bank.unknown', async () => {
    const p = await newPlayer(t, { realName: 'Ann Lee' });
    refusedWith(
      await bind(p, { bankCode: 'CHASE', accountNumber: '12345678', accountName: 'Ann Lee' }),
      400,
      'bank.unknown',
    );
    expect(await storedCards(p)).toEqual([]);
  });

  it('refuses the same card twice with bank.card.exists', async () => {
    const p = await newPlayer(t, { realName: 'Ann Lee' });
    const card = { bankCode: 'KBANK', accountNumber: '99887766', accountName: 'Ann Lee' };
    answerOf(await bind(p, card));
    refusedWith(await bind(p, card), 409, 'bank.card.exists');
    // The same number at another bank is another card.
    answerOf(await bind(p, { ...card, bankCode: 'SCB' }));
    expect(await storedCards(p)).toHaveLength(2);
  });

  it(`binds at most ${MAX_BANK_CARDS} cards`, async () => {
    const p = await newPlayer(t, { realName: 'Ann Lee' });
    for (let i = 0; i < MAX_BANK_CARDS; i++) {
      answerOf(await bind(p, { bankCode: 'KBANK', accountNumber: `1000000${i}`, accountName: 'Ann Lee' }));
    }
    refusedWith(
      await bind(p, { bankCode: 'KBANK', accountNumber: '10000099', accountName: 'Ann Lee' }),
      409,
      'bank.card.limit',
    );
    expect(await storedCards(p)).toHaveLength(MAX_BANK_CARDS);
  });

  it('binds at most the limit from parallel requests too', async () => {
    const p = await newPlayer(t, { realName: 'Ann Lee' });
    const answers = await Promise.all(
      Array.from({ length: MAX_BANK_CARDS + 3 }, (_, i) =>
        bind(p, { bankCode: 'SCB', accountNumber: `2000000${i}`, accountName: 'Ann Lee' }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(MAX_BANK_CARDS);
    expect(answers.filter((r) => r.json().errorCode === 'bank.card.limit')).toHaveLength(3);
    expect(await storedCards(p)).toHaveLength(MAX_BANK_CARDS);
  });

  it('refuses bad input with 400 and binds nothing', async () => {
    const p = await newPlayer(t, { realName: 'Ann Lee' });
    const bad: Array<Record<string, unknown>> = [
      { bankCode: 'KBANK', accountNumber: '12345', accountName: 'Ann Lee' },
      { bankCode: 'KBANK', accountNumber: '12345abc90', accountName: 'Ann Lee' },
      { bankCode: 'KBANK', accountNumber: '1'.repeat(21), accountName: 'Ann Lee' },
      { bankCode: 'KBANK', accountNumber: '1234567890', accountName: '' },
      { bankCode: 'KBANK', accountNumber: '1234567890', accountName: '   ' },
      { bankCode: 'KBANK', accountNumber: '1234567890', accountName: 'x'.repeat(65) },
      { bankCode: '', accountNumber: '1234567890', accountName: 'Ann Lee' },
      { accountNumber: '1234567890', accountName: 'Ann Lee' },
      { bankCode: 'KBANK', accountNumber: ['1234567890', '1'], accountName: 'Ann Lee' },
    ];
    for (const body of bad) refusedWith(await bind(p, body), 400, 'validation.failed');
    expect(await storedCards(p)).toEqual([]);
    expect((await profileOf(p)).profile.realName).toBe('Ann Lee');
  });

  it('keeps cards to their player and their merchant', async () => {
    const a = await newPlayer(t, { realName: 'Ann Lee' });
    const b = await newPlayer(t, { realName: 'Ann Lee' });
    answerOf(await bind(a, { bankCode: 'KBANK', accountNumber: '31313131', accountName: 'Ann Lee' }));
    expect(answerOf<Cards>(await cardsOf(b)).cards).toEqual([]);
    // b may bind the same number: cards are per player.
    answerOf(await bind(b, { bankCode: 'KBANK', accountNumber: '31313131', accountName: 'Ann Lee' }));

    const lucky = await newPlayer(t, { merchant: 'lucky', realName: 'Ann Lee' });
    refusedWith(
      await bind(lucky, { bankCode: 'KBANK', accountNumber: '31313131', accountName: 'Ann Lee' }, 'lucky'),
      400,
      'bank.unknown',
    );
    const own = answerOf<Cards>(
      await bind(lucky, { bankCode: 'CHASE', accountNumber: '31313131', accountName: 'Ann Lee' }, 'lucky'),
    );
    expect(own.cards.map((c) => c.bankName)).toEqual(['JPMorgan Chase']);
    // A siam session is no session at lucky, and the other way round.
    refusedWith(await cardsOf(a, 'lucky'), 401, 'not.logged.in');
    refusedWith(await cardsOf(lucky, 'siam'), 401, 'not.logged.in');
  });

  it('refuses callers without a session and trial accounts', async () => {
    refusedWith(await call(t, 'GET', '/wps/member/bankCard'), 401, 'not.logged.in');
    const trial = answerOf<{ token: string }>(
      await call(t, 'POST', '/wps/session/login/freeplay', { platform: 'W' }, { ip: freshIp() }),
    );
    refusedWith(
      await call(t, 'GET', '/wps/member/bankCard', undefined, { token: trial.token }),
      403,
      'in_need_true_account',
    );
    refusedWith(
      await call(
        t,
        'PUT',
        '/wps/member/bankCard',
        { bankCode: 'KBANK', accountNumber: '12345678', accountName: 'Trial' },
        { token: trial.token },
      ),
      403,
      'in_need_true_account',
    );
  });
});
