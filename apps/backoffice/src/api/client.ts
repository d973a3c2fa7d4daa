import { ApiError, createApiClient } from '@portal/ui/api/client.ts';
import { useSession } from '../session/session-store.ts';

let language = 'en';

/** The language the operator API answers messages in; kept in step with i18next. */
export function setApiLanguage(next: string): void {
  language = next;
}

/** The operator API, with this tab's operator token and language. */
export const api = createApiClient({
  authorization: () => useSession.getState().token,
  headers: () => ({ 'Accept-Language': language }),
});

/** Answers that mean the session is over (ended, expired after inactivity, revoked). */
const SESSION_OVER = new Set(['operator.not.logged.in', 'operator.session.expired']);

export function isSessionOver(error: unknown): boolean {
  return error instanceof ApiError && SESSION_OVER.has(error.code);
}

export { ApiError };
