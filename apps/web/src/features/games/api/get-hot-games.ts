import type { Game } from '@portal/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../api/client.ts';
import { useSystemStatus } from '../../../api/system-status.ts';

export function fetchHotGames(merchantCode: string, language: string): Promise<Game[]> {
  return apiGet<Game[]>('/wps/relay/GCSGAME_hotGamesV2', {
    merchantCode,
    isPlatform: 2,
    platform: 'flash,html5-desktop',
    language,
  });
}

/** The merchant's hot games in the current language. */
export function useHotGames(options: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const merchantCode = useSystemStatus().data?.info.merchantCode;
  return useQuery({
    queryKey: ['games', 'hot', merchantCode, language] as const,
    queryFn: () => fetchHotGames(merchantCode ?? '', language),
    enabled: merchantCode !== undefined && options.enabled !== false,
    staleTime: 60_000,
  });
}
