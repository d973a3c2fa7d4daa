import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/setup.ts';
import { createQueryClient, Providers } from '../../shell/providers.tsx';
import { fakeApi, okRoutes } from '../../test/fake-api.ts';
import { makeStatus } from '../../test/fixtures.ts';
import { SystemGate } from './system-gate.tsx';

function renderGate() {
  const i18n = createI18n('en');
  render(
    <Providers queryClient={createQueryClient()} i18n={i18n}>
      <SystemGate>
        <p data-testid="portal">portal</p>
      </SystemGate>
    </Providers>,
  );
  return i18n;
}

describe('SystemGate', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the portal in normal mode, in the configured default language, and stores the merchant', async () => {
    fakeApi(okRoutes({ '/wps/system/status': makeStatus() }));
    const i18n = renderGate();
    expect(await screen.findByTestId('portal')).toBeTruthy();
    expect(i18n.language).toBe('th');
    expect(localStorage.getItem('lang')).toBe('th');
    expect(localStorage.getItem('merchantCode')).toBe('siam');
    expect(sessionStorage.getItem('merchantCode')).toBe('siam');
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#7c3aed');
  });

  it('shows the maintenance page with a customer service button opening a 440x750 window', async () => {
    fakeApi(okRoutes({ '/wps/system/status': makeStatus({ mode: 1, maintenance: true }) }));
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    renderGate();
    expect(await screen.findByTestId('maintenance-page')).toBeTruthy();
    expect(screen.queryByTestId('portal')).toBeNull();
    fireEvent.click(screen.getByTestId('customer-service-button'));
    expect(open).toHaveBeenCalledWith('https://chat.example/live', '_blank', 'width=440,height=750');
  });

  it('shows the region page with the visitor IP', async () => {
    fakeApi(okRoutes({ '/wps/system/status': makeStatus({ mode: 2, regionRestriction: true }) }));
    renderGate();
    expect(await screen.findByTestId('region-page')).toBeTruthy();
    expect(screen.getByTestId('region-ip').textContent).toBe('203.0.113.7');
    expect(screen.getByTestId('customer-service-button')).toBeTruthy();
  });

  it('keeps a saved language over the default', async () => {
    localStorage.setItem('lang', 'en');
    fakeApi(okRoutes({ '/wps/system/status': makeStatus() }));
    const i18n = renderGate();
    await screen.findByTestId('portal');
    expect(i18n.language).toBe('en');
  });
});
