import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCentreStore } from '../../shell/centre/centre-store.ts';
import {
  consolidatedOf,
  contractOf,
  kindInfoOf,
  paymentOf,
  paymentPageOf,
} from '../../test/contract-fixtures.ts';
import { type Answer, fail, fakeApi, lastQueryTo, ok } from '../../test/fake-api.ts';
import { renderMemberPage } from '../../test/render.tsx';
import { memberPageTestsAt } from '../../test/session.ts';
import { ContractPage } from './pages/contract-page.tsx';
import {
  CONSOLIDATED,
  CONTRACT_SITE,
  DAILY_CALL,
  DIVIDEND_CALL,
  PAYMENTS,
  signInAgent,
} from './test-contracts.ts';

memberPageTestsAt(new Date('2026-11-23T12:00:00Z'));

const OWN = contractOf({ id: 11, upline: 'boss', downline: 'agent01' });
const GIVEN = contractOf({
  id: 21,
  upline: 'agent01',
  downline: 'sub01',
  terms: { tiers: [{ minValidBet: 1_000_000, minActive: 1, rate: 50 }] },
});

function site({
  info = ok(
    consolidatedOf({
      dailysalreqtype: 1,
      dailySalary: kindInfoOf({ own: OWN, downlines: [GIVEN], ceiling: OWN.terms }),
    }),
  ),
  process = ok(OWN),
  payments = ok(paymentPageOf([paymentOf()])),
  call = DAILY_CALL,
}: {
  info?: Answer | Answer[];
  process?: Answer;
  payments?: Answer | Answer[];
  call?: string;
} = {}) {
  return fakeApi({ [`GET ${CONSOLIDATED}`]: info, [`POST ${call}`]: process, [`GET ${PAYMENTS}`]: payments });
}

const render = (kind: 'daily' | 'dividend' = 'daily', language = 'en') => {
  signInAgent();
  return renderMemberPage(<ContractPage kind={kind} />, { status: CONTRACT_SITE, language });
};

const cards = async (side: 'own' | 'downline') =>
  (await screen.findAllByTestId('contract-card')).filter((card) => card.dataset.side === side);

