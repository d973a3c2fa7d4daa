import type { LoginResult } from '@portal/contracts/auth';
import type { FeatureNode, RegisterFieldRule, SystemStatus } from '@portal/contracts/system';
import { PATTERNS } from '@portal/contracts/validation';
import { ApiError } from '@portal/ui/api/client.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/register.json';
import th from '../../i18n/locales/th/register.json';
import { fakeApi, okRoutes } from '../../test/fake-api.ts';
import { makeAnnouncement, makeAnnouncements, makeStatus, makeUser } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { RegisterModal } from './register-modal.tsx';

const api = vi.hoisted(() => ({
  register: vi.fn(),
  registerMobile: vi.fn(),
  smsRegisterCode: vi.fn(),
  affiliate: vi.fn(),
  captcha: vi.fn(),
}));
vi.mock('../../api/auth.ts', () => ({ authApi: api, setPayloadKey: vi.fn() }));

const completeLogin = vi.hoisted(() => vi.fn(() => 'home'));
vi.mock('./complete-login.ts', () => ({ completeLogin }));

const node = (modId: string, enabled: boolean, childrenNodes: FeatureNode[] = []): FeatureNode => ({
  modId,
  enabled: enabled ? '1' : '0',
  childrenNodes,
});

const rule = (
  field: string,
  required: boolean,
  min: number,
  max: number,
  patternId: number,
  enabled = true,
): RegisterFieldRule => ({ field, enabled, required, min, max, patternId, acceptedPattern: '*' });

const RULES: RegisterFieldRule[] = [
  rule('username', true, 6, 16, 3),
  rule('password', true, 8, 20, 13),
  rule('email', false, 6, 60, 11),
  rule('idNumber', false, 13, 13, 4),
  rule('mobileNum', true, 9, 10, 4),
  rule('affiliateCode', false, 4, 20, 3),
  rule('payeeName', false, 2, 50, 8, false),
  rule('captcha', true, 4, 4, 4, false),
];

type Options = {
  usernameTab?: boolean;
  mobileTab?: boolean;
  mobileSms?: boolean;
  smsVerification?: boolean;
  affiliate?: boolean;
  referral?: boolean;
  minAge?: 18 | 21;
  rules?: RegisterFieldRule[];
};

function statusWith(options: Options = {}): SystemStatus {
  const status = makeStatus();
  status.info.whitelabelVal = [
    node('REG3', options.usernameTab ?? true, [
      node('AFFMAN3', options.affiliate ?? false),
      node('REFERRAL3', options.referral ?? false),
    ]),
    // top level, so that it can be on while username registration is off
    node('MOBILENUMREG3', options.mobileTab ?? false),
    node('REGMOBVERF3', options.mobileSms ?? false),
  ];
  status.info.registerSetting = {
    rules: options.rules ?? RULES,
    minAge: options.minAge ?? 18,
    termsDefaultChecked: true,
    smsVerification: options.smsVerification ?? false,
  };
  return status;
}

const RESULT: LoginResult = {
  token: 'token-1',
  firstTimeLogin: true,
  passwordExpired: false,
  user: makeUser({
    account: 'player01',
    firstTimeLogin: true,
    lastLoginAt: null,
    lastLoginIp: null,
    createdAt: '2026-11-23T08:00:00.000Z',
  }),
};

function renderRegister(options: Options = {}, path = '/') {
  const onClose = vi.fn();
  const view = renderInShell(
    <Routes>
      <Route path="/" element={<RegisterModal onClose={onClose} />} />
      <Route path="/promotions" element={<div data-testid="promotions-page" />} />
    </Routes>,
    { status: statusWith(options), announcements: { B: makeAnnouncements() } },
    path,
  );
  return { ...view, onClose, user: userEvent.setup() };
}

/** The browser's device id goes with every registration (decision 0046). */
const DEVICE = { 'x-device-id': expect.stringMatching(/^[0-9a-f]{32}$/) };

const field = (name: string) => screen.getByTestId(`register-${name}`) as HTMLInputElement;

async function fillAccount(user: ReturnType<typeof userEvent.setup>, mobile = '0812345678') {
  if (screen.queryByTestId('register-username')) await user.type(field('username'), 'player01');
  await user.type(field('password'), 'Passw0rd!');
  await user.type(field('confirmPassword'), 'Passw0rd!');
  await user.type(field('mobileNum'), mobile);
  await user.click(field('ageConfirmed'));
}

