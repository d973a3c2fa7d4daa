import type { AnnouncementPayload, Execution } from '@portal/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from './client.ts';

export const HOME_ANNOUNCEMENT_TYPES = 'B,PL,PU,PR';

export function fetchAnnouncements(execution: Execution, language: string): Promise<AnnouncementPayload> {
  return apiGet<AnnouncementPayload>('/wps/announcement', {
    types: HOME_ANNOUNCEMENT_TYPES,
    platform: 'W',
    execution,
    language,
  });
}

/** Banners, player notices, popups and promotions for one audience in the current language. */
export function useAnnouncements(execution: Execution) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
    queryKey: ['announcements', execution, language] as const,
    queryFn: () => fetchAnnouncements(execution, language),
    staleTime: 60_000,
  });
}
