import type { OpsLotteryDraw, OpsLotteryGame } from '@portal/contracts/lottery.schema';
import type { OperatorRole } from '@portal/contracts/operators';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeOps, ok, pageOf, renderScreen } from '../../test/screen.tsx';
import LotteryPage from './lottery-page.tsx';

const game = (over: Partial<OpsLotteryGame>): OpsLotteryGame => ({
  gameCode: 'VN_SOUTH',
  vendorCode: 'TCG_LOTTO_VN',
  family: 'vn-south',
  source: 'outside',
  cron: '15 16 * * *',
  timezone: 'Asia/Ho_Chi_Minh',
  closeSeconds: 900,
  minStake: 100,
  maxStake: 5_000_000,
  liabilityLimit: 100_000,
  odds: {},
  cancelAllowed: false,
  simulate: true,
  enabled: true,
  ...over,
});

const GAMES = [
  game({}),
  game({
    gameCode: 'LOTT_K3',
    vendorCode: 'LOTT',
    family: 'k3',
    source: 'house',
    cron: '* * * * *',
    timezone: 'Asia/Bangkok',
    closeSeconds: 10,
    simulate: false,
  }),
];

const NAMES = [
  { vendor: 'TCG_LOTTO_VN', code: 'VN_SOUTH', names: { en: 'Vietnam South Lotto', th: 'หวยเวียดนามใต้' } },
];

/** A VN South result: 18 prizes of the tiers' digits. */
const VN_SOUTH_RESULT = {
  special: ['123456'],
  first: ['12345'],
  second: ['23456'],
  third: ['34567', '45678'],
  fourth: ['00001', '00002', '00003', '00004', '00005', '00006', '00007'],
  fifth: ['5678'],
  sixth: ['1111', '2222', '3333'],
  seventh: ['777'],
  eighth: ['27'],
};

const at = (ms: number) => new Date(Date.now() + ms).toISOString();

const draw = (over: Partial<OpsLotteryDraw>): OpsLotteryDraw => ({
  id: 2,
  gameCode: 'VN_SOUTH',
  issue: '20261201',
  closesAt: at(-960_000),
  drawAt: at(-60_000),
  status: 'open',
  source: null,
  result: null,
  tickets: 4,
  stake: 40_000,
  payout: 0,
  settledAt: null,
  voidReason: null,
  ...over,
});

const DRAWS = [
  draw({ id: 3, issue: '20261202', closesAt: at(3_000_000), drawAt: at(3_600_000), tickets: 0, stake: 0 }),
  draw({}),
  draw({
    id: 1,
    issue: '20261130',
    closesAt: at(-87_000_000),
    drawAt: at(-86_400_000),
    status: 'settled',
    source: 'simulated',
    result: VN_SOUTH_RESULT,
    payout: 9_000,
    settledAt: at(-86_000_000),
  }),
];

function lotteryApi(extra: Record<string, (call: Call) => Answer> = {}) {
  return fakeOps({
    'GET /ops/v1/merchants': ok([{ code: 'siam', name: 'Siam Royal' }]),
    'GET /ops/v1/lottery/games': ok(GAMES),
    'GET /ops/v1/catalogue/games': (call) => ok(pageOf(call.query.get('category') === 'LOTT' ? NAMES : []))(),
    'GET /ops/v1/lottery/draws': ok(DRAWS),
    'GET /ops/v1/lottery/draws/2/exposure': ok({
      drawId: 2,
      gameCode: 'VN_SOUTH',
      issue: '20261201',
      liabilityLimit: 100_000,
      targets: [
        { target: 'vn-south.lo:0-27', liability: 90_000 },
        { target: 'vn-south.de:0-5', liability: 10_000 },
      ],
    }),
    'PATCH /ops/v1/lottery/games/VN_SOUTH': (call) => ({
      value: { ...GAMES[0], ...(call.body as Partial<OpsLotteryGame>) },
    }),
    ...extra,
  });
}

