import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, fail, fakeApi, lastQueryTo, ok } from '../../test/fake-api.ts';
import { renderMemberPage } from '../../test/render.tsx';
import { BetRecordPage } from './bet-record-page.tsx';
import { bet, betPage, setUpRecordPageTests } from './test-betting.ts';

const PATH = '/wps/report/accountGameBetHistory';

function site(answer: Answer | Answer[] = ok(betPage([bet(1)]))) {
  return fakeApi({ [`GET ${PATH}`]: answer });
}

const lastQuery = (api: ReturnType<typeof fakeApi>) => lastQueryTo(api, PATH);

setUpRecordPageTests();

describe('betting record page', () => {
  it('asks for today, every game and status, first page of ten', async () => {
    const api = site();
    renderMemberPage(<BetRecordPage />);
    await screen.findAllByTestId('bet-row');
    expect(lastQuery(api)).toEqual({ period: 'today', pageNum: '1', pageSize: '10' });
    expect(screen.getByTestId('bet-period-today').getAttribute('aria-checked')).toBe('true');
  });

  it('shows the totals of the selection and each bet with its game, provider, round, money and status', async () => {
    site(
      ok(
        betPage(
          [
            bet(3, {
              status: 'open',
              payout: 0,
              winLoss: 0,
              validBet: 0,
              stake: 5_000,
              gameName: 'Dragon Tiger',
            }),
            bet(2, {
              status: 'lost',
              payout: 0,
              winLoss: -123_456_78,
              stake: 123_456_78,
              validBet: 123_456_78,
            }),
            bet(1, { vendor: 'HLIVE', gameCategory: 'LIVE', gameName: 'Baccarat A', roundId: 'RND-77' }),
          ],
          {
            total: 3,
            totals: {
              count: 3,
              stake: 123_571_78,
              validBet: 123_466_78,
              payout: 25_000,
              winLoss: -123_441_78,
            },
          },
        ),
      ),
    );
    renderMemberPage(<BetRecordPage />);

    const rows = await screen.findAllByTestId('bet-row');
    expect(rows.map((row) => row.dataset.status)).toEqual(['open', 'lost', 'won']);
    const [open, lost, won] = rows as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(open).getByTestId('bet-game').textContent).toBe('Dragon Tiger');
    expect(within(open).getByTestId('bet-stake').textContent).toBe('฿50.00');
    expect(within(open).queryByTestId('bet-payout')).toBeNull();
    expect(within(open).queryByTestId('bet-win-loss')).toBeNull();
    expect(within(open).getByTestId('bet-status').textContent).toBe('Open');

    expect(within(lost).getByTestId('bet-stake').textContent).toBe('฿123,456.78');
    expect(within(lost).getByTestId('bet-valid').textContent).toBe('฿123,456.78');
    expect(within(lost).getByTestId('bet-win-loss').textContent).toBe('−฿123,456.78');
    expect(within(lost).getByTestId('bet-win-loss').className).toMatch(/debit/);
    expect(within(lost).getByTestId('bet-status').textContent).toBe('Lost');

    // the vendor's display name comes from the site's vendor lanes
    expect(within(won).getByTestId('bet-meta').textContent).toBe('HLIVE Gaming · Live casino');
    expect(within(won).getByTestId('bet-round').textContent).toBe('Round RND-77');
    expect(within(won).getByTestId('bet-payout').textContent).toBe('฿250.00');
    expect(within(won).getByTestId('bet-win-loss').textContent).toBe('+฿150.00');
    expect(within(won).getByTestId('bet-win-loss').className).toMatch(/credit/);
    expect(won.textContent).toContain('23/11/2026 09:15');

    const totals = screen.getByTestId('bet-totals');
    expect(within(totals).getByTestId('bet-totals-count').textContent).toBe('3');
    expect(within(totals).getByTestId('bet-totals-stake').textContent).toBe('฿123,571.78');
    expect(within(totals).getByTestId('bet-totals-valid').textContent).toBe('฿123,466.78');
    expect(within(totals).getByTestId('bet-totals-win-loss').textContent).toBe('−฿123,441.78');
    expect(within(totals).getByTestId('bet-totals-win-loss').className).toMatch(/debit/);
  });

  it('filters by game type, provider of that type, status and quick range, each time from the first page', async () => {
    const api = site(ok(betPage([bet(1)], { totalPages: 3, total: 25 })));
    renderMemberPage(<BetRecordPage />);
    fireEvent.click(await screen.findByTestId('bet-pager-next'));
    await waitFor(() => expect(lastQuery(api).pageNum).toBe('2'));

    fireEvent.click(screen.getByTestId('bet-category-RNG'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ gameCategory: 'RNG', pageNum: '1' }));
    const vendors = screen.getByTestId('bet-vendor') as HTMLSelectElement;
    expect([...vendors.options].map((o) => o.value)).toEqual([
      '',
      ...Array.from({ length: 14 }, (_, i) => `SLOT${i}`),
    ]);
    fireEvent.change(vendors, { target: { value: 'SLOT3' } });
    fireEvent.click(screen.getByTestId('bet-status-lost'));
    fireEvent.click(screen.getByTestId('bet-period-lastMonth'));
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        gameCategory: 'RNG',
        vendor: 'SLOT3',
        status: 'lost',
        period: 'lastMonth',
        pageNum: '1',
        pageSize: '10',
      }),
    );

    // another type: its own providers, and a provider it does not have is let go
    fireEvent.click(screen.getByTestId('bet-category-LIVE'));
    expect([...vendors.options].map((o) => o.value)).toEqual(['', 'HLIVE']);
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ gameCategory: 'LIVE', status: 'lost' }));
    expect(lastQuery(api)).not.toHaveProperty('vendor');

    fireEvent.click(screen.getByTestId('bet-category-all'));
    fireEvent.click(screen.getByTestId('bet-status-all'));
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ period: 'lastMonth', pageNum: '1', pageSize: '10' }),
    );
  });

  it('offers every quick range and the site categories from the vendor lanes', async () => {
    site();
    renderMemberPage(<BetRecordPage />);
    await screen.findAllByTestId('bet-row');
    const periods = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth'];
    for (const period of periods) expect(screen.getByTestId(`bet-period-${period}`)).toBeTruthy();
    const categories = within(screen.getByTestId('bet-categories'))
      .getAllByRole('radio')
      .map((chip) => chip.textContent);
    expect(categories).toEqual(['All games', 'Slots', 'Live casino', 'Fishing', 'Sports']);
  });

  it('asks for custom days as start and end dates, and refuses a backwards or longer than 90 day range', async () => {
    const api = site();
    renderMemberPage(<BetRecordPage />);
    fireEvent.click(await screen.findByTestId('bet-custom'));
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ startDate: '2026-11-17', endDate: '2026-11-23', pageNum: '1' }),
    );
    expect(lastQuery(api)).not.toHaveProperty('period');

    fireEvent.change(screen.getByTestId('bet-from'), { target: { value: '2026-08-26' } });
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ startDate: '2026-08-26', endDate: '2026-11-23' }),
    );

    const calls = api.callsTo('GET', PATH).length;
    fireEvent.change(screen.getByTestId('bet-from'), { target: { value: '2026-08-25' } });
    expect(screen.getByTestId('bet-range-problem').textContent).toBe('Choose at most 90 days.');
    fireEvent.change(screen.getByTestId('bet-from'), { target: { value: '2026-11-24' } });
    expect(screen.getByTestId('bet-range-problem').textContent).toBe(
      'The start date must be on or before the end date.',
    );
    expect(screen.queryAllByTestId('bet-row')).toHaveLength(0);
    expect(api.callsTo('GET', PATH)).toHaveLength(calls);

    // a quick range and back: the custom days are remembered
    fireEvent.click(screen.getByTestId('bet-period-last7'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ period: 'last7' }));
    fireEvent.click(screen.getByTestId('bet-custom'));
    expect((screen.getByTestId('bet-from') as HTMLInputElement).value).toBe('2026-11-24');
  });

  it('pages through the record and keeps the other filters', async () => {
    const api = site((call) =>
      ok(
        betPage(
          [bet(Number(call.query.get('pageNum')) * 100, { gameName: `Page ${call.query.get('pageNum')}` })],
          {
            pageNum: Number(call.query.get('pageNum')),
            totalPages: 3,
            total: 25,
          },
        ),
      ),
    );
    renderMemberPage(<BetRecordPage />);
    expect((await screen.findByTestId('bet-game')).textContent).toBe('Page 1');
    fireEvent.click(screen.getByTestId('bet-status-won'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: 'won', pageNum: '1' }));
    fireEvent.click(screen.getByTestId('bet-pager-page-3'));
    await waitFor(() => expect(screen.getByTestId('bet-game').textContent).toBe('Page 3'));
    expect(lastQuery(api)).toMatchObject({ status: 'won', pageNum: '3', pageSize: '10' });
    expect(screen.getByTestId('bet-pager-next')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('bet-pager-prev'));
    await waitFor(() => expect(screen.getByTestId('bet-game').textContent).toBe('Page 2'));
  });

  it('shows a loading state, then an empty state with zero totals when nothing matches', async () => {
    let release: (answer: Answer) => void = () => undefined;
    site(() => new Promise<Answer>((resolve) => (release = resolve)));
    renderMemberPage(<BetRecordPage />);
    expect(await screen.findByTestId('bet-loading')).toBeTruthy();
    release(ok(betPage([])));
    expect(await screen.findByTestId('bet-empty')).toBeTruthy();
    expect(screen.getByTestId('bet-totals-count').textContent).toBe('0');
    expect(screen.queryByTestId('bet-loading')).toBeNull();
    expect(screen.queryByTestId('bet-pager')).toBeNull();
  });

  it('says why the record did not load and tries again', async () => {
    const api = site([fail('service.unavailable', 503), ok(betPage([bet(1)]))]);
    renderMemberPage(<BetRecordPage />);
    const failed = await screen.findByTestId('bet-failed');
    fireEvent.click(within(failed).getByRole('button'));
    expect(await screen.findAllByTestId('bet-row')).toHaveLength(1);
    expect(api.callsTo('GET', PATH)).toHaveLength(2);
  });

  it('shows a win that pays back less than the stake as a part returned, not as won', async () => {
    site(
      ok(
        betPage([
          bet(1, { status: 'won', stake: 1_000, payout: 400, winLoss: -600 }),
          bet(2, { status: 'won', stake: 1_000, payout: 2_500, winLoss: 1_500 }),
        ]),
      ),
    );
    renderMemberPage(<BetRecordPage />);
    const rows = await screen.findAllByTestId('bet-row');
    expect(within(rows[0]!).getByTestId('bet-status').textContent).toBe('Part returned');
    expect(within(rows[1]!).getByTestId('bet-status').textContent).toBe('Won');
  });

  it('reads in Thai', async () => {
    site(ok(betPage([bet(1, { status: 'refunded', winLoss: 0, payout: 10_000 })])));
    renderMemberPage(<BetRecordPage />, { language: 'th' });
    expect((await screen.findByTestId('bet-status')).textContent).toBe('คืนเงิน');
    expect(screen.getByTestId('bet-period-today').textContent).toBe('วันนี้');
    expect(screen.getByRole('heading', { name: 'ประวัติการเดิมพัน' })).toBeTruthy();
  });
});
