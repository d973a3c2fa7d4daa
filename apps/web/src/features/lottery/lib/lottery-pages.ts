import type { LotteryGame } from '@portal/contracts/lottery.schema';
import { FAMILY_IDS, type FamilyId, familyOf } from '@portal/lottery';

/** The lottery pages of spec section 2: the area each lists (lottoArea of GET /lgw/games). */
export const LOTTERY_PAGES = {
  '/lottery': { key: 'lottery', area: '' },
  '/vnLottery': { key: 'vnLottery', area: 'VN' },
  '/seaLottery': { key: 'seaLottery', area: 'SEA' },
} as const;
export type LotteryPath = keyof typeof LOTTERY_PAGES;
export type LotteryPage = (typeof LOTTERY_PAGES)[LotteryPath];

/** The vendors of the VN and SEA pages: /lottery lists every other lottery (LOTT and ELOTT). */
const AREA_VENDORS = new Set(['TCG_LOTTO_VN', 'TCG_SEA']);

export function lotteryPageOf(pathname: string): LotteryPage {
  return LOTTERY_PAGES[pathname as LotteryPath] ?? LOTTERY_PAGES['/lottery'];
}

/** The games a page shows: its area's, or on /lottery the ones of no area. */
export function gamesOfPage(page: LotteryPage, games: readonly LotteryGame[]): LotteryGame[] {
  return page.area ? [...games] : games.filter((game) => !AREA_VENDORS.has(game.vendorCode));
}

export type FamilyTab = { family: FamilyId; games: LotteryGame[] };

const isFamily = (id: string): id is FamilyId => (FAMILY_IDS as readonly string[]).includes(id);

/** The game tabs: one per family of the rules package, in its order, each with its games. */
export function familyTabs(games: readonly LotteryGame[]): FamilyTab[] {
  return FAMILY_IDS.flatMap((family) => {
    const own = games.filter((game) => game.family === family);
    return own.length ? [{ family, games: own }] : [];
  });
}

/** The rules family of a game; null for a family the portal does not know (a newer server). */
export function familyOfGame(game: LotteryGame) {
  return isFamily(game.family) ? familyOf(game.family) : null;
}

/** A text of the rules package (EN and TH) in the page's language. */
export function nameIn(names: { readonly en: string; readonly th: string }, language: string): string {
  return language.startsWith('th') ? names.th : names.en;
}
