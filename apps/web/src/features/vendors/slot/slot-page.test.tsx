import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type Reply } from '../../../test/fake-api.ts';
import { preferReducedMotion, renderGamePage } from '../shared/test-vendors.tsx';
import { SlotPage } from './slot-page.tsx';
import {
  DRAGON_GRID,
  dragonLine,
  GAME,
  houseSession,
  LAUNCH_TOKEN,
  round,
  screenOf,
  spinResult,
} from './test-slot.ts';

const SESSION = 'POST /vendor/house/v1/session';
const SPIN = 'POST /vendor/house/v1/slot/spin';
const HISTORY = 'GET /vendor/house/v1/history';
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

function openSlot(query = '?trial=1') {
  return renderGamePage('/play/house/slot/:gameCode', <SlotPage />, `/play/house/slot/dragon_gold${query}`);
}

/** Spin answers taken one by one from `replies`. */
function replies(...list: Reply[]) {
  let next = 0;
  return () => list[Math.min(next++, list.length - 1)] as Reply;
}

const balance = () => screen.getByTestId('balance').textContent;

beforeEach(() => preferReducedMotion());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('slot page', () => {
  it('opens a trial session and shows the game, the demo balance and a 5 x 3 screen', async () => {
    const api = fakeApi({ [SESSION]: { value: houseSession() }, [HISTORY]: { value: [] } });
    openSlot();
    expect(await screen.findByTestId('slot-reels')).toBeTruthy();
    expect(api.to(SESSION)[0]?.body).toEqual({ gameCode: 'dragon_gold', trial: true });
    expect(screen.getByRole('heading', { name: 'Dragon Gold' })).toBeTruthy();
    expect(screen.getByTestId('trial-badge').textContent).toBe('TRIAL');
    expect(balance()).toBe('1,000.00');
    const cells = screen.getAllByTestId('slot-cell');
    expect(cells).toHaveLength(15);
    expect(cells.every((cell) => GAME.symbols.some((s) => s.key === cell.dataset.symbol))).toBe(true);
    expect(screen.getByTestId('stake-value').textContent).toBe('0.50');
  });

  it('opens a real-money session with the launch token and shows the currency', async () => {
    const api = fakeApi({
      [SESSION]: { value: houseSession({ trial: false, balance: 123_456_78 }) },
      [HISTORY]: { value: [] },
    });
    openSlot(`?token=${LAUNCH_TOKEN}`);
    await screen.findByTestId('slot-reels');
    expect(api.to(SESSION)[0]?.body).toEqual({ gameCode: 'dragon_gold', token: LAUNCH_TOKEN });
    expect(balance()).toBe('123,456.78 THB');
    expect(screen.queryByTestId('trial-badge')).toBeNull();
  });

  it('asks to relaunch when the URL has neither a token nor trial, without opening a session', async () => {
    const api = fakeApi({});
    openSlot('');
    expect((await screen.findByTestId('slot-error')).textContent).toContain('launch the game again');
    expect(api.to(SESSION)).toHaveLength(0);
  });

  it('takes the stake at the press, then plays the win, shows the new balance and refreshes the history', async () => {
    let answer: (reply: Reply) => void = () => {};
    const history = replies({ value: [] }, { value: [round()] });
    const api = fakeApi({
      [SESSION]: { value: houseSession() },
      [SPIN]: () => new Promise<Reply>((resolve) => (answer = resolve)),
      [HISTORY]: history,
    });
    openSlot();
    fireEvent.click(await screen.findByTestId('spin-button'));
    await waitFor(() => expect(api.to(SPIN)).toHaveLength(1));
    expect(balance()).toBe('999.50');
    expect(screen.queryAllByTestId('slot-cell')).toHaveLength(0);

    const body = api.to(SPIN)[0]?.body;
    expect(body).toMatchObject({ session: 'trial-session-1', gameCode: 'dragon_gold', stake: 50 });
    expect(String(body?.requestId)).toMatch(REQUEST_ID);

    answer({ value: spinResult({ base: screenOf([dragonLine(250)], DRAGON_GRID), balance: 100_200 }) });
    await waitFor(() => expect(balance()).toBe('1,002.00'));
    expect(screen.getByTestId('win-amount').textContent).toBe('2.50');
    const lit = screen.getAllByTestId('slot-cell').filter((cell) => cell.dataset.win === 'true');
    expect(lit.map((cell) => cell.dataset.symbol)).toEqual(['dragon', 'dragon', 'dragon']);
    expect(screen.getByText('Line 1: 3 × Dragon pays 2.50')).toBeTruthy();

    await waitFor(() => expect(api.to(HISTORY)).toHaveLength(2));
    expect(api.to(HISTORY)[1]?.query.get('session')).toBe('trial-session-1');
    expect(api.to(HISTORY)[1]?.query.get('gameCode')).toBe('dragon_gold');
    fireEvent.click(screen.getByTestId('open-history'));
    const row = await screen.findByTestId('history-row');
    expect(row.textContent).toContain('3 x dragon on line 1');
    expect(row.textContent).toContain('2.50');
  });

  it('spins with the space bar', async () => {
    const api = fakeApi({
      [SESSION]: { value: houseSession() },
      [SPIN]: { value: spinResult() },
      [HISTORY]: { value: [] },
    });
    openSlot();
    await screen.findByTestId('slot-reels');
    fireEvent.keyDown(window, { key: ' ', code: 'Space' });
    await waitFor(() => expect(api.to(SPIN)).toHaveLength(1));
    await waitFor(() => expect(balance()).toBe('999.50'));
  });

  it('steps the stake through the bet levels and spins with the chosen one', async () => {
    const api = fakeApi({
      [SESSION]: { value: houseSession() },
      [SPIN]: { value: spinResult({ stake: 200, balance: 99_800 }) },
      [HISTORY]: { value: [] },
    });
    openSlot();
    const value = await screen.findByTestId('stake-value');
    const down = screen.getByTestId('stake-down') as HTMLButtonElement;
    const up = screen.getByTestId('stake-up') as HTMLButtonElement;
    expect(down.disabled).toBe(true);
    const seen = [value.textContent];
    for (let i = 0; i < 3; i += 1) {
      fireEvent.click(up);
      seen.push(value.textContent);
    }
    expect(seen).toEqual(['0.50', '1.00', '2.00', '5.00']);
    expect(up.disabled).toBe(true);
    fireEvent.click(down);
    expect(value.textContent).toBe('2.00');
    fireEvent.click(screen.getByTestId('spin-button'));
    await waitFor(() => expect(api.to(SPIN)[0]?.body?.stake).toBe(200));
  });

  it('stops auto-spin when the balance runs out, with a clear message', async () => {
    const api = fakeApi({
      [SESSION]: { value: houseSession() },
      [SPIN]: replies(
        { value: spinResult({ balance: 99_950 }) },
        { status: 402, errorCode: 'wallet.insufficient.funds' },
        { value: spinResult() },
      ),
      [HISTORY]: { value: [] },
    });
    openSlot();
    fireEvent.click(await screen.findByTestId('auto-spin'));
    fireEvent.click(screen.getByTestId('auto-spin-10'));
    expect(screen.getByTestId('auto-spin').textContent).toMatch(/Stop/);
    const error = await screen.findByTestId('slot-error', {}, { timeout: 4000 });
    expect(error.textContent).toContain('not enough for this stake');
    await waitFor(() => expect(screen.getByTestId('auto-spin').textContent).toBe('Auto'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.to(SPIN)).toHaveLength(2);
    expect(balance()).toBe('999.50');
  });

  it('stops auto-spin before a spin the balance cannot pay', async () => {
    const api = fakeApi({
      [SESSION]: { value: houseSession({ balance: 120 }) },
      [SPIN]: replies({ value: spinResult({ balance: 70 }) }, { value: spinResult({ balance: 20 }) }),
      [HISTORY]: { value: [] },
    });
    openSlot();
    fireEvent.click(await screen.findByTestId('auto-spin'));
    fireEvent.click(screen.getByTestId('auto-spin-25'));
    expect((await screen.findByTestId('slot-error', {}, { timeout: 4000 })).dataset.kind).toBe(
      'insufficient',
    );
    expect(api.to(SPIN)).toHaveLength(2);
    expect(balance()).toBe('0.20');
  });

  it('stops auto-spin when pressed again', async () => {
    const api = fakeApi({
      [SESSION]: { value: houseSession() },
      [SPIN]: { value: spinResult() },
      [HISTORY]: { value: [] },
    });
    openSlot();
    fireEvent.click(await screen.findByTestId('auto-spin'));
    fireEvent.click(screen.getByTestId('auto-spin-50'));
    await waitFor(() => expect(api.to(SPIN).length).toBeGreaterThanOrEqual(1));
    fireEvent.click(screen.getByTestId('auto-spin'));
    await waitFor(() => expect(screen.getByTestId('auto-spin').textContent).toBe('Auto'));
    const spins = api.to(SPIN).length;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.to(SPIN)).toHaveLength(spins);
    expect(spins).toBeLessThanOrEqual(2);
  });

  it('sends the same request id again when retrying after a network failure, and a new one for the next spin', async () => {
    const api = fakeApi({
      [SESSION]: { value: houseSession() },
      [SPIN]: replies(
        'network',
        { value: spinResult({ balance: 99_950 }) },
        { value: spinResult({ balance: 99_900 }) },
      ),
      [HISTORY]: { value: [] },
    });
    openSlot();
    fireEvent.click(await screen.findByTestId('spin-button'));
    const error = await screen.findByTestId('slot-error');
    expect(error.dataset.kind).toBe('network');
    expect(balance()).toBe('1,000.00');
    expect((screen.getByTestId('stake-up') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(error).getByTestId('retry-spin'));
    await waitFor(() => expect(balance()).toBe('999.50'));
    expect(screen.queryByTestId('slot-error')).toBeNull();
    const [first, retry] = api.to(SPIN);
    expect(retry?.body?.requestId).toBe(first?.body?.requestId);

    const spin = screen.getByTestId('spin-button') as HTMLButtonElement;
    await waitFor(() => expect(spin.disabled).toBe(false));
    fireEvent.click(spin);
    await waitFor(() => expect(balance()).toBe('999.00'));
    const third = api.to(SPIN)[2];
    expect(third?.body?.requestId).not.toBe(first?.body?.requestId);
    expect(String(third?.body?.requestId)).toMatch(REQUEST_ID);
  });

  it('asks to relaunch when the session has expired and offers no more spins', async () => {
    fakeApi({
      [SESSION]: { value: houseSession() },
      [SPIN]: { status: 401, errorCode: 'game.session.expired' },
      [HISTORY]: { value: [] },
    });
    openSlot();
    fireEvent.click(await screen.findByTestId('spin-button'));
    expect((await screen.findByTestId('slot-error')).textContent).toContain('launch the game again');
    expect((screen.getByTestId('spin-button') as HTMLButtonElement).disabled).toBe(true);
    expect(balance()).toBe('1,000.00');
  });

  it('plays the free spins one by one with their counter and multiplier, and stops auto-spin on the trigger', async () => {
    const scatter = { line: -1, symbol: 9, count: 3, amount: 100, cells: [] as [number, number][] };
    const api = fakeApi({
      [SESSION]: { value: houseSession() },
      [SPIN]: {
        value: spinResult({
          base: screenOf([
            {
              ...scatter,
              cells: [
                [0, 0],
                [2, 1],
                [4, 2],
              ],
            },
          ]),
          freeSpins: [screenOf([dragonLine(750)], DRAGON_GRID), screenOf()],
          balance: 100_800,
        }),
      },
      [HISTORY]: { value: [] },
    });
    openSlot();
    fireEvent.click(await screen.findByTestId('auto-spin'));
    fireEvent.click(screen.getByTestId('auto-spin-10'));
    expect((await screen.findByTestId('free-spins-won', {}, { timeout: 3000 })).textContent).toContain(
      '2 free spins!',
    );
    await waitFor(
      () => expect(screen.getByTestId('free-spin-counter').textContent).toContain('Free spin 1 / 2'),
      {
        timeout: 3000,
      },
    );
    expect(screen.getByTestId('free-spin-multiplier').textContent).toBe('×3');
    expect(balance()).toBe('999.50');
    await waitFor(
      () => expect(screen.getByTestId('free-spin-counter').textContent).toContain('Free spin 2 / 2'),
      {
        timeout: 3000,
      },
    );
    await waitFor(() => expect(balance()).toBe('1,008.00'), { timeout: 3000 });
    expect(screen.getByTestId('win-amount').textContent).toBe('8.50');
    expect(screen.getByTestId('big-win').textContent).toContain('8.50');
    expect(screen.queryByTestId('free-spin-counter')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('auto-spin').textContent).toBe('Auto'));
    expect(api.to(SPIN)).toHaveLength(1);
  });

  it('shows the paytable at the current stake with the rules and the RTP', async () => {
    fakeApi({ [SESSION]: { value: houseSession() }, [HISTORY]: { value: [] } });
    openSlot();
    fireEvent.click(await screen.findByTestId('stake-up'));
    fireEvent.click(screen.getByTestId('open-paytable'));
    const panel = await screen.findByTestId('paytable-panel');
    expect(within(panel).getByTestId('slot-rtp').textContent).toBe('RTP 96.50%');
    const dragon = within(panel)
      .getAllByTestId('paytable-symbol')
      .find((item) => item.dataset.symbol === 'dragon');
    // Stake 1.00 over 5 lines: a line bet of 0.20; five dragons pay 100 line bets.
    expect(dragon?.textContent).toContain('5×20.00');
    expect(dragon?.textContent).toContain('3×1.00');
    const scatter = within(panel)
      .getAllByTestId('paytable-symbol')
      .find((item) => item.dataset.symbol === 'scatter');
    expect(scatter?.textContent).toContain('5×50.00');
    expect(within(panel).getByTestId('free-spins-rule').textContent).toContain('3 scatters = 8 free spins');
    expect(within(panel).getByTestId('free-spins-rule').textContent).toContain('× 3');
  });

  it('shows the Thai texts', async () => {
    fakeApi({ [SESSION]: { value: houseSession() }, [HISTORY]: { value: [] } });
    renderGamePage('/play/house/slot/:gameCode', <SlotPage />, '/play/house/slot/dragon_gold?trial=1', 'th');
    expect((await screen.findByTestId('spin-button')).textContent).toBe('หมุน');
    expect(screen.getByTestId('trial-badge').textContent).toBe('ทดลองเล่น');
  });
});
