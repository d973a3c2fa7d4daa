import type {
  FeedbackConfig,
  FeedbackReceipt,
  InboxPage,
  MemberNoticePage,
  UnreadCount,
} from '@portal/contracts/messages.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../api/client.ts';
import { messageKeys } from '../../../shell/messages/unread.ts';
import { useSession } from '../../../shell/session/session-store.ts';

const useOwner = () => useSession((state) => state.user?.id ?? null);

/** CSP_getInbox: one page of the inbox, newest first, of one kind or all. */
export function useInbox(pageNum: number, kind: string) {
  const owner = useOwner();
  return useQuery({
    queryKey: messageKeys.inbox(owner, pageNum, kind),
    queryFn: () =>
      apiGet<InboxPage>('/wps/relay/CSP_getInbox', { pageNum, pageSize: 10, ...(kind ? { kind } : {}) }),
  });
}

/** The member notices (token required, spec section 6), 9 a page. */
export function useMemberNotices(pageNum: number, enabled: boolean) {
  const owner = useOwner();
  return useQuery({
    queryKey: [...messageKeys.root, owner, 'notices', pageNum],
    queryFn: () => apiGet<MemberNoticePage>('/wps/notices', { pageNum, pageSize: 9 }),
    enabled,
  });
}

/** Marks read or deletes messages; the inbox and the badge are read again. */
export function useMessageMark(what: 'read' | 'delete') {
  const client = useQueryClient();
  const path = what === 'read' ? '/wps/relay/CSP_readMessage' : '/wps/relay/CSP_deleteMessage';
  return useMutation({
    mutationFn: (body: { ids?: number[]; all?: boolean }) =>
      apiRequest<UnreadCount>(path, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.root }),
  });
}

/** The feedback form's categories and bounds. */
export function useFeedbackConfig(enabled: boolean) {
  return useQuery({
    queryKey: ['feedback-config'],
    queryFn: () => apiGet<FeedbackConfig>('/wps/feedback/config'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** PUT /wps/feedback: multipart, the category, the text, then the images named image. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (form: { category: string; content: string; images: readonly File[] }) => {
      const body = new FormData();
      body.append('category', form.category);
      body.append('content', form.content);
      for (const file of form.images) body.append('image', file, file.name);
      return apiRequest<FeedbackReceipt>('/wps/feedback', { method: 'PUT', body });
    },
  });
}
