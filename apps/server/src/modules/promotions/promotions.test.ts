import { TRIAL_ACCOUNT_TYPES } from '@portal/contracts/member';
import type { BonusDetails, PromotionCard } from '@portal/contracts/promotions.schema';
import { describe, expect, it } from 'vitest';
import { GIF_1X1, JPEG_4X2, PNG_4X2 } from '../../../test/image-fixtures.ts';
import {
  answerOf,
  balanceOf,
  call,
  newPlayer,
  refusedWith,
  useMoneyApp,
} from '../../../test/money-helpers.ts';
import {
  applyTo,
  creditedDeposit,
  joinPromotion,
  promotionNamed,
  promotionsOf,
} from '../../../test/promotion-helpers.ts';

const t = useMoneyApp();
const ALL = { operatorId: 1, merchantIds: null };

const bonusesOf = async (p: { token: string }, merchant = 'siam') =>
  answerOf<BonusDetails>(
    await call(t, 'GET', '/wps/promotions/bonuses?language=en', undefined, { token: p.token, merchant }),
  );
const imageCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('promotion_images')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('promotions for visitors', () => {
  it("lists the merchant's promotions of the engine, none a raffle, with a visitor's states", async () => {
    const list = answerOf<PromotionCard[]>(
      await call(t, 'GET', '/wps/relay/MCSFE_getMerchantAvailablePromotions?language=th', undefined, {
        merchant: 'siam',
      }),
    );
    expect(list.map((c) => c.type)).toEqual(['welcome', 'reload', 'reload', 'signup', 'custom', 'rebate']);
    expect(list.map((c) => c.state)).toEqual(['join', 'join', 'join', 'join', 'join', 'signed']);
    expect(list[0]?.title).toBe('โบนัสฝากแรก 100% สูงสุด ฿1,000');
    const lucky = answerOf<PromotionCard[]>(
      await call(t, 'GET', '/wps/relay/MCSFE_getMerchantAvailablePromotions', undefined, {
        merchant: 'lucky',
      }),
    );
    expect(lucky.map((c) => c.title)).toContain('Lucky Start: 100% up to $200');
    expect(lucky.some((c) => list.some((s) => s.id === c.id))).toBe(false);
  });

  it("answers in the page's language (Accept-Language) when the call names none, else the merchant's", async () => {
    const titles = async (headers: Record<string, string>) =>
      answerOf<PromotionCard[]>(
        await call(t, 'GET', '/wps/relay/MCSFE_getMerchantAvailablePromotions', undefined, {
          merchant: 'siam',
          headers,
        }),
      ).map((c) => c.title);
    const english = await titles({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(english[0]).toBe('100% First Deposit Bonus up to ฿1,000');
    expect(await titles({ 'accept-language': 'fr' })).toContain('โบนัสฝากแรก 100% สูงสุด ฿1,000');
    expect(await titles({})).toContain('โบนัสฝากแรก 100% สูงสุด ฿1,000');
  });

  it('needs a session for the player calls', async () => {
    refusedWith(
      await call(t, 'GET', '/wps/relay/MCSFE_getAvailablePromotions', undefined, { merchant: 'siam' }),
      401,
      'not.logged.in',
    );
    refusedWith(
      await call(t, 'POST', '/wps/relay/MCSFE_joinSignUpPromotion', { promotionId: 1 }, { merchant: 'siam' }),
      401,
      'not.logged.in',
    );
    refusedWith(
      await call(t, 'GET', '/wps/promotions/bonuses?language=en', undefined, { merchant: 'siam' }),
      401,
      'not.logged.in',
    );
  });
});

describe('the welcome bonus', () => {
  it('is paid on the first deposit of a player who joined, once, and shows in Bonus details', async () => {
    const p = await newPlayer(t);
    const welcome = await promotionNamed(t, p, '100% First Deposit');
    expect(welcome.state).toBe('join');
    const joined = answerOf<PromotionCard>(await joinPromotion(t, p, welcome.id));
    expect(joined.state).toBe('signed');
    refusedWith(await joinPromotion(t, p, welcome.id), 409, 'promotion.already.joined');
    await creditedDeposit(t, p, 400_00);
    expect(await balanceOf(t, p)).toBe(800_00);
    expect((await promotionNamed(t, p, '100% First Deposit')).state).toBe('issued');
    const details = await bonusesOf(p);
    expect(details.remaining).toBe(800_00);
    expect(details.bonuses[0]).toMatchObject({
      amount: 400_00,
      required: 800_00,
      status: 'active',
      title: '100% First Deposit Bonus up to ฿1,000',
      forfeitRule: 'bonus_and_winnings',
    });
    expect(details.bonuses[0]?.expiresAt).not.toBeNull();
    await creditedDeposit(t, p, 400_00);
    expect((await bonusesOf(p)).bonuses).toHaveLength(1);
    // forfeited: the card says claimed, the gate opens
    const forfeited = answerOf(
      await call(t, 'POST', `/wps/promotions/bonuses/${details.bonuses[0]?.id}/forfeit`, undefined, {
        token: p.token,
        merchant: 'siam',
      }),
    );
    expect(forfeited).toMatchObject({ status: 'forfeited', takenBack: 400_00 });
    expect((await promotionNamed(t, p, '100% First Deposit')).state).toBe('claimed');
  });

  it('pays nothing without a join, below the minimum, or after an earlier deposit', async () => {
    const idle = await newPlayer(t);
    await creditedDeposit(t, idle, 400_00);
    expect((await bonusesOf(idle)).bonuses).toEqual([]);
    expect((await promotionNamed(t, idle, '100% First Deposit')).state).toBe('closed');
    const welcome = await promotionNamed(t, idle, '100% First Deposit');
    refusedWith(await joinPromotion(t, idle, welcome.id), 403, 'promotion.not.eligible');
    const small = await newPlayer(t);
    answerOf(await joinPromotion(t, small, welcome.id));
    await creditedDeposit(t, small, 100_00 - 1 + 1); // the minimum itself qualifies
    expect((await bonusesOf(small)).bonuses.map((b) => b.amount)).toEqual([100_00]);
  });

  it("refuses another merchant's promotion and a trial account", async () => {
    const p = await newPlayer(t);
    const luckyPlayer = await newPlayer(t, { merchant: 'lucky' });
    const welcome = await promotionNamed(t, p, '100% First Deposit');
    refusedWith(await joinPromotion(t, luckyPlayer, welcome.id, 'lucky'), 404, 'promotion.not.found');
    const trial = await newPlayer(t, { type: TRIAL_ACCOUNT_TYPES[0] });
    refusedWith(await joinPromotion(t, trial, welcome.id), 403, 'in_need_true_account');
  });
});

describe('reloads and sign-up rewards', () => {
  it('pays a joined reload once per period, on a qualifying deposit', async () => {
    const p = await newPlayer(t);
    await creditedDeposit(t, p, 100_00); // the first deposit: no welcome joined
    const daily = await promotionNamed(t, p, 'Daily Reload 20%');
    refusedWith(await joinPromotion(t, p, 999_999), 404, 'promotion.not.found');
    answerOf(await joinPromotion(t, p, daily.id));
    await creditedDeposit(t, p, 200_00); // below ฿300
    expect((await bonusesOf(p)).bonuses).toEqual([]);
    await creditedDeposit(t, p, 20_000_00);
    await creditedDeposit(t, p, 500_00);
    const { bonuses } = await bonusesOf(p);
    expect(bonuses.map((b) => [b.amount, b.required])).toEqual([[2_000_00, 10_000_00]]);
    expect((await promotionNamed(t, p, 'Daily Reload 20%')).state).toBe('issued');
  });

  it('lets a new member sign up, qualify with a deposit and claim the reward once', async () => {
    const p = await newPlayer(t);
    const signup = await promotionNamed(t, p, 'New Member Reward');
    const reward = () =>
      call(
        t,
        'POST',
        '/wps/relay/MCSFE_rewardSignUpPromotion',
        { promotionId: signup.id },
        { token: p.token, merchant: 'siam' },
      );
    refusedWith(await reward(), 409, 'promotion.action.invalid');
    answerOf(await joinPromotion(t, p, signup.id));
    const told: string[] = [];
    t.services.events.subscribe('reward.claimable', (e) => {
      if (e.accountId === p.id) told.push(e.source);
    });
    await creditedDeposit(t, p, 200_00);
    await t.services.events.settled();
    expect((await promotionNamed(t, p, 'New Member Reward')).state).toBe('claim');
    // its reward centre is told once: the qualifying deposit made the reward claimable
    expect(told).toEqual(['bonus']);
    expect(answerOf<PromotionCard>(await reward()).state).toBe('issued');
    refusedWith(await reward(), 409, 'promotion.action.invalid');
    expect((await bonusesOf(p)).bonuses.map((b) => b.amount)).toEqual([50_00]);
  });
});

describe('applications', () => {
  it('takes a comment and images, and the approval issues the bonus once', async () => {
    const p = await newPlayer(t);
    const bigWin = await promotionNamed(t, p, 'Share Your Big Win');
    const res = await applyTo(t, p, bigWin.id, { comment: 'My 80x win' }, [
      { data: PNG_4X2 },
      { data: JPEG_4X2, type: 'image/jpeg' },
    ]);
    expect(answerOf<PromotionCard>(res).state).toBe('applying');
    refusedWith(
      await applyTo(t, p, bigWin.id, { comment: 'again' }, [{ data: PNG_4X2 }]),
      409,
      'promotion.already.joined',
    );
    const [application] = await t.services.promotions.applications(ALL, { status: 'applying' });
    expect(application).toMatchObject({ accountId: p.id, comment: 'My 80x win', status: 'applying' });
    expect(application?.imageIds).toHaveLength(2);
    const approved = await t.services.promotions.approve(ALL, application?.id as number);
    expect(approved.status).toBe('issued');
    await expect(t.services.promotions.approve(ALL, application?.id as number)).rejects.toMatchObject({
      code: 'promotion.review.decided',
    });
    expect(await balanceOf(t, p)).toBe(100_00);
    expect((await promotionNamed(t, p, 'Share Your Big Win')).state).toBe('issued');
  });

  it('rejects with a reason the player sees', async () => {
    const p = await newPlayer(t);
    const bigWin = await promotionNamed(t, p, 'Share Your Big Win');
    answerOf(await applyTo(t, p, bigWin.id, {}, [{ data: PNG_4X2 }]));
    const mine = (await t.services.promotions.applications(ALL, { status: 'applying' })).find(
      (a) => a.accountId === p.id,
    );
    await t.services.promotions.reject(ALL, mine?.id as number, 'The screenshot shows no win');
    const card = await promotionNamed(t, p, 'Share Your Big Win');
    expect(card).toMatchObject({ state: 'rejected', reason: 'The screenshot shows no win' });
    expect(await balanceOf(t, p)).toBe(0);
  });

  it('refuses bad forms with the envelope and stores nothing', async () => {
    const p = await newPlayer(t);
    const bigWin = await promotionNamed(t, p, 'Share Your Big Win');
    const before = await imageCount();
    refusedWith(
      await applyTo(t, p, bigWin.id, { comment: 'x'.repeat(141) }, [{ data: PNG_4X2 }]),
      400,
      'comment.too.long',
    );
    refusedWith(
      await applyTo(t, p, bigWin.id, {}, [{ data: GIF_1X1, type: 'image/png' }]),
      415,
      'upload.type',
    );
    refusedWith(
      await applyTo(
        t,
        p,
        bigWin.id,
        {},
        [1, 2, 3, 4].map(() => ({ data: PNG_4X2 })),
      ),
      400,
      'upload.too.many',
    );
    const big = Buffer.concat([PNG_4X2, Buffer.alloc(5 * 1024 * 1024)]);
    refusedWith(await applyTo(t, p, bigWin.id, {}, [{ data: big }]), 413, 'upload.too.large');
    refusedWith(await applyTo(t, p, bigWin.id, {}, []), 400, 'upload.required');
    const json = await call(
      t,
      'POST',
      `/wps/promotions/${bigWin.id}/apply`,
      { comment: 'x' },
      { token: p.token, merchant: 'siam' },
    );
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const welcome = await promotionNamed(t, p, '100% First Deposit');
    refusedWith(await applyTo(t, p, welcome.id, {}, [{ data: PNG_4X2 }]), 409, 'promotion.action.invalid');
    expect(await imageCount()).toBe(before);
    expect((await promotionNamed(t, p, 'Share Your Big Win')).state).toBe('join');
  });

  it("keeps applications to one merchant's operators", async () => {
    const p = await newPlayer(t);
    const bigWin = await promotionNamed(t, p, 'Share Your Big Win');
    answerOf(await applyTo(t, p, bigWin.id, {}, [{ data: PNG_4X2 }]));
    const mine = (await t.services.promotions.applications(ALL, {})).find((a) => a.accountId === p.id);
    const luckyOnly = { operatorId: 2, merchantIds: [p.merchantId + 1] };
    expect((await t.services.promotions.applications(luckyOnly, {})).some((a) => a.id === mine?.id)).toBe(
      false,
    );
    await expect(t.services.promotions.approve(luckyOnly, mine?.id as number)).rejects.toMatchObject({
      code: 'not.found',
    });
    await expect(
      t.services.promotions.image(luckyOnly, mine?.id as number, mine?.imageIds[0] as number),
    ).rejects.toMatchObject({
      code: 'not.found',
    });
  });
});

describe('the promotions list', () => {
  it('lists every state a player can be in', async () => {
    const p = await newPlayer(t);
    const states = (await promotionsOf(t, p)).map((c) => c.state);
    expect(states).toEqual(['join', 'join', 'join', 'join', 'join', 'signed']);
  });
});
