import type { OpsMerchant } from '@portal/contracts/operators.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n.ts';
import { AnnouncementEditor } from './announcement-editor.tsx';
import { banner } from './content-fixtures.test-data.ts';

const merchant: OpsMerchant = {
  code: 'siam',
  name: 'Siam Royal',
  primaryColor: '#f5b301',
  accentColor: '#e11d48',
};

function wrap(children: ReactNode) {
  return (
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}

const editor = (canEdit: boolean, onSaved = vi.fn()) =>
  render(
    wrap(
      <AnnouncementEditor
        editing={banner}
        type="B"
        group="w_home"
        merchant={merchant}
        canEdit={canEdit}
        onClose={() => {}}
        onSaved={onSaved}
      />,
    ),
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the announcement editor', () => {
  it('draws the banner as typed in both themes, in the merchant’s brand', () => {
    editor(true);
    fireEvent.change(screen.getByTestId('bo-content-title-en'), { target: { value: 'Royal Weekend' } });
    const figures = within(screen.getByTestId('bo-content-preview')).getAllByRole('figure');
    expect(figures.map((f) => f.dataset.theme)).toEqual(['dark', 'light']);
    for (const figure of figures) {
      expect(figure.textContent).toContain('Royal Weekend');
      expect(figure.textContent).toContain('See more');
      expect(figure.parentElement?.style.getPropertyValue('--c-primary')).toBe('#f5b301');
    }
  });

  it('previews the Thai texts on the Thai tab, English where Thai is empty', () => {
    editor(true);
    fireEvent.click(screen.getByTestId('bo-content-lang-th'));
    const preview = screen.getByTestId('bo-content-preview');
    expect(preview.textContent).toContain('ยินดีต้อนรับ');
    expect(preview.textContent).toContain('ดูเพิ่มเติม');
    expect((screen.getByTestId('bo-content-title-th') as HTMLInputElement).value).toBe('ยินดีต้อนรับ');
  });

  it('saves the edit through the operator API', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: true, value: banner, message: null, errorCode: null }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    const onSaved = vi.fn();
    editor(true, onSaved);
    fireEvent.change(screen.getByTestId('bo-content-title-en'), { target: { value: 'Royal Weekend' } });
    fireEvent.click(screen.getByTestId('bo-content-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/ops/v1/content/announcements/7');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toMatchObject({
      title: { en: 'Royal Weekend', th: 'ยินดีต้อนรับ' },
      groupName: 'w_home',
      linkageType: 'ROUTE',
      url: '/promotions',
    });
  });

  it('words a refusal with the back office’s text of its code', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ success: false, value: null, message: 'raw', errorCode: 'content.linkage.invalid' }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      ),
    );
    editor(true);
    fireEvent.click(screen.getByTestId('bo-content-save'));
    expect((await screen.findByTestId('bo-content-error')).textContent).toContain(
      'The link does not fit its type',
    );
  });

  it('shows a reader the announcement without the means to change it', () => {
    editor(false);
    expect(screen.queryByTestId('bo-content-save')).toBeNull();
    expect(screen.getByTestId('bo-content-title-en').hasAttribute('readonly')).toBe(true);
    expect(screen.queryByTestId('bo-content-picture-file')).toBeNull();
  });
});
