import type { LaunchResult } from '@portal/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../api/client.ts';

/** GET /wps/relay/GCS_gameLaunchFB: the sports vendor FB's launch (login required). */
export function launchSports(language: string): Promise<LaunchResult> {
  return apiGet<LaunchResult>('/wps/relay/GCS_gameLaunchFB', { language });
}

/** One launch per visit of /fbSports: a launch token is never reused from the cache. */
export function useSportsLaunch() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
    queryKey: ['games', 'launch', 'FB', language] as const,
    queryFn: () => launchSports(language),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
