import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { useUnreadCount } from '../messages/unread.ts';
import { useRewards } from '../money/rewards.ts';
import { useSession } from '../session/session-store.ts';
import { DEFAULT_MEMBER_PAGE, MEMBER_MENU, pageIcon, visibleMenu } from './centre-menus.ts';
import { CentreOverlay } from './centre-overlay.tsx';
import { CentrePageBody } from './centre-page-body.tsx';
import type { CentrePages } from './centre-pages.ts';
import { useCentreStore } from './centre-store.ts';
import { MemberSummary } from './member-summary.tsx';

/**
 * The member centre overlay (spec section 2), mounted once; the centre store says what shows, the
 * registry which pages have a screen (the others say they are coming).
 */
export function MemberCentre({ pages }: { pages: CentrePages['member'] }) {
  const { t } = useTranslation('member');
  const page = useCentreStore((state) => state.member);
  const openMember = useCentreStore((state) => state.openMember);
  const close = useCentreStore((state) => state.close);
  const isLogin = useSession((state) => state.isLogin);
  const isTrial = useSession((state) => state.isTrial);
  const rewards = useRewards(Boolean(page) && isLogin && !isTrial);
  const unread = useUnreadCount();
  const tree = useSystemStatus().data?.info.whitelabelVal;
  // entries whose module the site has switched off (INBOX3) are not offered
  const groups = useMemo(() => (tree ? visibleMenu(MEMBER_MENU, tree) : MEMBER_MENU), [tree]);

  // the session ended (signed out, token rejected): nothing of the account stays on screen
  useEffect(() => {
    if (!isLogin && useCentreStore.getState().member) close();
  }, [isLogin, close]);

  if (!page || !isLogin || isTrial) return null;
  const shown = groups.some((g) => g.entries.some((e) => e.page === page)) ? page : DEFAULT_MEMBER_PAGE;
  return (
    <CentreOverlay
      testId="member-centre"
      title={t('member.title')}
      icon="user"
      summary={<MemberSummary />}
      groups={groups}
      active={shown}
      pageLabel={(entry) => t(`member.pages.${entry}.title`)}
      groupLabel={(key) => t(`member.groups.${key}`)}
      onSelect={(entry) => openMember(entry)}
      badges={{
        rewardCenter: rewards.data?.claimable ?? 0,
        // spec section 2: the missions' badge, the completed missions to claim (the same list's)
        missionLeaderboard:
          rewards.data?.items.filter((r) => r.source === 'mission' && r.claimable).length ?? 0,
        messageV2: unread.data?.unread ?? 0,
      }}
      onClose={close}
      closeLabel={t('actions.close')}
      menuLabel={t('actions.menu')}
    >
      <CentrePageBody
        Page={pages[shown]}
        loadingLabel={t('actions.loading')}
        soon={{
          icon: pageIcon(MEMBER_MENU, shown) ?? 'grid',
          title: t(`member.pages.${shown}.title`),
          hint: t(`member.pages.${shown}.hint`),
        }}
      />
    </CentreOverlay>
  );
}
