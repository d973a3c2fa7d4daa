import type { IconName } from '../../ui/icons.tsx';

/** Shortcuts whose pages arrive with the rewards capability; visitors see them disabled with a reason. */
export const SHORTCUTS: readonly { key: string; icon: IconName }[] = [
  { key: 'signInTask', icon: 'calendar' },
  { key: 'playerRank', icon: 'trophy' },
  { key: 'rewardCentre', icon: 'gift' },
];

/** Customer-service types that open in the 440x750 window (spec section 2). */
export const WINDOW_TYPES: Record<string, IconName> = {
  LIVECHAT: 'headset',
  FACEBOOK: 'facebook',
  TELEGRAM: 'telegram',
  LINE: 'line',
};
