import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { LotterySlip } from './lottery.schema.ts';

const slipOf = (play: string) => ({
  gameCode: 'VN_NORTH',
  requestId: '3f2c9a4e-1b7d-4c2a-9e8f-0a1b2c3d4e5f',
  lines: [{ play, pick: [[27, 68]], unitStake: 100, multiplier: 1 }],
});

describe('the slip call', () => {
  it('takes play ids of every family, the VN ones with a dash included', () => {
    for (const play of ['k3.sum', '11x5.any-3', 'LF.sum-big-small', 'vn-north.lo', 'vn-south.xien-2'])
      expect(Value.Check(LotterySlip, slipOf(play)), play).toBe(true);
  });

  it('refuses a play id that is not family.name', () => {
    for (const play of ['lo', 'vn north.lo', '.lo', 'k3.'])
      expect(Value.Check(LotterySlip, slipOf(play)), play).toBe(false);
  });
});
