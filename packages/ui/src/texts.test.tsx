import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api/client.ts';
import { LoadFailed } from './load-failed.tsx';
import en from './locales/en/ui.json';
import th from './locales/th/ui.json';
import { Pager } from './pager.tsx';
import { UI_NAMESPACE, uiResources } from './texts.ts';

afterEach(cleanup);

/** Every text of a texts file by its key path: [`pager.label`, 'Pages'], … */
const texts = (file: object, prefix = ''): Array<[string, string]> =>
  Object.entries(file).flatMap(
    ([key, value]): Array<[string, string]> =>
      typeof value === 'object' && value !== null
        ? texts(value, `${prefix}${key}.`)
        : [[`${prefix}${key}`, String(value)]],
  );

/** An app's i18n as a back office would set it up: its own namespaces plus the package's `ui` resources. */
function inApp(language: string, ui: ReactNode) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    resources: {
      ...uiResources,
      en: {
        ...uiResources.en,
        errors: { 'ops.denied': 'Not allowed', 'unknown.error': 'Something went wrong' },
      },
    },
    lng: language,
    fallbackLng: 'en',
    initAsync: false,
    showSupportNotice: false,
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

describe('the package’s texts', () => {
  it('have the same keys in EN and TH, and TH is Thai', () => {
    expect(texts(th).map(([key]) => key)).toEqual(texts(en).map(([key]) => key));
    expect(texts(th).filter(([, text]) => !/[\u0E00-\u0E7F]/.test(text))).toEqual([]);
    expect(Object.keys(uiResources)).toEqual(['en', 'th']);
    expect(uiResources.th?.[UI_NAMESPACE]).toBe(th);
  });

  it('label the pager in the app’s language once registered', () => {
    inApp('th', <Pager page={2} totalPages={5} onPage={() => undefined} testId="p" />);
    expect(screen.getByRole('navigation', { name: th.pager.label })).toBeTruthy();
    expect(screen.getByRole('button', { name: th.pager.previous })).toBeTruthy();
    expect(screen.getByRole('button', { name: th.pager.next })).toBeTruthy();
  });

  it('offer a retry on a failed load, with the error in the app’s own wording', () => {
    inApp('en', <LoadFailed error={new ApiError('ops.denied', 403, 'Denied')} onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('Not allowed');
    expect(screen.getByRole('button', { name: en.loadFailed.retry })).toBeTruthy();
  });
});
