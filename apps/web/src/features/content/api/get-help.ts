import type { HelpCentre } from '@portal/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../api/client.ts';

export function fetchHelp(language: string): Promise<HelpCentre> {
  return apiGet<HelpCentre>('/wps/help', { lang: language, device: 'WEB' });
}

/** The help centre sections in the current language. */
export function useHelp() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
    queryKey: ['content', 'help', language] as const,
    queryFn: () => fetchHelp(language),
    staleTime: 5 * 60_000,
  });
}
