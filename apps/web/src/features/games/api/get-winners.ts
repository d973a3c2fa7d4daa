import type { Winner } from '@portal/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../api/client.ts';

/** Session storage key of the winner list (spec section 9). */
export const WINNERS_KEY = 'WINNERS';
export const WINNER_LIMIT = 20;

function readCached(language: string): Winner[] | undefined {
  try {
    const raw = sessionStorage.getItem(WINNERS_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const entry = parsed as { language?: unknown; list?: unknown };
    if (entry.language !== language || !Array.isArray(entry.list)) return undefined;
    return entry.list as Winner[];
  } catch {
    return undefined;
  }
}

function writeCached(language: string, list: Winner[]): void {
  try {
    sessionStorage.setItem(WINNERS_KEY, JSON.stringify({ language, list }));
  } catch {
    // a full or blocked storage only costs a refetch next time
  }
}

export async function fetchWinners(language: string): Promise<Winner[]> {
  const cached = readCached(language);
  if (cached) return cached;
  const list = await apiGet<Winner[]>('/wps/relay/GCSGAME_winnerBoard', {
    gameCategory: 'ALL',
    language,
    limitNum: WINNER_LIMIT,
  });
  writeCached(language, list);
  return list;
}

/** The latest big wins, cached for the browser session. */
export function useWinners() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
    queryKey: ['games', 'winners', language] as const,
    queryFn: () => fetchWinners(language),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