describe('a contract page', () => {
  it('shows my contract with its tiers, my downline agents’ contracts and the payment records', async () => {
    site();
    render();
    const [own] = await cards('own');
    expect(own?.textContent).toContain('boss');
    expect(within(own as HTMLElement).getByTestId('contract-status').textContent).toBe('Success');
    const tiers = within(own as HTMLElement).getAllByTestId('contract-terms-tier');
    expect(tiers.map((tier) => tier.textContent)).toEqual(['฿10,000.0011%', '฿50,000.0052%']);
    // a signed contract with an upline may be asked to end
    expect(within(own as HTMLElement).getByTestId('contract-requestTermination')).toBeTruthy();

    const [given] = await cards('downline');
    expect(given?.textContent).toContain('sub01');
    expect(given?.textContent).toContain('0.5%');

    const row = await screen.findByTestId('payment-row');
    expect(within(row).getByTestId('payment-base').textContent).toBe('฿20,000.00');
    expect(within(row).getByTestId('payment-amount').textContent).toBe('฿200.00');
    expect(row.textContent).toContain('Paid');
    expect(screen.getByTestId('contracts-offer')).toBeTruthy();
  });

  it('accepts an offer after a confirmation, with the right body, and reads the contracts again', async () => {
    const offer = contractOf({ id: 12, status: 'requestNew', signedAt: null });
    const api = site({
      info: [
        ok(consolidatedOf({ dailysalreqtype: 1, dailySalary: kindInfoOf({ offers: [offer] }) })),
        ok(consolidatedOf({ dailysalreqtype: 1, dailySalary: kindInfoOf({ own: OWN, ceiling: OWN.terms }) })),
      ],
    });
    render();
    const [card] = await cards('own');
    expect(within(card as HTMLElement).getByTestId('contract-status').textContent).toBe('Request new');
    expect(within(card as HTMLElement).getByTestId('contract-decline')).toBeTruthy();
    fireEvent.click(within(card as HTMLElement).getByTestId('contract-accept'));
    const dialog = await screen.findByTestId('contract-confirm');
    expect(dialog.textContent).toContain('Accept this contract?');
    expect(api.to(`POST ${DAILY_CALL}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('contract-confirm-send'));

    await waitFor(() => expect(screen.queryByTestId('contract-confirm')).toBeNull());
    expect(api.to(`POST ${DAILY_CALL}`).map((call) => call.body)).toEqual([
      { action: 'accept', contractId: 12 },
    ]);
    await waitFor(() => expect(api.to(`GET ${CONSOLIDATED}`)).toHaveLength(2));
    expect(await screen.findByText('Success')).toBeTruthy();
    // the payment records are read again too
    expect(api.to(`GET ${PAYMENTS}`).length).toBeGreaterThanOrEqual(2);
  });

  it('declines an offer, asks to end, confirms or refuses an end, each with its body', async () => {
    const offer = contractOf({ id: 12, status: 'requestNew', signedAt: null });
    const askedByOther = {
      ...GIVEN,
      id: 22,
      downline: 'sub02',
      status: 'requestTermination' as const,
      terminationBy: 'sub02',
    };
    const askedByMe = {
      ...GIVEN,
      id: 23,
      downline: 'sub03',
      status: 'requestTermination' as const,
      terminationBy: 'agent01',
    };
    const api = site({
      info: ok(
        consolidatedOf({
          dailysalreqtype: 1,
          dailySalary: kindInfoOf({
            offers: [offer],
            downlines: [GIVEN, askedByOther, askedByMe],
            ceiling: OWN.terms,
          }),
        }),
      ),
    });
    render();
    const send = async (card: HTMLElement, action: string) => {
      fireEvent.click(within(card).getByTestId(`contract-${action}`));
      fireEvent.click(
        within(await screen.findByTestId('contract-confirm')).getByTestId('contract-confirm-send'),
      );
      await waitFor(() => expect(screen.queryByTestId('contract-confirm')).toBeNull());
    };
    const [own] = await cards('own');
    await send(own as HTMLElement, 'decline');
    const [given, other, mine] = await cards('downline');
    await send(given as HTMLElement, 'requestTermination');
    expect(within(other as HTMLElement).getByTestId('contract-termination-note').textContent).toContain(
      'sub02 asked to end this contract',
    );
    await send(other as HTMLElement, 'confirmTermination');
    await send(other as HTMLElement, 'rejectTermination');
    // my own request can only be taken back
    expect(within(mine as HTMLElement).queryByTestId('contract-confirmTermination')).toBeNull();
    await send(mine as HTMLElement, 'withdrawTermination');

    expect(api.to(`POST ${DAILY_CALL}`).map((call) => call.body)).toEqual([
      { action: 'decline', contractId: 12 },
      { action: 'requestTermination', contractId: 21 },
      { action: 'confirmTermination', contractId: 22 },
      { action: 'rejectTermination', contractId: 22 },
      { action: 'rejectTermination', contractId: 23 },
    ]);
  });

  it('keeps the dialog open with the platform’s reason when an action is refused', async () => {
    const api = site({ process: fail('contract.state', 409) });
    render();
    const [own] = await cards('own');
    fireEvent.click(within(own as HTMLElement).getByTestId('contract-requestTermination'));
    fireEvent.click(
      within(await screen.findByTestId('contract-confirm')).getByTestId('contract-confirm-send'),
    );
    expect((await screen.findByTestId('contract-confirm-error')).textContent).toBe(
      'This contract is not in a state that allows this.',
    );
    expect(api.to(`GET ${CONSOLIDATED}`)).toHaveLength(1);
  });

  it('offers a contract within my own terms, and refuses terms above them without sending', async () => {
    const api = site({ process: ok(contractOf({ id: 30, status: 'requestNew' })) });
    render();
    fireEvent.click(await screen.findByTestId('contracts-offer'));
    const dialog = await screen.findByTestId('offer-dialog');
    // it starts from my own terms, which it shows
    expect(within(dialog).getAllByTestId('offer-tier')).toHaveLength(2);
    expect(within(dialog).getAllByTestId('offer-ceiling-tier')).toHaveLength(2);

    fireEvent.change(within(dialog).getByTestId('offer-downline'), { target: { value: 'sub09' } });
    fireEvent.change(within(dialog).getByTestId('offer-tier-1-rate'), { target: { value: '2.5' } });
    fireEvent.click(within(dialog).getByTestId('offer-send'));
    expect(within(dialog).getByTestId('offer-problem').textContent).toContain('above your own');
    expect(api.to(`POST ${DAILY_CALL}`)).toHaveLength(0);

    // tiers that do not rise are refused too
    fireEvent.change(within(dialog).getByTestId('offer-tier-1-validBet'), { target: { value: '5,000' } });
    fireEvent.change(within(dialog).getByTestId('offer-tier-1-rate'), { target: { value: '1.5' } });
    fireEvent.click(within(dialog).getByTestId('offer-send'));
    expect(within(dialog).getByTestId('offer-problem').textContent).toContain('Tiers must rise');

    fireEvent.change(within(dialog).getByTestId('offer-tier-1-validBet'), { target: { value: '60,000' } });
    fireEvent.click(within(dialog).getByTestId('offer-send'));
    await waitFor(() => expect(screen.queryByTestId('offer-dialog')).toBeNull());
    expect(api.to(`POST ${DAILY_CALL}`).map((call) => call.body)).toEqual([
      {
        action: 'offer',
        downline: 'sub09',
        terms: {
          tiers: [
            { minValidBet: 1_000_000, minActive: 1, rate: 100 },
            { minValidBet: 6_000_000, minActive: 5, rate: 150 },
          ],
        },
      },
    ]);
    await waitFor(() => expect(api.to(`GET ${CONSOLIDATED}`)).toHaveLength(2));
  });

  it('shows the platform’s refusal of an offer in the modal', async () => {
    site({ process: fail('contract.downline.invalid') });
    render();
    fireEvent.click(await screen.findByTestId('contracts-offer'));
    const dialog = await screen.findByTestId('offer-dialog');
    fireEvent.change(within(dialog).getByTestId('offer-downline'), { target: { value: 'player1' } });
    fireEvent.click(within(dialog).getByTestId('offer-send'));
    expect((await within(dialog).findByTestId('offer-error')).textContent).toBe(
      'A contract can only be offered to an active agent directly below you.',
    );
  });

  it('offers a dividend share no higher than mine, over my period', async () => {
    const own = contractOf({ id: 40, kind: 'dividend', terms: { share: 3000, periodType: 'weekly' } });
    const api = site({
      call: DIVIDEND_CALL,
      info: ok(consolidatedOf({ divtypereq: 1, dividend: kindInfoOf({ own, ceiling: own.terms }) })),
      payments: ok(paymentPageOf([])),
    });
    render('dividend');
    const [card] = await cards('own');
    expect(within(card as HTMLElement).getByTestId('contract-terms-share').textContent).toBe('30%');
    expect(card?.textContent).toContain('Weekly (from Monday)');
    expect(await screen.findByTestId('payments-empty')).toBeTruthy();

    fireEvent.click(screen.getByTestId('contracts-offer'));
    const dialog = await screen.findByTestId('offer-dialog');
    fireEvent.change(within(dialog).getByTestId('offer-downline'), { target: { value: 'sub01' } });
    fireEvent.change(within(dialog).getByTestId('offer-share'), { target: { value: '31' } });
    fireEvent.click(within(dialog).getByTestId('offer-send'));
    expect(within(dialog).getByTestId('offer-problem').textContent).toContain('above your own');
    fireEvent.change(within(dialog).getByTestId('offer-share'), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByTestId('offer-send'));
    await waitFor(() => expect(api.to(`POST ${DIVIDEND_CALL}`)).toHaveLength(1));
    expect(api.to(`POST ${DIVIDEND_CALL}`)[0]?.body).toEqual({
      action: 'offer',
      downline: 'sub01',
      terms: { share: 2500, periodType: 'weekly' },
    });
  });

  it('marks owed payments and lists what I paid my downlines', async () => {
    const api = site({
      payments: ok(
        paymentPageOf([paymentOf({ id: 2, status: 'owed', paidAt: null, payer: 'agent01', payee: 'sub01' })]),
      ),
    });
    render();
    const row = await screen.findByTestId('payment-row');
    expect(within(row).getByTestId('payment-owed').textContent).toContain(
      "the payer's wallet could not cover it",
    );
    expect(lastQueryTo(api, PAYMENTS)).toEqual({
      kind: 'daily',
      side: 'received',
      pageNum: '1',
      pageSize: '10',
    });
    fireEvent.click(screen.getByTestId('payments-side-paid'));
    await waitFor(() => expect(lastQueryTo(api, PAYMENTS).side).toBe('paid'));
  });

  it('says when I have no contract and may not offer one, without an offer button', async () => {
    site({
      info: ok(consolidatedOf({ dailysalreqtype: 1, dailySalary: kindInfoOf() })),
      payments: ok(paymentPageOf([])),
    });
    render();
    expect(await screen.findByTestId('contracts-own-empty')).toBeTruthy();
    expect(screen.getByTestId('contracts-downlines-empty')).toBeTruthy();
    expect(screen.queryByTestId('contracts-offer')).toBeNull();
    // nothing paid down either: only what was received
    expect(screen.queryByTestId('payments-side-paid')).toBeNull();
  });

  it('says when the contracts did not load, and tries again', async () => {
    site({
      info: [
        fail('service.unavailable', 503),
        ok(consolidatedOf({ dailysalreqtype: 1, dailySalary: kindInfoOf({ own: OWN }) })),
      ],
    });
    render();
    fireEvent.click(within(await screen.findByTestId('contracts-failed')).getByRole('button'));
    expect(await cards('own')).toHaveLength(1);
  });

  it('reads in Thai', async () => {
    site();
    render('daily', 'th');
    await cards('own');
    expect(screen.getByRole('heading', { name: 'ค่าจ้างรายวัน' })).toBeTruthy();
    expect(screen.getByTestId('contracts-offer').textContent).toBe('เสนอสัญญา');
  });
});

describe('a contract page opened for one downline (decision 0032)', () => {
  const openFor = (downline: string) =>
    act(() => {
      useCentreStore.setState({ agent: 'dailyWages', agentParams: { downline } });
    });

  it('shows its signed contract with Change terms, and sends new terms replacing it', async () => {
    const api = site({
      info: ok(
        consolidatedOf({
          dailysalreqtype: 1,
          divtypereq: 1,
          dailySalary: kindInfoOf({ own: OWN, downlines: [GIVEN], ceiling: OWN.terms }),
          dividend: kindInfoOf({ ceiling: { share: 3000, periodType: 'weekly' } }),
        }),
      ),
      process: ok({ ...GIVEN, id: 23, status: 'requestNew', replaces: 21 }),
    });
    render();
    openFor('sub01');
    const focus = await screen.findByTestId('contracts-focus');
    expect(focus.textContent).toContain('Contracts with sub01');
    const card = within(focus).getByTestId('contract-card');
    expect(card.dataset.downline).toBe('sub01');
    // ending it is the card's own action; changing it is the focus's
    expect(within(card).getByTestId('contract-requestTermination')).toBeTruthy();
    fireEvent.click(within(card).getByTestId('contract-change'));

    const dialog = await screen.findByTestId('offer-dialog');
    expect(dialog.textContent).toContain('Change the Daily salary contract of sub01');
    const name = within(dialog).getByTestId('offer-downline') as HTMLInputElement;
    expect(name.value).toBe('sub01');
    expect(name.readOnly).toBe(true);
    // the form starts from the contract's own terms
    expect((within(dialog).getByTestId('offer-tier-0-rate') as HTMLInputElement).value).toBe('0.5');
    fireEvent.change(within(dialog).getByTestId('offer-tier-0-rate'), { target: { value: '0.4' } });
    fireEvent.click(within(dialog).getByTestId('offer-send'));
    await waitFor(() => expect(screen.queryByTestId('offer-dialog')).toBeNull());
    expect(api.to(`POST ${DAILY_CALL}`).map((call) => call.body)).toEqual([
      {
        action: 'change',
        contractId: 21,
        terms: { tiers: [{ minValidBet: 1_000_000, minActive: 1, rate: 40 }] },
      },
    ]);

    // the other kinds that apply are one tap away, for the same downline; "All" forgets it
    fireEvent.click(within(focus).getByTestId('focus-kind-dividend'));
    expect(useCentreStore.getState()).toMatchObject({
      agent: 'dividendRecord',
      agentParams: { downline: 'sub01' },
    });
    fireEvent.click(within(focus).getByTestId('focus-all'));
    expect(useCentreStore.getState()).toMatchObject({ agent: 'dailyWages', agentParams: null });
    await waitFor(() => expect(screen.queryByTestId('contracts-focus')).toBeNull());
  });

  it('offers a contract to a downline without one, its name filled in', async () => {
    const api = site({ process: ok({ ...GIVEN, id: 24, downline: 'fresh01', status: 'requestNew' }) });
    render();
    openFor('fresh01');
    const focus = await screen.findByTestId('contracts-focus');
    expect(within(focus).getByTestId('focus-empty').textContent).toContain(
      'No Daily salary contract with fresh01 yet',
    );
    fireEvent.click(within(focus).getByTestId('focus-offer'));
    const dialog = await screen.findByTestId('offer-dialog');
    expect((within(dialog).getByTestId('offer-downline') as HTMLInputElement).value).toBe('fresh01');
    fireEvent.click(within(dialog).getByTestId('offer-send'));
    await waitFor(() => expect(api.to(`POST ${DAILY_CALL}`)).toHaveLength(1));
    expect(api.to(`POST ${DAILY_CALL}`)[0]?.body).toMatchObject({ action: 'offer', downline: 'fresh01' });
  });

  it('offers no change while one waits, and says a change offer replaces the signed contract', async () => {
    const change = { ...GIVEN, id: 25, status: 'requestNew' as const, signedAt: null, replaces: 21 };
    site({
      info: ok(
        consolidatedOf({
          dailysalreqtype: 1,
          dailySalary: kindInfoOf({ own: OWN, downlines: [GIVEN, change], ceiling: OWN.terms }),
        }),
      ),
    });
    render();
    openFor('sub01');
    const focus = await screen.findByTestId('contracts-focus');
    const focusCards = within(focus).getAllByTestId('contract-card');
    expect(focusCards.map((c) => c.dataset.status)).toEqual(['requestNew', 'success']);
    expect(within(focus).queryByTestId('contract-change')).toBeNull();
    expect(within(focusCards[0] as HTMLElement).getByTestId('contract-change-note')).toBeTruthy();
    expect(within(focus).queryByTestId('focus-offer')).toBeNull();
  });
});
