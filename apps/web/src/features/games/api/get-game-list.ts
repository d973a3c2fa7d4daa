import type { PageOf } from '@portal/contracts/common';
import type { Game } from '@portal/contracts/games';
import type { Query } from '@portal/ui/api/client.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../api/client.ts';
import { useSystemStatus } from '../../../api/system-status.ts';

/** The filters a screen chooses; the fixed client fields are added by buildGameListQuery. */
export type GameListFilter = {
  gameType: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  pageNo: number;
  pageSize: number;
  isNew?: boolean;
  isJackpot?: boolean;
};

/** The full GCSGAME_gameList query (spec section 7) for a filter. */
export function buildGameListQuery(filter: GameListFilter, merchant: string, language: string): Query {
  return {
    clientType: 'web',
    platform: 'html5-desktop',
    merchant,
    gameType: filter.gameType,
    vassalage: filter.vassalage || undefined,
    gameClassify: filter.gameClassify || undefined,
    gameName: filter.gameName?.trim() || undefined,
    pageNo: filter.pageNo,
    pageSize: filter.pageSize,
    isNew: filter.isNew ? 1 : undefined,
    isJackpot: filter.isJackpot ? 1 : undefined,
    language,
  };
}

export function fetchGameList(query: Query): Promise<PageOf<Game>> {
  return apiGet<PageOf<Game>>('/wps/relay/GCSGAME_gameList', query);
}

/** One page of games; the previous page stays visible while the next one loads. */
export function useGameList(filter: GameListFilter, options: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const merchantCode = useSystemStatus().data?.info.merchantCode;
  const query = buildGameListQuery(filter, merchantCode ?? '', language);
  return useQuery({
    queryKey: ['games', 'list', query] as const,
    queryFn: () => fetchGameList(query),
    enabled: merchantCode !== undefined && options.enabled !== false,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
