import { portalPath, safeGameUrl } from '@portal/ui/safe-url.ts';
import { describe, expect, it } from 'vitest';
import { makeGame, makeLane } from '../../../test/game-fixtures.ts';
import { seamlessPath } from './game-url.ts';
import { launchTarget } from './launch.ts';

const CENTRES = new Map([['CRASH', '/crash']]);

function vendor(
  vassalage: string,
  gameType: string,
  overrides: { isGame?: string; gameCode?: string | null } = {},
) {
  const tile = makeLane(gameType, [vassalage]).vendors[0];
  if (!tile) throw new Error('no vendor');
  return { ...tile, ...overrides };
}

describe('launch rule', () => {
  it('sends TCG_LOTTO_VN to /vnLottery with the game code', () => {
    const game = makeGame({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN_NORTH' });
    expect(launchTarget(game, CENTRES)).toEqual({ kind: 'route', to: '/vnLottery?gameCode=VN_NORTH' });
  });

  it('sends TCG_SEA to /seaLottery with the game code', () => {
    const game = makeGame({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'SEA_LAO' });
    expect(launchTarget(game, CENTRES)).toEqual({ kind: 'route', to: '/seaLottery?gameCode=SEA_LAO' });
  });

  it('sends LOTT and ELOTT, by vendor or by game type, to /lottery with the game code', () => {
    const byVendor = makeGame({ vassalage: 'LOTT', gameType: 'RNG', gameCode: 'HANOI_VIP' });
    const byType = makeGame({ vassalage: 'HLOTTO', gameType: 'ELOTT', gameCode: 'ELOTT_SSC' });
    const lottType = makeGame({ vassalage: 'OTHER', gameType: 'LOTT', gameCode: 'A&B' });
    expect(launchTarget(byVendor, CENTRES)).toEqual({ kind: 'route', to: '/lottery?gameCode=HANOI_VIP' });
    expect(launchTarget(byType, CENTRES)).toEqual({ kind: 'route', to: '/lottery?gameCode=ELOTT_SSC' });
    expect(launchTarget(lottType, CENTRES)).toEqual({ kind: 'route', to: '/lottery?gameCode=A%26B' });
  });

  it('opens a lottery vendor tile on its page without a game code', () => {
    expect(launchTarget(vendor('TCG_LOTTO_VN', 'LOTT'), CENTRES)).toEqual({
      kind: 'route',
      to: '/vnLottery',
    });
  });

  it('sends vendor FB, game or tile, to /fbSports', () => {
    expect(launchTarget(makeGame({ vassalage: 'FB', gameType: 'SPORTS' }), CENTRES)).toEqual({
      kind: 'route',
      to: '/fbSports',
    });
    expect(launchTarget(vendor('FB', 'SPORTS', { isGame: 'GAME', gameCode: 'FB_SPORTS' }), CENTRES)).toEqual({
      kind: 'route',
      to: '/fbSports',
    });
  });

  it('opens a vendor tile of a game-list-centre type on that page, filtered to the vendor', () => {
    expect(launchTarget(vendor('HCRASH', 'CRASH'), CENTRES)).toEqual({
      kind: 'route',
      to: '/crash?vassalage=HCRASH',
    });
  });

  it('starts a game of a game-list-centre type directly, or it could never start from its own list', () => {
    const game = makeGame({ nodeId: 31, vassalage: 'HCRASH', gameType: 'CRASH' });
    expect(launchTarget(game, CENTRES)).toEqual({ kind: 'launch', query: { nodeId: 31 } });
  });

  it('opens the popup game list of a vassalage group', () => {
    expect(launchTarget(vendor('HLIVE', 'LIVE'), CENTRES)).toEqual({
      kind: 'vendorGames',
      vendor: { vassalage: 'HLIVE', gameType: 'LIVE', name: 'HLIVE Gaming' },
    });
    const group = makeGame({ isGame: 'VASSALAGE', vassalage: 'NOVA', gameName: 'Nova' });
    expect(launchTarget(group, CENTRES)).toMatchObject({
      kind: 'vendorGames',
      vendor: { vassalage: 'NOVA' },
    });
  });

  it('starts any other game by its node id', () => {
    expect(launchTarget(makeGame({ nodeId: 12 }), CENTRES)).toEqual({
      kind: 'launch',
      query: { nodeId: 12 },
    });
  });

  it('starts a vendor tile that is one game by vendor and game code, and lists one without a code', () => {
    expect(
      launchTarget(vendor('BTI', 'SPORTS', { isGame: 'GAME', gameCode: 'BTI_SPORTS' }), CENTRES),
    ).toEqual({
      kind: 'launch',
      query: { vassalage: 'BTI', gameCode: 'BTI_SPORTS' },
    });
    expect(launchTarget(vendor('AV', 'ESPORTS', { isGame: 'GAME', gameCode: null }), CENTRES)).toMatchObject({
      kind: 'vendorGames',
    });
  });
});

describe('game addresses', () => {
  const ORIGIN = 'https://portal.example';

  it('accepts paths of this site and https addresses', () => {
    expect(safeGameUrl('/play/house/slot/DRAGON?token=abc', ORIGIN)).toBe(
      '/play/house/slot/DRAGON?token=abc',
    );
    expect(safeGameUrl('https://portal.example/play/x', ORIGIN)).toBe('/play/x');
    expect(safeGameUrl('https://games.vendor.example/lobby?t=1', ORIGIN)).toBe(
      'https://games.vendor.example/lobby?t=1',
    );
  });

  it('opens a page launch or a back link only on this site', () => {
    expect(portalPath('/vnLottery?gameCode=VN_NORTH&back=%2Flott', ORIGIN)).toBe(
      '/vnLottery?gameCode=VN_NORTH&back=%2Flott',
    );
    expect(portalPath('https://portal.example/lott', ORIGIN)).toBe('/lott');
    expect(portalPath('https://games.vendor.example/lobby', ORIGIN)).toBeNull();
    expect(portalPath('//evil.example/x', ORIGIN)).toBeNull();
    expect(portalPath('javascript:alert(1)', ORIGIN)).toBeNull();
  });

  it('refuses script, data, plain http and empty addresses', () => {
    expect(safeGameUrl('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(safeGameUrl('data:text/html,<script>1</script>', ORIGIN)).toBeNull();
    expect(safeGameUrl('http://games.vendor.example/', ORIGIN)).toBeNull();
    expect(safeGameUrl('//evil.example/x', 'http://localhost')).toBeNull();
    expect(safeGameUrl('', ORIGIN)).toBeNull();
    expect(safeGameUrl(null, ORIGIN)).toBeNull();
  });

  it('puts a seamless launch on /seamless with its address and name encoded', () => {
    const path = seamlessPath({
      url: '/play/sandbox/SBX_SPORTS?token=a&b=c',
      mode: 'seamless',
      trial: false,
      game: makeGame({ gameName: 'Sandbox Sports' }),
    });
    const url = new URL(path, 'https://portal.example');
    expect(url.pathname).toBe('/seamless');
    expect(url.searchParams.get('url')).toBe('/play/sandbox/SBX_SPORTS?token=a&b=c');
    expect(url.searchParams.get('name')).toBe('Sandbox Sports');
  });
});
