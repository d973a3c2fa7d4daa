import { describe, expect, it } from 'vitest';
import {
  featureRows,
  hostOf,
  previewLogo,
  quickAmountsOf,
  quickText,
  rangesOf,
  siteAddress,
} from './merchant-model.ts';

const TREE = [
  { modId: 'COMM3', enabled: true, parent: null, depth: 0 },
  { modId: 'VERIFICATION3', enabled: true, parent: 'COMM3', depth: 1 },
  { modId: 'LOGINIPVERF3', enabled: true, parent: 'VERIFICATION3', depth: 2 },
  { modId: 'REG3', enabled: false, parent: null, depth: 0 },
  { modId: 'REGBTN3', enabled: true, parent: 'REG3', depth: 1 },
];

describe("a merchant's set-up on screen", () => {
  it('marks a module off through the highest module above it that is off', () => {
    const through = (draft: Record<string, boolean>) =>
      Object.fromEntries(featureRows(TREE, draft).map((r) => [r.modId, r.offThrough]));
    expect(through({})).toEqual({
      COMM3: null,
      VERIFICATION3: null,
      LOGINIPVERF3: null,
      REG3: null,
      REGBTN3: 'REG3',
    });
    expect(through({ COMM3: false, VERIFICATION3: false })).toMatchObject({
      VERIFICATION3: 'COMM3',
      LOGINIPVERF3: 'COMM3',
    });
    expect(featureRows(TREE, { REG3: true }).find((r) => r.modId === 'REGBTN3')?.offThrough).toBeNull();
  });

  it('reads a host from what an operator pastes', () => {
    expect(hostOf(' https://Lucky.Example:3000/home?x=1 ')).toBe('lucky.example');
    expect(hostOf('lotus.localhost.')).toBe('lotus.localhost');
    expect(hostOf('127.0.0.1:3000')).toBe('127.0.0.1');
    expect(hostOf('   ')).toBe('');
  });

  it('reads quick amounts in major units, and writes them back without cents', () => {
    expect(quickAmountsOf('100 500  1,000.50')).toEqual([10_000, 50_000, 100_050]);
    expect(quickAmountsOf('')).toEqual([]);
    expect(quickAmountsOf('100 lots')).toBeNull();
    expect(quickText([10_000, 100_000, 100_050])).toBe('100 1000 1000.50');
  });

  it('reads restricted ranges one a line, and a site on this back office’s port', () => {
    expect(rangesOf(' 203.0.113.0/24 \n\n2001:db8::/32\n')).toEqual(['203.0.113.0/24', '2001:db8::/32']);
    expect(siteAddress('lotus.localhost', { protocol: 'http:', port: '3000' })).toBe(
      'http://lotus.localhost:3000/',
    );
    expect(siteAddress('lucky.example', { protocol: 'https:', port: '' })).toBe('https://lucky.example/');
  });

  it('previews the drawn wordmark in the name and colour being typed, and an uploaded logo as it is', () => {
    expect(previewLogo('siam', '/assets/art/brand/siam/logo.svg', 'Siam & Co', '#0EA5E9')).toBe(
      '/assets/art/brand/siam/logo.svg?n=Siam+%26+Co&c=0ea5e9',
    );
    expect(previewLogo('lotus', '/assets/art/brand/lotus/logo.svg?n=Old&c=111111', ' ', '#12')).toBe(
      '/assets/art/brand/lotus/logo.svg',
    );
    expect(previewLogo('siam', '/assets/content/pictures/7-ab.png', 'Siam', '#0ea5e9')).toBe(
      '/assets/content/pictures/7-ab.png',
    );
    expect(previewLogo('siam', '/assets/art/brand/lucky/logo.svg', 'Siam', '#0ea5e9')).toBe(
      '/assets/art/brand/lucky/logo.svg',
    );
  });
});