function renderAs(role: OperatorRole, query = '') {
  return renderScreen(role, '/lottery', <LotteryPage />, `/lottery?merchant=siam${query}`);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the lottery screen', () => {
  it('lists the games with their names, draws, schedule in words, sales close, stakes and limit', async () => {
    lotteryApi();
    renderAs('viewer');
    const table = await screen.findByTestId('bo-lottery-games');
    await waitFor(() => expect(within(table).getByText('Vietnam South Lotto')).toBeTruthy());
    const [vn, k3] = within(table).getAllByTestId('bo-lottery-games-row');
    expect(vn?.textContent).toContain('Vietnam South and Central');
    expect(vn?.textContent).toContain('Official results');
    expect(within(vn as HTMLElement).getByTestId('bo-lottery-simulated').textContent).toBe('Simulated');
    expect(vn?.textContent).toContain('Every day at 16:15');
    expect(vn?.textContent).toContain('15 16 * * * · Asia/Ho_Chi_Minh');
    expect(vn?.textContent).toContain('15 min before');
    expect(vn?.textContent).toContain('1.00 – 50,000.00');
    expect(vn?.textContent).toContain('1,000.00');
    // a game the catalogue does not name keeps its code; a house game is never "simulated"
    expect(k3?.textContent).toContain('LOTT_K3');
    expect(k3?.textContent).toContain('Every minute');
    expect(k3?.textContent).toContain('10 s before');
    expect(within(k3 as HTMLElement).queryByTestId('bo-lottery-simulated')).toBeNull();
  });

  it('shows a viewer the draws and the set-up read only: no result entry, no void, no saves', async () => {
    lotteryApi();
    renderAs('viewer', '&game=VN_SOUTH&draw=2');
    const card = await screen.findByTestId('bo-draw-card');
    expect(screen.getByText('Read only: your role can look at the lottery but not change it.')).toBeTruthy();
    expect(within(card).queryByTestId('bo-draw-enter')).toBeNull();
    expect(within(card).queryByTestId('bo-draw-void')).toBeNull();
    fireEvent.click(screen.getByTestId('bo-tab-setup'));
    expect(screen.queryByTestId('bo-lottery-schedule-save')).toBeNull();
    expect(screen.queryByTestId('bo-lottery-odds-save')).toBeNull();
    expect(screen.getByTestId('bo-lottery-cron').matches(':disabled')).toBe(true);
    expect(screen.getByTestId('bo-lottery-simulate').hasAttribute('disabled')).toBe(true);
  });

  it('saves the schedule alone, reads it back in words, and says it was saved', async () => {
    const api = lotteryApi();
    renderAs('admin', '&game=VN_SOUTH&tab=setup');
    const cron = await screen.findByTestId('bo-lottery-cron');
    fireEvent.change(cron, { target: { value: '*/15 * * * * *' } });
    fireEvent.change(screen.getByTestId('bo-lottery-close'), { target: { value: '5' } });
    expect(screen.getByTestId('bo-lottery-schedule').textContent).toContain('Reads as: Every 15 seconds');
    // the other sections have nothing to save
    expect((screen.getByTestId('bo-lottery-stakes-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('bo-lottery-schedule-save'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-lottery-schedule-notice').textContent).toBe('Saved. Players see it now.'),
    );
    expect(api.sent('PATCH', '/ops/v1/lottery/games/VN_SOUTH').map((c) => c.body)).toEqual([
      { cron: '*/15 * * * * *', timezone: 'Asia/Ho_Chi_Minh', closeSeconds: 5 },
    ]);
    expect(api.sent('PATCH', '/ops/v1/lottery/games/VN_SOUTH')[0]?.query.get('merchant')).toBe('siam');
  });

  it('sends stakes and the limit in minor units exactly, and the odds of only the play that changed', async () => {
    const api = lotteryApi({
      'PATCH /ops/v1/lottery/games/LOTT_K3': (call) => ({
        value: { ...GAMES[1], ...(call.body as Partial<OpsLotteryGame>) },
      }),
    });
    renderAs('admin', '&game=LOTT_K3&tab=setup');
    fireEvent.change(await screen.findByTestId('bo-lottery-maxStake'), { target: { value: '60,000.07' } });
    fireEvent.change(screen.getByTestId('bo-lottery-liabilityLimit'), { target: { value: '2500.5' } });
    fireEvent.click(screen.getByTestId('bo-lottery-stakes-save'));
    await waitFor(() => expect(api.sent('PATCH', '/ops/v1/lottery/games/LOTT_K3')).toHaveLength(1));
    expect(api.sent('PATCH', '/ops/v1/lottery/games/LOTT_K3')[0]?.body).toEqual({
      minStake: 100,
      maxStake: 6_000_007,
      liabilityLimit: 250_050,
    });
    // the defaults stand beside the fields; one key typed sends that play's whole table
    const bigSmall = screen.getByTestId('bo-odds-k3.big-small');
    expect(bigSmall.textContent).toContain('Big');
    expect(bigSmall.textContent).toContain('1.99');
    fireEvent.change(screen.getByTestId('bo-odds-k3.big-small-big'), { target: { value: '1.95' } });
    fireEvent.click(screen.getByTestId('bo-lottery-odds-save'));
    await waitFor(() => expect(api.sent('PATCH', '/ops/v1/lottery/games/LOTT_K3')).toHaveLength(2));
    expect(api.sent('PATCH', '/ops/v1/lottery/games/LOTT_K3')[1]?.body).toEqual({
      odds: { 'k3.big-small': { big: 19_500, small: 19_900, odd: 19_900, even: 19_900 } },
    });
  });

  it("shows a refusal in the back office's words with the server's reason, and keeps what was typed", async () => {
    lotteryApi({
      'PATCH /ops/v1/lottery/games/VN_SOUTH': () => ({
        errorCode: 'lottery.game.invalid',
        status: 400,
        message: 'These game settings are not valid: sales must close before the previous draw’s next one',
      }),
    });
    renderAs('admin', '&game=VN_SOUTH&tab=setup');
    fireEvent.change(await screen.findByTestId('bo-lottery-close'), { target: { value: '90000' } });
    expect(screen.getByText('A whole number of seconds, at most 86400 (a day).')).toBeTruthy();
    expect((screen.getByTestId('bo-lottery-schedule-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('bo-lottery-close'), { target: { value: '86400' } });
    fireEvent.click(screen.getByTestId('bo-lottery-schedule-save'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-lottery-schedule-notice').textContent).toBe(
        'These game settings are not valid. Reason: sales must close before the previous draw’s next one.',
      ),
    );
    expect((screen.getByTestId('bo-lottery-close') as HTMLInputElement).value).toBe('86400');
  });

  it('shows a draw with its exposure against the limit, the number near it standing out', async () => {
    lotteryApi();
    renderAs('admin', '&game=VN_SOUTH');
    const rows = await screen.findAllByTestId('bo-lottery-draws-row');
    // the coming draw on top, then the draws whose time has come
    expect(rows.map((r) => within(r).getByTestId('bo-draw-open').textContent)).toEqual([
      '20261202',
      '20261201',
      '20261130',
    ]);
    expect(within(rows[2] as HTMLElement).getByTestId('bo-draw-result').textContent).toContain('123456');
    fireEvent.click(within(rows[1] as HTMLElement).getByTestId('bo-draw-open'));
    const card = await screen.findByTestId('bo-draw-card');
    const bars = await within(card).findAllByTestId('bo-exposure-row');
    expect(bars.map((b) => [b.dataset.level, b.textContent])).toEqual([
      ['near', '27Lô900.0090% of limit'],
      ['ok', '05Đề100.0010% of limit'],
    ]);
  });

  it('builds a VN result from its tiers, refuses a wrong one here and sends the right shape', async () => {
    const api = lotteryApi({
      'POST /ops/v1/lottery/draws/2/result': ok({ drawId: 2, result: VN_SOUTH_RESULT }),
    });
    renderAs('admin', '&game=VN_SOUTH&draw=2');
    fireEvent.click(await screen.findByTestId('bo-draw-enter'));
    const form = screen.getByTestId('bo-result-form');
    expect(within(form).getByText('Special prize')).toBeTruthy();
    expect(within(form).getByText('Eighth prize')).toBeTruthy();
    for (const [tier, numbers] of Object.entries(VN_SOUTH_RESULT))
      numbers.forEach((number, i) => {
        fireEvent.change(within(form).getByTestId(`bo-result-${tier}[${i}]`), { target: { value: number } });
      });
    fireEvent.change(within(form).getByTestId('bo-result-third[1]'), { target: { value: '4567' } });
    fireEvent.click(within(form).getByTestId('bo-result-submit'));
    expect(within(form).getByTestId('bo-result-problem').textContent).toBe(
      'Third prize 2 needs exactly 5 digits.',
    );
    expect(within(form).getByTestId('bo-result-third[1]').getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('POST', '/ops/v1/lottery/draws/2/result')).toHaveLength(0);
    fireEvent.change(within(form).getByTestId('bo-result-third[1]'), { target: { value: '45678' } });
    expect(within(form).queryByTestId('bo-result-problem')).toBeNull();
    fireEvent.click(within(form).getByTestId('bo-result-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-draw-done').textContent).toBe(
        "Result entered. The draw's tickets settle now.",
      ),
    );
    expect(api.sent('POST', '/ops/v1/lottery/draws/2/result')[0]?.body).toEqual({ result: VN_SOUTH_RESULT });
  });

  it('voids a draw only with a reason, after a second look', async () => {
    const api = lotteryApi({ 'POST /ops/v1/lottery/draws/3/void': ok({ drawId: 3 }) });
    renderAs('admin', '&game=VN_SOUTH&draw=3');
    const card = await screen.findByTestId('bo-draw-card');
    // its time has not come: no result yet, but it can be voided
    expect(within(card).queryByTestId('bo-draw-enter')).toBeNull();
    fireEvent.click(within(card).getByTestId('bo-draw-void'));
    const dialog = screen.getByTestId('bo-void');
    expect(dialog.textContent).toContain('Void draw 20261202?');
    expect(dialog.textContent).toContain('It has no tickets');
    const confirm = within(dialog).getByTestId('bo-void-ok') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('bo-void-reason'), {
      target: { value: 'Official draw cancelled' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByTestId('bo-void')).toBeNull());
    expect(api.sent('POST', '/ops/v1/lottery/draws/3/void')[0]?.body).toEqual({
      reason: 'Official draw cancelled',
    });
    expect(screen.getByTestId('bo-draw-done').textContent).toBe('Draw voided. Its tickets are refunded now.');
  });
});
