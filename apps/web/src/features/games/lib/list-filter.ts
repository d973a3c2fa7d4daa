import type { GameListFilter } from '../api/get-game-list.ts';

/** Spec section 3: slot sub-categories; BG (bingo) only where the language list includes TY. */
export const BASE_CLASSIFIES = ['SC', 'VP', 'JP', 'TG', 'AC'] as const;
export const GAME_LIST_PAGE_SIZE = 24;

export function classifiesFor(languages: readonly string[]): string[] {
  const withBingo = languages.some((code) => code.toLowerCase() === 'ty');
  return withBingo ? [...BASE_CLASSIFIES, 'BG'] : [...BASE_CLASSIFIES];
}

/** The filter a game list page shows, read from its URL (`?gameClassify=JP&page=2` and so on). */
export function filterFromSearch(params: URLSearchParams, gameType: string): GameListFilter {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const classify = params.get('gameClassify')?.toUpperCase() ?? '';
  return {
    gameType,
    vassalage: params.get('vassalage') ?? undefined,
    gameClassify: /^[A-Z]{2,10}$/.test(classify) ? classify : undefined,
    gameName: params.get('gameName') ?? undefined,
    isNew: params.get('isNew') === '1',
    isJackpot: params.get('isJackpot') === '1',
    pageNo: Number.isFinite(page) && page > 0 ? page : 1,
    pageSize: GAME_LIST_PAGE_SIZE,
  };
}

/** A copy of the URL parameters with one filter changed; any change of filter returns to page 1. */
export function withParam(params: URLSearchParams, key: string, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined || value === '') next.delete(key);
  else next.set(key, value);
  if (key !== 'page') next.delete('page');
  return next;
}

/** Page numbers to show around the current page, with null standing for a gap. */
export function pageWindow(current: number, total: number): (number | null)[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const pages = new Set([1, total, current - 1, current, current + 1]);
  if (current <= 3) for (const page of [2, 3, 4]) pages.add(page);
  if (current >= total - 2) for (const page of [total - 3, total - 2, total - 1]) pages.add(page);
  const sorted = [...pages].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const page of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && page - previous > 1) result.push(null);
    result.push(page);
  }
  return result;
}