describe('RegisterModal', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    completeLogin.mockClear();
    fakeApi(
      okRoutes({
        '/wps/system/countryCode': [
          { code: 'TH', name: 'Thailand', dialingCode: '66', phoneLength: 9 },
          { code: 'VN', name: 'Vietnam', dialingCode: '84', phoneLength: 9 },
        ],
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers only the flag-enabled methods, the first enabled one selected', async () => {
    renderRegister({ usernameTab: true, mobileTab: false });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByTestId('register-form-username')).toBeTruthy();

    cleanup();
    renderRegister({ usernameTab: false, mobileTab: true });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByTestId('register-form-mobile')).toBeTruthy();

    cleanup();
    const { user } = renderRegister({ usernameTab: true, mobileTab: true });
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('data-testid'))).toEqual([
      'register-tab-username',
      'register-tab-mobile',
    ]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    await user.click(tabs[1]!);
    expect(screen.getByTestId('register-form-mobile')).toBeTruthy();

    cleanup();
    renderRegister({ usernameTab: false, mobileTab: false });
    expect(screen.getByTestId('register-unavailable')).toBeTruthy();
  });

  it('shows every enabled field with its hint, (min) and (max) replaced and one number when equal', () => {
    renderRegister();
    expect(screen.getByTestId('register-field-username-hint').textContent).toBe(
      'Please enter 6 - 16 letters or digits',
    );
    expect(screen.getByTestId('register-field-idNumber-hint').textContent).toBe('Please enter 13 digits');
    expect(screen.getByTestId('register-field-password-hint').textContent).toBe(
      'Please enter 8 - 20 characters with an uppercase letter, a lowercase letter, a digit and a symbol',
    );
    // disabled rules ask nothing
    expect(screen.queryByTestId('register-payeeName')).toBeNull();
    expect(screen.queryByTestId('register-captcha')).toBeNull();
  });

  it('marks required fields with a star and leaves optional ones plain', () => {
    renderRegister();
    for (const name of ['username', 'password', 'confirmPassword', 'mobileNum']) {
      expect(screen.getByTestId(`register-field-${name}-required`).textContent).toBe('*');
    }
    expect(screen.queryByTestId('register-field-email-required')).toBeNull();
    expect(screen.queryByTestId('register-field-idNumber-required')).toBeNull();
  });

  it('refuses a confirmation that differs from the password and an input that breaks its rule', async () => {
    const { user } = renderRegister();
    await user.type(field('password'), 'Passw0rd!');
    await user.type(field('confirmPassword'), 'Passw0rd?');
    await user.tab();
    expect(screen.getByTestId('register-field-confirmPassword-error').textContent).toBe(
      'Incorrect confirmation input',
    );
    await user.type(field('username'), 'ab');
    await user.tab();
    expect(screen.getByTestId('register-field-username-error').textContent).toBe(
      'Please enter 6 - 16 letters or digits',
    );
    await user.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('register-field-mobileNum-error').textContent).toBe('Input cannot be empty');
    expect(api.register).not.toHaveBeenCalled();
  });

  it('asks the age the merchant sets and the terms agreement before sending', async () => {
    const { user } = renderRegister({ minAge: 21 });
    expect(screen.getByTestId('register-field-ageConfirmed').textContent).toContain('at least 21 years old');
    expect(field('termsAccepted').checked).toBe(true);
    await user.click(field('termsAccepted'));
    await user.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('register-field-ageConfirmed-error').textContent).toBe(
      'Please confirm you are 21 years old',
    );
    expect(screen.getByTestId('register-field-termsAccepted-error')).toBeTruthy();
    expect(api.register).not.toHaveBeenCalled();
  });

  it('registers, logs in with the result and lands on /promotions', async () => {
    api.register.mockResolvedValue(RESULT);
    const { user, onClose } = renderRegister();
    await waitFor(() =>
      expect((screen.getByTestId('register-country') as HTMLSelectElement).value).toBe('66'),
    );
    await fillAccount(user);
    await user.type(field('email'), 'player@example.com');
    await user.click(screen.getByTestId('register-submit'));

    await waitFor(() => expect(screen.getByTestId('promotions-page')).toBeTruthy());
    expect(api.register).toHaveBeenCalledWith(
      expect.objectContaining({
        username: 'player01',
        password: 'Passw0rd!',
        confirmPassword: 'Passw0rd!',
        mobileNum: '0812345678',
        countryDialingCode: '66',
        email: 'player@example.com',
        registerMethod: 'WEB',
        login: true,
        domain: window.location.hostname,
        registerUrl: window.location.href,
        termsAccepted: true,
        ageConfirmed: true,
      }),
      // the browser's device id (decision 0046)
      { 'x-device-id': localStorage.getItem('deviceId') },
    );
    expect(localStorage.getItem('deviceId')).toMatch(/^[0-9a-f]{32}$/);
    expect(api.register.mock.calls[0]![0]).not.toHaveProperty('idNumber', expect.anything());
    expect(api.registerMobile).not.toHaveBeenCalled();
    expect(completeLogin).toHaveBeenCalledWith(RESULT);
    expect(onClose).toHaveBeenCalled();
  });

  it('has no username on the mobile tab and sends the mobile number as the username', async () => {
    api.registerMobile.mockResolvedValue(RESULT);
    const { user } = renderRegister({ usernameTab: false, mobileTab: true });
    expect(screen.queryByTestId('register-username')).toBeNull();
    await fillAccount(user, '0899999999');
    await user.click(screen.getByTestId('register-submit'));

    await waitFor(() => expect(api.registerMobile).toHaveBeenCalled());
    expect(api.registerMobile).toHaveBeenCalledWith(
      expect.objectContaining({ username: '0899999999', mobileNum: '0899999999', registerMethod: 'WEB' }),
      DEVICE,
    );
    expect(api.register).not.toHaveBeenCalled();
  });

  it('sends an SMS code to the number on the mobile tab when REGMOBVERF3 is on and counts down', async () => {
    api.smsRegisterCode.mockResolvedValue({ expiredMinutes: 5 });
    api.registerMobile.mockResolvedValue(RESULT);
    const { user } = renderRegister({ usernameTab: false, mobileTab: true, mobileSms: true });
    await waitFor(() =>
      expect((screen.getByTestId('register-country') as HTMLSelectElement).value).toBe('66'),
    );
    await fillAccount(user);
    await user.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('register-field-verificationCode-error').textContent).toBe(
      'Please enter a valid verification code',
    );

    await user.click(screen.getByTestId('register-send-code'));
    expect(api.smsRegisterCode).toHaveBeenCalledWith({ mobileNo: '0812345678', countryDialingCode: '66' });
    const button = screen.getByTestId('register-send-code') as HTMLButtonElement;
    expect(button.getAttribute('data-counting')).toBe('true');
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('register-field-verificationCode-hint').textContent).toBe(
      'Code sent. It is valid for 5 minutes.',
    );

    await user.type(field('verificationCode'), '123456');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() =>
      expect(api.registerMobile).toHaveBeenCalledWith(
        expect.objectContaining({ verificationCode: '123456' }),
        DEVICE,
      ),
    );
  });

  it('sends no code to a number that breaks its rule', async () => {
    const { user } = renderRegister({ usernameTab: false, mobileTab: true, mobileSms: true });
    await user.type(field('mobileNum'), '08');
    await user.click(screen.getByTestId('register-send-code'));
    expect(api.smsRegisterCode).not.toHaveBeenCalled();
    expect(screen.getByTestId('register-field-mobileNum-error').textContent).toBe(
      'Please enter a valid mobile number',
    );
  });

  it("pre-selects the site's own dialing code, not the first country", async () => {
    fakeApi(
      okRoutes({
        '/wps/system/countryCode': [
          { code: 'TH', name: 'Thailand', dialingCode: '66', phoneLength: 9 },
          { code: 'PH', name: 'Philippines', dialingCode: '63', phoneLength: 10 },
        ],
      }),
    );
    const status = statusWith({ usernameTab: true });
    status.info.dialingCode = '63';
    renderInShell(<RegisterModal onClose={vi.fn()} />, { status, announcements: { B: makeAnnouncements() } });
    const select = (await screen.findByRole('combobox', {
      name: /dialing code|country/i,
    })) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('63'));
  });

  it('prefills the referral and affiliate codes from the query string', () => {
    renderRegister({ affiliate: true, referral: true }, '/?referralCode=FRIEND7&code=AGENT01');
    expect(field('referralCode').value).toBe('FRIEND7');
    expect(field('affiliateCode').value).toBe('AGENT01');

    cleanup();
    renderRegister({ affiliate: true, referral: true }, '/?affiliateCode=AGENT02');
    expect(field('affiliateCode').value).toBe('AGENT02');
    expect(field('referralCode').value).toBe('');
  });

  it('checks the affiliate code with the server first and refuses an unknown one', async () => {
    api.affiliate.mockRejectedValue(new ApiError('invitation_code_error', 400, 'Invalid invitation code'));
    const { user } = renderRegister({ affiliate: true }, '/?affiliateCode=NOPE1');
    await fillAccount(user);
    await user.click(screen.getByTestId('register-submit'));

    await waitFor(() =>
      expect(screen.getByTestId('register-field-affiliateCode-error').textContent).toBe(
        'Invalid invitation code',
      ),
    );
    expect(api.affiliate).toHaveBeenCalledWith('NOPE1');
    expect(api.register).not.toHaveBeenCalled();
  });

  it('shows the agent of a valid affiliate code and sends the code', async () => {
    api.affiliate.mockResolvedValue({ code: 'AGENT01', agent: 'agent_somchai' });
    api.register.mockResolvedValue(RESULT);
    const { user } = renderRegister({ affiliate: true });
    await user.type(field('affiliateCode'), 'AGENT01');
    await user.tab();
    expect((await screen.findByTestId('register-affiliate-agent')).textContent).toBe(
      'Invited by agent_somchai',
    );
    await fillAccount(user);
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(api.register).toHaveBeenCalled());
    expect(api.register).toHaveBeenCalledWith(expect.objectContaining({ affiliateCode: 'AGENT01' }), DEVICE);
  });

  it('shows a refused registration under the form and under the field it concerns', async () => {
    api.register.mockRejectedValue(new ApiError('username.taken', 409, 'Username taken'));
    const { user } = renderRegister();
    await fillAccount(user);
    await user.click(screen.getByTestId('register-submit'));

    await waitFor(() =>
      expect(screen.getByTestId('register-error').textContent).toBe('This username is already registered.'),
    );
    expect(screen.getByTestId('register-field-username-error').textContent).toBe(
      'This username is already registered.',
    );
    expect(completeLogin).not.toHaveBeenCalled();
    expect(screen.queryByTestId('promotions-page')).toBeNull();
  });

  it('shows a taken number under the mobile number on the mobile tab, and a second try goes out', async () => {
    api.registerMobile.mockRejectedValueOnce(new ApiError('username.taken', 409, 'Username taken'));
    api.registerMobile.mockResolvedValueOnce(RESULT);
    const { user } = renderRegister({ usernameTab: false, mobileTab: true });
    await fillAccount(user);
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('register-field-mobileNum-error').textContent).toBe(
        'This username is already registered.',
      ),
    );
    await user.clear(field('mobileNum'));
    await user.type(field('mobileNum'), '0811111111');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByTestId('promotions-page')).toBeTruthy());
    expect(api.registerMobile).toHaveBeenLastCalledWith(
      expect.objectContaining({ username: '0811111111' }),
      DEVICE,
    );
  });

  it('asks the captcha when its rule is enabled and sends it', async () => {
    api.captcha.mockResolvedValue('PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=');
    api.register.mockResolvedValue(RESULT);
    const rules = RULES.map((r) => (r.field === 'captcha' ? { ...r, enabled: true } : r));
    const { user } = renderRegister({ rules });
    const picture = await screen.findByTestId('register-captcha-image');
    expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await fillAccount(user);
    await user.type(field('captcha'), '7AK3');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() =>
      expect(api.register).toHaveBeenCalledWith(expect.objectContaining({ captcha: '7AK3' }), DEVICE),
    );
  });

  it('shows the w_register banner when the announcements carry one', () => {
    const onClose = vi.fn();
    renderInShell(<RegisterModal onClose={onClose} />, {
      status: statusWith(),
      announcements: {
        B: makeAnnouncements({
          banners: [
            {
              groupName: 'w_register',
              list: [
                makeAnnouncement(3, {
                  type: 'B',
                  title: 'Join us',
                  content: '<p>Play in a minute</p>',
                  imageUrl: '/banners/register.png',
                }),
              ],
            },
          ],
        }),
      },
    });
    const banner = screen.getByTestId('banner-w_register');
    expect(banner.querySelector('img')?.getAttribute('src')).toBe('/banners/register.png');
    expect(banner.textContent).toBe('Join usPlay in a minute');
  });

  it('has an English and a Thai text for each of the 25 patterns', () => {
    const key = (id: string) => id.replace('pattern.', '') as keyof typeof en.pattern;
    for (const pattern of PATTERNS) {
      expect(en.pattern[key(pattern.key)]).toBe(pattern.message);
      expect(th.pattern[key(pattern.key)]).toBeTruthy();
    }
  });
});
