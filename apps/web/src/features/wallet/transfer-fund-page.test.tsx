import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fail, fakeApi, ok } from '../../test/fake-api.ts';
import { balanceOf, deferred } from '../../test/fixtures.ts';
import { renderMemberPage } from '../../test/render.tsx';
import { resetMemberState, signInMember } from '../../test/session.ts';
import { walletKeys } from './api/wallet-keys.ts';
import { fundsOf, TRANSFER_WALLETS } from './test-wallet.tsx';
import { TransferFundPage } from './transfer-fund-page.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const bodies = (calls: Call[]) => calls.map((call) => call.body as Record<string, unknown>);

beforeEach(() => {
  resetMemberState();
  signInMember();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A transfer-wallet site whose funds change with each transfer answer, in turn. */
function transferSite(funds = fundsOf(500_000, { HOUSE: 12_345, NOVA: 0 }), transfers: Answer[] = []) {
  let current = funds;
  let served = 0;
  return fakeApi({
    'GET /wps/relay/GCS_merchantWallet': ok(TRANSFER_WALLETS),
    'GET /wps/member/info/funds/consolidated': () => ok(current),
    'GET /wps/v2/wallets/balance': () => ok(balanceOf(current.main)),
    'POST /wps/relay/GCS_walletTransfer': () => {
      const answer = transfers[Math.min(served++, transfers.length - 1)] ?? fail('unknown.error');
      if (typeof answer === 'object' && 'value' in answer) current = answer.value as typeof current;
      return answer;
    },
  });
}

describe('transferFund page, transfer wallets', () => {
  it('shows the total, the main wallet and every game wallet with its balance, and keeps the funds in the session', async () => {
    const api = transferSite();
    renderMemberPage(<TransferFundPage />);

    const page = await screen.findByTestId('transfer-fund-page');
    expect(screen.getByTestId('wallet-total-balance').textContent).toBe('฿5,123.45');
    expect(screen.getByTestId('wallet-main-balance').textContent).toBe('฿5,000.00');
    expect(screen.getByTestId('wallet-games-balance').textContent).toBe('฿123.45');
    expect(within(screen.getByTestId('wallet-vendor-HOUSE')).getByText('House Slots')).toBeTruthy();
    expect(screen.getByTestId('wallet-vendor-balance-HOUSE').textContent).toBe('฿123.45');
    // a vendor the member never used has an empty wallet, not a missing card
    expect(screen.getByTestId('wallet-vendor-balance-FB').textContent).toBe('฿0.00');
    expect((screen.getByTestId('wallet-all-out-FB') as HTMLButtonElement).disabled).toBe(true);
    expect(page.textContent).not.toContain('nothing to transfer');

    expect(api.callsTo('GET', '/wps/relay/GCS_merchantWallet')[0]?.query.get('merchantCode')).toBe('siam');
    const kept = JSON.parse(sessionStorage.getItem('consolidated') ?? '{}');
    expect(kept.value.main).toBe(500_000);
    expect(JSON.parse(sessionStorage.getItem('merchantWallet') ?? '{}')).toEqual({
      merchantCode: 'siam',
      value: TRANSFER_WALLETS,
    });
  });

  it('starts from the funds kept in the session while it reads them again', async () => {
    sessionStorage.setItem(
      'consolidated',
      JSON.stringify({ at: Date.now() - 60_000, value: fundsOf(700_000) }),
    );
    const fresh = deferred<Answer>();
    const api = fakeApi({
      'GET /wps/relay/GCS_merchantWallet': ok(TRANSFER_WALLETS),
      'GET /wps/member/info/funds/consolidated': () => fresh.promise,
    });
    renderMemberPage(<TransferFundPage />);
    expect((await screen.findByTestId('wallet-main-balance')).textContent).toBe('฿7,000.00');
    fresh.resolve(ok(fundsOf(800_000)));
    await waitFor(() => expect(screen.getByTestId('wallet-main-balance').textContent).toBe('฿8,000.00'));
    expect(api.callsTo('GET', '/wps/member/info/funds/consolidated')).toHaveLength(1);
  });

  it('transfers an amount from the main wallet into a game wallet and shows the new funds', async () => {
    const after = fundsOf(490_000, { HOUSE: 22_345, NOVA: 0 });
    const api = transferSite(undefined, [ok(after)]);
    const { client } = renderMemberPage(<TransferFundPage />);
    client.setQueryData(walletKeys.balance, balanceOf(500_000));

    fireEvent.change(await screen.findByTestId('wallet-transfer-to'), { target: { value: 'HOUSE' } });
    fireEvent.change(screen.getByTestId('wallet-transfer-amount'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('wallet-transfer-submit'));

    expect((await screen.findByTestId('wallet-transfer-done')).textContent).toContain(
      '฿100.00 transferred to House Slots.',
    );
    const [body] = bodies(api.callsTo('POST', '/wps/relay/GCS_walletTransfer'));
    expect(body).toEqual({
      direction: 'in',
      vendor: 'HOUSE',
      amount: 10_000,
      requestId: expect.stringMatching(UUID),
    });
    expect(screen.getByTestId('wallet-main-balance').textContent).toBe('฿4,900.00');
    expect(screen.getByTestId('wallet-vendor-balance-HOUSE').textContent).toBe('฿223.45');
    // every money query is read again: the header balance too
    expect(client.getQueryState(walletKeys.balance)?.isInvalidated).toBe(true);
    expect((screen.getByTestId('wallet-transfer-amount') as HTMLInputElement).value).toBe('');
  });

  it('moves all of a game wallet back when the sides are swapped and "all" is chosen', async () => {
    const api = transferSite(undefined, [ok(fundsOf(512_345, { HOUSE: 0, NOVA: 0 }))]);
    renderMemberPage(<TransferFundPage />);

    fireEvent.click(await screen.findByTestId('wallet-transfer-swap'));
    expect((screen.getByTestId('wallet-transfer-from') as HTMLSelectElement).value).toBe('HOUSE');
    expect((screen.getByTestId('wallet-transfer-to') as HTMLSelectElement).value).toBe('main');
    fireEvent.click(screen.getByTestId('wallet-transfer-all'));
    expect((screen.getByTestId('wallet-transfer-amount') as HTMLInputElement).value).toBe('123.45');
    fireEvent.click(screen.getByTestId('wallet-transfer-submit'));

    expect((await screen.findByTestId('wallet-transfer-done')).textContent).toContain(
      '฿123.45 transferred from House Slots to your main wallet.',
    );
    const [body] = bodies(api.callsTo('POST', '/wps/relay/GCS_walletTransfer'));
    expect(body).toEqual({ direction: 'out', vendor: 'HOUSE', requestId: expect.stringMatching(UUID) });
  });

  it('keeps one side on the main wallet whichever side is changed', async () => {
    transferSite();
    renderMemberPage(<TransferFundPage />);
    const from = (await screen.findByTestId('wallet-transfer-from')) as HTMLSelectElement;
    const to = screen.getByTestId('wallet-transfer-to') as HTMLSelectElement;
    fireEvent.change(from, { target: { value: 'NOVA' } });
    expect(to.value).toBe('main');
    fireEvent.change(to, { target: { value: 'FB' } });
    expect(from.value).toBe('main');
    fireEvent.change(from, { target: { value: 'main' } });
    expect(to.value).toBe('FB');
  });

  it('checks the amount against the source wallet before sending anything', async () => {
    const api = transferSite();
    renderMemberPage(<TransferFundPage />);
    const amount = await screen.findByTestId('wallet-transfer-amount');

    fireEvent.click(screen.getByTestId('wallet-transfer-submit'));
    expect(await screen.findByText('Please enter an amount.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '12.345' } });
    fireEvent.click(screen.getByTestId('wallet-transfer-submit'));
    expect(await screen.findByText('Please enter a valid amount, with at most 2 decimals.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '5,000.01' } });
    fireEvent.click(screen.getByTestId('wallet-transfer-submit'));
    expect(await screen.findByText('Main wallet only holds ฿5,000.00.')).toBeTruthy();
    expect(api.callsTo('POST', '/wps/relay/GCS_walletTransfer')).toHaveLength(0);
  });

  it('fills the amount from a quick amount and offers none above the balance', async () => {
    transferSite(fundsOf(80_000, { HOUSE: 0 }));
    renderMemberPage(<TransferFundPage />);
    fireEvent.click(await screen.findByTestId('wallet-quick-50000'));
    expect((screen.getByTestId('wallet-transfer-amount') as HTMLInputElement).value).toBe('500.00');
    expect((screen.getByTestId('wallet-quick-100000') as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves everything into a game wallet in one click, and collects every game wallet back', async () => {
    const api = transferSite(undefined, [
      ok(fundsOf(0, { HOUSE: 12_345, NOVA: 500_000 })),
      ok(fundsOf(512_345)),
    ]);
    renderMemberPage(<TransferFundPage />);

    fireEvent.click(await screen.findByTestId('wallet-all-in-NOVA'));
    expect((await screen.findByTestId('wallet-transfer-done')).textContent).toContain(
      '฿5,000.00 transferred to Nova Gaming.',
    );
    await waitFor(() =>
      expect((screen.getByTestId('wallet-collect-all') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('wallet-collect-all'));
    await waitFor(() =>
      expect(screen.getByTestId('wallet-transfer-done').textContent).toContain(
        '฿5,123.45 collected from your game wallets into your main wallet.',
      ),
    );
    const [allIn, collect] = bodies(api.callsTo('POST', '/wps/relay/GCS_walletTransfer'));
    expect(allIn).toEqual({ direction: 'in', vendor: 'NOVA', requestId: expect.stringMatching(UUID) });
    expect(collect).toEqual({ direction: 'out', requestId: expect.stringMatching(UUID) });
    expect(collect?.requestId).not.toBe(allIn?.requestId);
  });

  it('shows the translated error and sends a retry of the same transfer with the same requestId', async () => {
    const api = transferSite(undefined, [
      fail('wallet.vendor.unknown', 404),
      ok(fundsOf(0, { HOUSE: 512_345 })),
    ]);
    renderMemberPage(<TransferFundPage />);

    fireEvent.click(await screen.findByTestId('wallet-all-in-HOUSE'));
    expect((await screen.findByTestId('wallet-transfer-error')).textContent).toContain(
      'This game wallet does not exist.',
    );
    await waitFor(() =>
      expect((screen.getByTestId('wallet-all-in-HOUSE') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('wallet-all-in-HOUSE'));
    await screen.findByTestId('wallet-transfer-done');
    const [first, retry] = bodies(api.callsTo('POST', '/wps/relay/GCS_walletTransfer'));
    expect(retry?.requestId).toBe(first?.requestId);
  });

  it('speaks Thai', async () => {
    transferSite();
    renderMemberPage(<TransferFundPage />, { language: 'th' });
    expect(await screen.findByText('กระเป๋าเกม')).toBeTruthy();
    expect(screen.getByTestId('wallet-collect-all').textContent).toBe('ดึงเงินกลับทั้งหมด');
    expect(screen.getByTestId('wallet-all-in-HOUSE').textContent).toBe('โอนเข้าทั้งหมด');
  });
});

describe('transferFund page, one wallet', () => {
  it('shows the main wallet and says plainly there is nothing to transfer', async () => {
    const api = fakeApi({
      'GET /wps/relay/GCS_merchantWallet': ok({ isSingle: 1, vendors: [] }),
      'GET /wps/member/info/funds/consolidated': ok({
        ...fundsOf(50_000),
        currency: 'USD',
        currencySymbol: '$',
      }),
    });
    renderMemberPage(<TransferFundPage />);

    expect((await screen.findByTestId('wallet-main-balance')).textContent).toBe('$500.00');
    const single = screen.getByTestId('wallet-single');
    expect(single.textContent).toContain('One wallet for every game');
    expect(single.textContent).toContain('so there is nothing to transfer');
    expect(screen.queryByTestId('wallet-transfer-form')).toBeNull();
    expect(screen.queryByTestId('wallet-collect-all')).toBeNull();
    expect(api.callsTo('POST', '/wps/relay/GCS_walletTransfer')).toHaveLength(0);
  });

  it('reads the wallet model once per session', async () => {
    sessionStorage.setItem(
      'merchantWallet',
      JSON.stringify({ merchantCode: 'siam', value: { isSingle: 1, vendors: [] } }),
    );
    const api = fakeApi({ 'GET /wps/member/info/funds/consolidated': ok(fundsOf(50_000)) });
    renderMemberPage(<TransferFundPage />);
    expect(await screen.findByTestId('wallet-single')).toBeTruthy();
    expect(api.callsTo('GET', '/wps/relay/GCS_merchantWallet')).toHaveLength(0);
  });

  it('offers a retry when the wallet cannot be read', async () => {
    fakeApi({
      'GET /wps/relay/GCS_merchantWallet': [
        fail('service.unavailable', 503),
        ok({ isSingle: 1, vendors: [] }),
      ],
      'GET /wps/member/info/funds/consolidated': ok(fundsOf(50_000)),
    });
    renderMemberPage(<TransferFundPage />);
    const failed = await screen.findByTestId('wallet-load-failed');
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('wallet-single')).toBeTruthy();
  });
});
