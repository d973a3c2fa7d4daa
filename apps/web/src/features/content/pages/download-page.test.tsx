import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStatus } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import DownloadPage from './download-page.tsx';

const android = {
  labelNameEn: 'Android',
  labelNameTh: null,
  url: 'https://x/app.apk',
  resourceType: 'ANDROID_APP',
  icon: null,
};
const ios = { labelNameEn: 'iOS', labelNameTh: null, url: '/down#ios', resourceType: 'IOS_APP', icon: null };

describe('download page', () => {
  it('shows only the platforms whose app resource exists, with numbered steps', () => {
    renderWithProviders(<DownloadPage />, {
      route: '/down',
      seed: [[['system', 'status'], makeStatus({ info: { resources: [android] } })]],
    });
    expect(screen.getByTestId('download-page')).toBeTruthy();
    const panel = screen.getByTestId('download-android');
    expect(panel.id).toBe('android');
    expect(panel.querySelectorAll('li')).toHaveLength(4);
    expect(panel.querySelector('a')?.getAttribute('href')).toBe('https://x/app.apk');
    expect(screen.queryByTestId('download-ios')).toBeNull();
  });

  it('gives a path resource its full address and shows iOS steps', () => {
    renderWithProviders(<DownloadPage />, {
      route: '/down#ios',
      seed: [[['system', 'status'], makeStatus({ info: { resources: [ios, android] } })]],
    });
    const panel = screen.getByTestId('download-ios');
    expect(panel.querySelector('a')?.getAttribute('href')).toBe(`${window.location.origin}/down#ios`);
    expect(panel.textContent).toContain('VPN & Device Management');
  });

  it('says so when no app exists', () => {
    renderWithProviders(<DownloadPage />, {
      route: '/down',
      seed: [[['system', 'status'], makeStatus({ info: { resources: [] } })]],
    });
    expect(screen.getByText('The app is not available for download yet.')).toBeTruthy();
  });
});
