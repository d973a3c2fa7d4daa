import { describe, expect, it } from 'vitest';
import { betsAndWins, play } from '../../test/plays.ts';
import { vnNorth, vnSouth } from './vn.ts';

/** A North result worked by hand: the endings that matter are noted beside each prize. */
const NORTH = {
  special: ['12345'], // 45, 345
  first: ['67845'], // 45
  second: ['11111', '22245'], // 11; 45
  third: ['00001', '00002', '00003', '00004', '00005', '00099'], // 01 ... 99
  fourth: ['1234', '5678', '9012', '3456'],
  fifth: ['0045', '1111', '2222', '3333', '4444', '5555'], // 45; 11
  sixth: ['345', '678', '901'], // 45, 345; 01
  seventh: ['45', '67', '89', '01'], // 45; 01
};

const SOUTH = {
  special: ['987654'], // 54, 654
  first: ['12354'], // 54
  second: ['00000'],
  third: ['11111', '22222'],
  fourth: ['33333', '44444', '55555', '66666', '77777', '88888', '99954'], // 54
  fifth: ['1234'],
  sixth: ['2345', '3456', '4567'],
  seventh: ['654'], // 54, 654
  eighth: ['54'], // 54
};

describe('VN lô', () => {
  it('pays every appearance among the last two digits of all 27 North prizes', () => {
    // 45 ends the special, first, second, fifth, sixth and seventh prizes once each
    expect(betsAndWins('vn-north.lo', [[45]], NORTH)).toEqual([1, 6]);
    // 01 ends 00001, 901 and 01; 11 ends 11111 and 1111; 98 ends none
    expect(betsAndWins('vn-north.lo', [[1, 11, 98]], NORTH)).toEqual([3, 5]);
    const settled = play('vn-north.lo').settle([[45, 98]], NORTH);
    expect(settled).toEqual({ outcome: 'win', wins: 6, refunds: 0, oddsBp: 6 * 35_100 });
  });

  it('counts the South and Central layout of 18 prizes, the 2-digit eighth included', () => {
    // 54 ends the special, first, a fourth, the seventh and the eighth prize
    expect(betsAndWins('vn-south.lo', [[54]], SOUTH)).toEqual([1, 5]);
    expect(betsAndWins('vn-south.lo', [[0, 11, 22]], SOUTH)).toEqual([3, 3]);
  });

  it('counts lô 3 số over the prizes of three digits or more', () => {
    // 345 ends the special and the sixth prize; the 2-digit seventh prizes cannot
    expect(betsAndWins('vn-north.lo-3', [[345, 1]], NORTH)).toEqual([2, 3]);
    // 654 ends the special and the seventh prize; the eighth prize has two digits
    expect(betsAndWins('vn-south.lo-3', [[654]], SOUTH)).toEqual([1, 2]);
    // a number is expected to end 23 of the North's prizes in 1000: 1000 x 0.95 / 23
    expect(play('vn-north.lo-3').odds).toEqual({ win: 413_000 });
  });
});

describe('VN đề and 3 càng', () => {
  it('reads the last two or three digits of the special prize', () => {
    expect(betsAndWins('vn-north.de', [[45, 5]], NORTH)).toEqual([2, 1]);
    expect(betsAndWins('vn-north.de', [[1]], NORTH)).toEqual([1, 0]); // 01 is lô, not đề
    expect(betsAndWins('vn-north.3-cang', [[345, 845]], NORTH)).toEqual([2, 1]);
    expect(betsAndWins('vn-south.de', [[54]], SOUTH)).toEqual([1, 1]);
    expect(betsAndWins('vn-south.3-cang', [[654]], SOUTH)).toEqual([1, 1]);
  });
});

describe('VN xiên', () => {
  it.each([
    // play, numbers, bets C(k, n), wins: once per bet whose numbers all appear, however often
    ['xien-2', [45, 99], 1, 1],
    ['xien-2', [45, 99, 98], 3, 1],
    ['xien-2', [45, 1, 11, 99], 6, 6],
    ['xien-3', [45, 99, 1], 1, 1],
    ['xien-3', [45, 99, 1, 11, 98], 10, 4],
    ['xien-4', [45, 99, 1, 98], 1, 0],
    ['xien-4', [45, 99, 1, 11, 12, 98], 15, 5],
  ])('%s with %j: %i bets, %i won', (name, numbers, bets, wins) => {
    expect(betsAndWins(`vn-north.${name}`, [numbers], NORTH)).toEqual([bets, wins]);
  });
});

describe('VN results', () => {
  it('accepts the North layout and points at the first wrong prize', () => {
    expect(vnNorth.parseDraw(NORTH)).toEqual({ ok: true, draw: NORTH });
    expect(vnNorth.parseDraw({ ...NORTH, third: NORTH.third.slice(1) })).toEqual({
      ok: false,
      problem: 'lottery.draw.shape',
      at: 'third',
    });
    expect(vnNorth.parseDraw({ ...NORTH, fourth: ['123', '5678', '9012', '3456'] })).toEqual({
      ok: false,
      problem: 'lottery.draw.range',
      at: 'fourth[0]',
    });
    expect(vnNorth.parseDraw({ ...NORTH, seventh: ['45', '67', '8a', '01'] })).toMatchObject({
      at: 'seventh[2]',
    });
    expect(vnNorth.parseDraw({ ...NORTH, special: [12345] })).toMatchObject({
      problem: 'lottery.draw.shape',
    });
    expect(vnNorth.parseDraw({ ...NORTH, eighth: ['54'] })).toMatchObject({
      problem: 'lottery.draw.shape',
      at: '',
    });
  });

  it('has 27 North prizes and 18 South and Central prizes', () => {
    const prizes = (tiers: readonly { count: number }[]) => tiers.reduce((n, tier) => n + tier.count, 0);
    expect(vnNorth.shape.kind === 'prizes' && prizes(vnNorth.shape.tiers)).toBe(27);
    expect(vnSouth.shape.kind === 'prizes' && prizes(vnSouth.shape.tiers)).toBe(18);
    expect(vnSouth.parseDraw(SOUTH)).toEqual({ ok: true, draw: SOUTH });
    expect(vnSouth.parseDraw(NORTH)).toMatchObject({ ok: false });
  });
});
