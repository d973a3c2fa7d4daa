import { describe, expect, it } from 'vitest';
import { makeLanes, makeVendor } from '../../../test/fixtures.ts';
import { categoryChoices, vendorChoices } from './bet-choices.ts';

const lanes = [
  { gameCategory: 'HOT', vendors: [makeVendor('HOTV')] },
  ...makeLanes(),
  { gameCategory: 'PVP', vendors: [makeVendor('SLOT1'), makeVendor('CARDS')] },
];

describe('betting record choices', () => {
  it('offer the site categories in lane order, without navigation lanes', () => {
    expect(categoryChoices(lanes)).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP']);
  });

  it('offer the vendors of the chosen category, or each vendor once across every category', () => {
    expect(vendorChoices(lanes, 'PVP')).toEqual([
      { vendor: 'SLOT1', name: 'SLOT1 Gaming' },
      { vendor: 'CARDS', name: 'CARDS Gaming' },
    ]);
    expect(vendorChoices(lanes, 'FISH')).toEqual([]);
    const all = vendorChoices(lanes, '').map((choice) => choice.vendor);
    expect(all).toHaveLength(14 + 3);
    expect(all).not.toContain('HOTV');
    expect(all.filter((vendor) => vendor === 'SLOT1')).toHaveLength(1);
  });
});
