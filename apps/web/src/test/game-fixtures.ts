import type { Announcement, Winner } from '@portal/contracts/content';
import type { Game, VendorLane } from '@portal/contracts/games';

/** Test data shaped like the server's answers; override only what a test is about. */
export function makeGame(overrides: Partial<Game> = {}): Game {
  return {
    nodeId: 1,
    nodeName: 'Node name',
    gameName: 'Golden Dragon',
    gameType: 'RNG',
    vassalage: 'INH',
    accountTypeName: 'In-house Slots',
    gameClassify: 'SC',
    prizeMode: null,
    minBet: 100,
    minLineNum: 1,
    showIcon: '/assets/games/show.svg',
    iconUrl: '/assets/games/icon.svg',
    supportPlay: 1,
    gameCode: 'golden-dragon',
    isGame: 'GAME',
    isHot: false,
    isNew: false,
    isJackpot: false,
    maintenance: false,
    ...overrides,
  };
}

export function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 1,
    type: 'B',
    title: 'Announcement',
    content: '<p>Body</p>',
    startDateStr: '2026-11-01 00:00:00',
    endDateStr: '2026-12-31 23:59:59',
    promotionType: null,
    execution: 'B',
    groupName: null,
    imageUrl: '/assets/banners/1.svg',
    url: null,
    linkageType: 'NONE',
    ...overrides,
  };
}

export function makeWinner(account: string, winAmount: number, gameName = 'Golden Dragon'): Winner {
  return {
    vo: {
      account,
      gameName,
      gameCategory: 'RNG',
      vassalage: 'INH',
      winAmount,
      winTime: '2026-11-23 06:00:00',
    },
  };
}

export function makeLane(gameCategory: string, vassalages: string[]): VendorLane {
  return {
    gameCategory,
    vendors: vassalages.map((vassalage) => ({
      displayName: `${vassalage} Gaming`,
      vassalage,
      gameType: gameCategory,
      accountTypeName: `${vassalage}_${gameCategory}`,
      isGame: 'VASSALAGE',
      gameCode: null,
      maintenance: false,
      icons: {
        DEFAULT: `/assets/vendors/${vassalage}.svg`,
        ACTIVE: `/assets/vendors/${vassalage}.svg`,
        WHITE: `/assets/vendors/${vassalage}.svg`,
        COLOR: `/assets/vendors/${vassalage}.svg`,
        PURPLE: `/assets/vendors/${vassalage}.svg`,
      },
    })),
  };
}
