import type { Announcement } from '@portal/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../api/client.ts';
import { agentKeys, useAgentId } from './agent-keys.ts';

/** GET /wps/agent/announcements: the announcements for agents only, in the page's language. */
export const getAgentAnnouncements = () => apiGet<Announcement[]>('/wps/agent/announcements');

export function useAgentAnnouncements() {
  const agentId = useAgentId();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
    queryKey: agentKeys.announcements(agentId, language),
    queryFn: getAgentAnnouncements,
    staleTime: 60_000,
  });
}
