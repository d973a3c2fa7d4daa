import type { Vendor, VendorLane } from '@portal/contracts/games';
import { describe, expect, it } from 'vitest';
import { applyVendorRules, prizeModeOf } from './vendor-rules.ts';

const vendor = (vassalage: string, gameType: string, extra: Partial<Vendor> = {}): Vendor => ({
  displayName: `${vassalage} name`,
  vassalage,
  gameType,
  accountTypeName: `${vassalage}_ACC`,
  isGame: 'GAME',
  gameCode: null,
  maintenance: false,
  icons: { DEFAULT: '', ACTIVE: '', WHITE: '', COLOR: '', PURPLE: '' },
  ...extra,
});
const lane = (gameCategory: string, ...vendors: Vendor[]): VendorLane => ({ gameCategory, vendors });

describe('vendor data rules (spec section 4)', () => {
  it('splits esports and cockfight providers out of the sports lane', () => {
    const lanes = applyVendorRules([
      lane('SPORTS', vendor('FB', 'SPORTS'), vendor('AV', 'SPORTS'), vendor('DS88', 'SPORTS')),
      lane('ESPORTS', vendor('IMES', 'ESPORTS')),
    ]);
    expect(lanes.map((l) => [l.gameCategory, l.vendors.map((v) => v.vassalage)])).toEqual([
      ['SPORTS', ['FB']],
      ['ESPORTS', ['IMES', 'AV']],
      ['COCKFIGHT', ['DS88']],
    ]);
    expect(lanes[2]?.vendors[0]?.gameType).toBe('COCKFIGHT');
  });

  it('drops a sports lane left without cards', () => {
    const lanes = applyVendorRules([
      lane('SPORTS', vendor('TF', 'SPORTS')),
      lane('RNG', vendor('HOUSE', 'RNG')),
    ]);
    expect(lanes.map((l) => l.gameCategory)).toEqual(['RNG', 'ESPORTS']);
  });

  it('shows BTI as 123BET and blanks TCG vendor codes, keeping their vassalage', () => {
    const [sports, lottery] = applyVendorRules([
      lane('SPORTS', vendor('BTI', 'SPORTS')),
      lane('LOTT', vendor('TCG_LOTTO_VN', 'LOTT'), vendor('LOTT', 'LOTT')),
    ]);
    expect(sports?.vendors[0]?.displayName).toBe('123BET');
    expect(lottery?.vendors.map((v) => [v.vassalage, v.accountTypeName])).toEqual([
      ['TCG_LOTTO_VN', ''],
      ['LOTT', 'LOTT_ACC'],
    ]);
  });

  it('makes the prize mode electronic lottery when TCG_LOTTO_VN or LOTT cards exist, else lottery', () => {
    expect(prizeModeOf([lane('LOTT', vendor('TCG_LOTTO_VN', 'LOTT'))])).toBe('ELOTT');
    expect(prizeModeOf([lane('ELOTT', vendor('LOTT', 'ELOTT'))])).toBe('ELOTT');
    expect(prizeModeOf([lane('LOTT', vendor('TCG_SEA', 'LOTT')), lane('RNG', vendor('LOTT', 'RNG'))])).toBe(
      'LOTT',
    );
  });
});
