import type { IconName } from '@portal/ui/icons.tsx';
import type { MemberPage } from '../../shell/centre/centre-menus.ts';
import { useCentreStore } from '../../shell/centre/centre-store.ts';

/** The side bar's shortcuts into member centre pages (spec section 2). */
export const SHORTCUTS: readonly { key: string; icon: IconName; page: MemberPage }[] = [
  { key: 'signInTask', icon: 'calendar', page: 'signInTask' },
  { key: 'playerRank', icon: 'trophy', page: 'playerRank' },
  { key: 'rewardCentre', icon: 'gift', page: 'rewardCenter' },
];

/**
 * Whether a shortcut's page exists yet: a registered page opens (the centre asks a visitor to log in and
 * a trial account for a real one); a page no feature has registered says it is coming, never a wrong reason.
 */
export function shortcutState(
  page: MemberPage,
  pages: Partial<Record<MemberPage, unknown>> | undefined,
): 'ready' | 'coming' {
  return pages?.[page] ? 'ready' : 'coming';
}

/** The member centre, from a side bar or the phone menu: the centre's own rule handles visitors and trials. */
export const openMemberCentre = (page?: MemberPage) => useCentreStore.getState().openMember(page);

/** Customer-service types that open in the 440x750 window (spec section 2). */
export const WINDOW_TYPES: Record<string, IconName> = {
  LIVECHAT: 'headset',
  FACEBOOK: 'facebook',
  TELEGRAM: 'telegram',
  LINE: 'line',
};
