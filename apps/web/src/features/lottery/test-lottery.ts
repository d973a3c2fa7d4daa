import type { LotteryDraw, LotteryGame } from '@portal/contracts/lottery.schema';

/** A draw of the fixtures: open by default, closing in a minute. */
export function makeDraw(overrides: Partial<LotteryDraw> = {}): LotteryDraw {
  const closesAt = new Date(Date.now() + 60_000).toISOString();
  return {
    id: 2,
    gameCode: 'LOTT_K3',
    issue: '20260101-0002',
    closesAt,
    drawAt: new Date(Date.parse(closesAt) + 10_000).toISOString(),
    status: 'open',
    commitment: 'ab'.repeat(32),
    secret: null,
    label: 'LOTT_K3:20260101-0002',
    result: null,
    source: null,
    ...overrides,
  };
}

/** A k3 game with its current draw and a last result of 4, 2, 2. */
export function makeLotteryGame(overrides: Partial<LotteryGame> = {}): LotteryGame {
  return {
    gameCode: 'LOTT_K3',
    vendorCode: 'LOTT',
    family: 'k3',
    prizeMode: 'ELOTT',
    name: 'Fast 3 Dice',
    names: { en: 'Fast 3 Dice', th: 'ลูกเต๋าด่วน 3 ลูก' },
    iconUrl: '/art/k3.svg',
    maintenance: false,
    source: 'house',
    minStake: 100,
    maxStake: 50_000_00,
    cancelAllowed: true,
    odds: {},
    current: makeDraw(),
    last: makeDraw({
      id: 1,
      issue: '20260101-0001',
      label: 'LOTT_K3:20260101-0001',
      status: 'settled',
      closesAt: new Date(Date.now() - 20_000).toISOString(),
      drawAt: new Date(Date.now() - 10_000).toISOString(),
      result: [4, 2, 2],
      source: 'house',
    }),
    ...overrides,
  };
}
