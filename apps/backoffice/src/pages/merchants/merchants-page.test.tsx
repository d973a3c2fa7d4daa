import type { OperatorRole } from '@portal/contracts/operators';
import type { OpsMerchantSettings } from '@portal/contracts/operators-merchants.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeOps, ok, renderScreen } from '../../test/screen.tsx';
import MerchantsPage from './merchants-page.tsx';

const rule = (field: string, min: number, max: number, patternId: number) => ({
  field,
  enabled: true,
  required: true,
  min,
  max,
  patternId,
  acceptedPattern: '*',
});

const SIAM: OpsMerchantSettings = {
  code: 'siam',
  name: 'Siam Royal',
  brand: {
    name: 'Siam Royal',
    logoUrl: '/assets/art/brand/siam/logo.svg',
    faviconUrl: '/assets/art/brand/siam/favicon.svg',
    primaryColor: '#f5b301',
    accentColor: '#e11d48',
    defaultTheme: 'dark',
  },
  languages: ['th', 'en', 'ja'],
  defaultLanguage: 'th',
  currency: 'THB',
  currencySymbol: '฿',
  domains: [
    { domain: 'localhost', main: true },
    { domain: 'siam.localhost', main: false },
  ],
  features: [
    { modId: 'COMM3', enabled: true, parent: null, depth: 0 },
    { modId: 'VERIFICATION3', enabled: true, parent: 'COMM3', depth: 1 },
    { modId: 'LOGINIPVERF3', enabled: false, parent: 'VERIFICATION3', depth: 2 },
    { modId: 'CAPTCHA3', enabled: true, parent: 'COMM3', depth: 1 },
    { modId: 'REG3', enabled: true, parent: null, depth: 0 },
  ],
  registerSettings: {
    rules: [rule('username', 6, 16, 3), rule('mobileNum', 9, 10, 4)],
    minAge: 18,
    termsDefaultChecked: true,
    smsVerification: false,
  },
  channels: [
    {
      code: 'BANK',
      kind: 'bank',
      name: { en: 'Bank transfer', th: 'โอนผ่านธนาคาร' },
      enabled: true,
      min: 10_000,
      max: 5_000_000,
      quickAmounts: [10_000, 50_000, 100_000],
      payee: { bankName: 'Kasikorn', accountName: 'Siam Royal Co.', accountNumber: '123-4-56789-0' },
    },
  ],
  withdrawal: { min: 30_000, max: 10_000_000, dailyCount: 5 },
  maintenance: false,
  restrictedRanges: ['203.0.113.0/24'],
  dialingCode: '+66',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const MERCHANTS = [
  { code: 'siam', name: 'Siam Royal', primaryColor: '#f5b301', accentColor: '#e11d48' },
  { code: 'lucky', name: 'Lucky Star', primaryColor: '#22c55e', accentColor: '#a855f7' },
];

/** The operator API of one merchant: a change answers the set-up with the body's sections applied. */
function siamApi(extra: Record<string, (call: Call) => Answer> = {}) {
  return fakeOps({
    'GET /ops/v1/merchants': ok(MERCHANTS),
    'GET /ops/v1/merchants/siam': ok(SIAM),
    'PATCH /ops/v1/merchants/siam': (call) => {
      const body = call.body as Partial<OpsMerchantSettings>;
      return {
        value: {
          ...SIAM,
          ...body,
          brand: { ...SIAM.brand, ...body.brand },
          updatedAt: '2026-11-02T00:00:00.000Z',
        },
      };
    },
    ...extra,
  });
}

function renderAs(role: OperatorRole, tab = 'brand', merchant: string | null = null) {
  return renderScreen(role, '/merchants', <MerchantsPage />, `/merchants?merchant=siam&tab=${tab}`, {
    merchant,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the merchants screen', () => {
  it('saves the brand alone: one call with the name and the brand, the preview in the new colour, a saved notice', async () => {
    const api = siamApi();
    renderAs('admin');
    const brand = await screen.findByTestId('bo-merchant-brand');
    const save = within(brand).getByTestId('bo-merchant-brand-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(brand).getByTestId('bo-merchant-primary'), { target: { value: '#0EA5E9' } });
    const figures = within(screen.getByTestId('bo-merchant-preview')).getAllByRole('figure');
    expect(figures.map((f) => f.dataset.theme)).toEqual(['dark', 'light']);
    for (const figure of figures) {
      expect(figure.parentElement?.style.getPropertyValue('--c-primary')).toBe('#0ea5e9');
      // the drawn wordmark is asked for in the colour being typed
      expect(figure.querySelector('img')?.getAttribute('src')).toBe(
        '/assets/art/brand/siam/logo.svg?n=Siam+Royal&c=0ea5e9',
      );
    }
    fireEvent.click(save);
    await waitFor(() =>
      expect(screen.getByTestId('bo-merchant-brand-notice').textContent).toContain('Saved.'),
    );
    // the logo did not change, so it is not sent: the seed's drawn art stays
    expect(api.sent('PATCH', '/ops/v1/merchants/siam').map((c) => c.body)).toEqual([
      {
        name: 'Siam Royal',
        brand: { primaryColor: '#0ea5e9', accentColor: '#e11d48', defaultTheme: 'dark' },
      },
    ]);
  });

  it('shows a viewer the set-up read only: no saves, no new merchant, every control disabled', async () => {
    siamApi({ 'GET /ops/v1/merchants': ok([MERCHANTS[0]]) });
    renderAs('viewer', 'features', 'siam');
    await screen.findByTestId('bo-merchant-features');
    expect(
      screen.getByText("Read only: your role can look at a merchant's set-up but not change it."),
    ).toBeTruthy();
    expect(screen.queryByTestId('bo-merchant-new')).toBeNull();
    expect(screen.queryByTestId('bo-merchant-features-save')).toBeNull();
    expect(screen.queryByTestId('bo-merchant-brand-save')).toBeNull();
    for (const toggle of within(screen.getByTestId('bo-merchant-tree')).getAllByRole('switch'))
      expect((toggle as HTMLButtonElement).disabled).toBe(true);
    // the fields sit in a disabled fieldset
    expect(screen.getByTestId('bo-merchant-name').matches(':disabled')).toBe(true);
    expect(screen.getByTestId('bo-merchant-withdrawal-min').matches(':disabled')).toBe(true);
    expect(screen.getByTestId('bo-merchant-maintenance-switch').hasAttribute('disabled')).toBe(true);
    // a merchant's own operator has its one merchant in the picker
    const picker = screen.getByTestId('bo-merchant-picker') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.value)).toEqual(['siam']);
  });

  it('shows a module under a switched-off parent as off through it, and saves only the switches that moved', async () => {
    const api = siamApi();
    renderAs('admin', 'features');
    const tree = await screen.findByTestId('bo-merchant-tree');
    const row = (modId: string) => within(tree).getByText(modId).closest('li') as HTMLElement;
    expect(within(row('CAPTCHA3')).queryByTestId('bo-merchant-feature-through')).toBeNull();
    fireEvent.click(within(tree).getByRole('switch', { name: 'Common features' }));
    expect(within(row('CAPTCHA3')).getByTestId('bo-merchant-feature-through').textContent).toBe(
      'Off through Common features',
    );
    expect(row('CAPTCHA3').dataset.live).toBe('false');
    // its own switch is untouched, and a module already off says nothing more
    expect(within(row('CAPTCHA3')).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(within(row('LOGINIPVERF3')).queryByTestId('bo-merchant-feature-through')).toBeNull();
    expect(row('REG3').dataset.live).toBe('true');
    fireEvent.click(screen.getByTestId('bo-merchant-features-save'));
    await waitFor(() => expect(api.sent('PATCH', '/ops/v1/merchants/siam')).toHaveLength(1));
    expect(api.sent('PATCH', '/ops/v1/merchants/siam')[0]?.body).toEqual({ features: { COMM3: false } });
  });

  it("shows a refusal's own words beside the form and keeps what was typed", async () => {
    const api = siamApi({
      'PATCH /ops/v1/merchants/siam': () => ({ errorCode: 'site.language.invalid', status: 400 }),
    });
    renderAs('admin', 'languages');
    const form = await screen.findByTestId('bo-merchant-languages');
    expect(within(form).getByText(/The portal has its own texts in English and Thai/)).toBeTruthy();
    fireEvent.click(within(form).getByTestId('bo-merchant-language-vi'));
    const order = within(form).getByTestId('bo-merchant-language-order');
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.dataset.code),
    ).toEqual(['th', 'en', 'ja', 'vi']);
    expect(order.textContent).toContain('Vietnamese');
    expect(order.textContent).toContain('shows English');
    fireEvent.click(within(form).getByTestId('bo-merchant-languages-save'));
    await waitFor(() =>
      expect(within(form).getByTestId('bo-merchant-languages-notice').textContent).toBe(
        'Choose at least one language, and a default language among those chosen.',
      ),
    );
    expect(api.sent('PATCH', '/ops/v1/merchants/siam')[0]?.body).toEqual({
      languages: { languages: ['th', 'en', 'ja', 'vi'], defaultLanguage: 'th' },
    });
    // nothing changed on screen: the draft is still there to correct, the other sections untouched
    expect(within(order).getAllByRole('listitem')).toHaveLength(4);
    expect((within(form).getByTestId('bo-merchant-languages-save') as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(screen.getByTestId('bo-merchant-summary').textContent).toContain('3 languages');
  });

  it('saves a channel in minor units from the amounts typed in major units', async () => {
    const api = siamApi({ 'PATCH /ops/v1/merchants/siam/channels/BANK': ok(SIAM) });
    renderAs('admin', 'payments');
    const bank = await screen.findByTestId('bo-merchant-channel-BANK');
    expect((within(bank).getByTestId('bo-merchant-channel-BANK-min') as HTMLInputElement).value).toBe(
      '100.00',
    );
    expect((within(bank).getByTestId('bo-merchant-channel-BANK-quick') as HTMLInputElement).value).toBe(
      '100 500 1000',
    );
    fireEvent.change(within(bank).getByTestId('bo-merchant-channel-BANK-min'), {
      target: { value: '200.5' },
    });
    fireEvent.change(within(bank).getByTestId('bo-merchant-channel-BANK-quick'), {
      target: { value: '300 1,000' },
    });
    fireEvent.click(within(bank).getByTestId('bo-merchant-channel-BANK-save'));
    await waitFor(() => expect(api.sent('PATCH', '/ops/v1/merchants/siam/channels/BANK')).toHaveLength(1));
    expect(api.sent('PATCH', '/ops/v1/merchants/siam/channels/BANK')[0]?.body).toEqual({
      enabled: true,
      min: 20_050,
      max: 5_000_000,
      quickAmounts: [30_000, 100_000],
      payee: { bankName: 'Kasikorn', accountName: 'Siam Royal Co.', accountNumber: '123-4-56789-0' },
    });
    // an amount that does not read keeps the save off and says why
    fireEvent.change(within(bank).getByTestId('bo-merchant-channel-BANK-max'), { target: { value: 'lots' } });
    expect(within(bank).getByText('Write an amount, for example 100 or 1,000.50.')).toBeTruthy();
    expect((within(bank).getByTestId('bo-merchant-channel-BANK-save') as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('closes the site for maintenance only after a second look', async () => {
    const api = siamApi();
    renderAs('admin', 'access');
    fireEvent.click(await screen.findByTestId('bo-merchant-maintenance-switch'));
    expect(api.sent('PATCH', '/ops/v1/merchants/siam')).toHaveLength(0);
    const dialog = screen.getByTestId('bo-merchant-maintenance-confirm');
    expect(dialog.textContent).toContain('Close Siam Royal for maintenance?');
    fireEvent.click(within(dialog).getByTestId('bo-merchant-maintenance-confirm-ok'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-merchant-summary').textContent).toContain('In maintenance'),
    );
    expect(api.sent('PATCH', '/ops/v1/merchants/siam').map((c) => c.body)).toEqual([{ maintenance: true }]);
  });

  it('lets an administrator of every merchant create one from a template, then shows it with a link to its site', async () => {
    const created: OpsMerchantSettings = {
      ...SIAM,
      code: 'lotus',
      name: 'Lotus Palace',
      domains: [{ domain: 'lotus.localhost', main: true }],
    };
    const api = siamApi({ 'POST /ops/v1/merchants': ok(created) });
    renderAs('admin');
    fireEvent.click(await screen.findByTestId('bo-merchant-new'));
    const dialog = screen.getByTestId('bo-new-merchant');
    fireEvent.change(within(dialog).getByTestId('bo-new-merchant-code'), { target: { value: 'Lotus' } });
    fireEvent.change(within(dialog).getByTestId('bo-new-merchant-name'), {
      target: { value: 'Lotus Palace' },
    });
    fireEvent.change(within(dialog).getByTestId('bo-new-merchant-domain'), {
      target: { value: 'http://lotus.localhost:3000/' },
    });
    fireEvent.change(within(dialog).getByTestId('bo-new-merchant-template'), { target: { value: 'lucky' } });
    fireEvent.click(screen.getByTestId('bo-new-merchant-submit'));
    await waitFor(() => expect(screen.getByTestId('bo-merchant-title').textContent).toBe('Lotus Palace'));
    expect(api.sent('POST', '/ops/v1/merchants')[0]?.body).toEqual({
      code: 'lotus',
      name: 'Lotus Palace',
      domain: 'lotus.localhost',
      template: 'lucky',
      primaryColor: '#0ea5e9',
      accentColor: '#f59e0b',
      defaultTheme: 'dark',
    });
    const link = within(screen.getByTestId('bo-merchant-created')).getByRole('link', {
      name: 'Open its site',
    });
    // the platform answers every merchant's domains on the port this back office came from
    const port = window.location.port ? `:${window.location.port}` : '';
    expect(link.getAttribute('href')).toBe(`http://lotus.localhost${port}/`);
    expect(screen.queryByTestId('bo-new-merchant')).toBeNull();
  });

  it('offers no new merchant to an administrator of one merchant', async () => {
    siamApi();
    renderAs('admin', 'brand', 'siam');
    await screen.findByTestId('bo-merchant-brand');
    expect(screen.queryByTestId('bo-merchant-new')).toBeNull();
    expect(screen.getByTestId('bo-merchant-brand-save')).toBeTruthy();
  });
});
