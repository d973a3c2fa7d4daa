import type { MemberLanguageValue } from '@portal/contracts/member.schema';
import { apiRequest } from './client.ts';

/**
 * The language-update action (spec section 4): a logged-in player's language choice is stored on its
 * account (POST /wps/member/language, decision 0042). The switch itself never waits for it.
 */
export function sendLanguageChoice(language: string): Promise<MemberLanguageValue> {
  return apiRequest<MemberLanguageValue>('/wps/member/language', { method: 'POST', body: { language } });
}
