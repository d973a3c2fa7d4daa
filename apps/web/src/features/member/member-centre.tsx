import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { withTexts } from '../../i18n/setup.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { useSession } from '../auth/session-store.ts';
import { MEMBER_MENU, type MemberPage, pageIcon } from './centre-menus.ts';
import { useCentreStore } from './centre-store.ts';
import { CentreOverlay } from './components/centre-overlay.tsx';
import { ComingSoon } from './components/coming-soon.tsx';
import { MemberSummary } from './components/member-summary.tsx';

// The pages load when the centre opens, with their texts: the first page of the site stays light.
const PAGES: Partial<Record<MemberPage, LazyExoticComponent<ComponentType>>> = {
  securityCenter: lazy(() => import('./my-account-page.tsx').then((m) => ({ default: m.MyAccountPage }))),
  transferFund: lazy(
    withTexts(['wallet'], () =>
      import('../wallet/transfer-fund-page.tsx').then((m) => ({ default: m.TransferFundPage })),
    ),
  ),
  transferUpline: lazy(
    withTexts(['wallet', 'payments'], () =>
      import('../wallet/transfer-upline-page.tsx').then((m) => ({ default: m.TransferUplinePage })),
    ),
  ),
  personalHistoryCopy: lazy(
    withTexts(['records'], () =>
      import('../betting/bet-record-page.tsx').then((m) => ({ default: m.BetRecordPage })),
    ),
  ),
  transactionHistory: lazy(
    withTexts(['wallet'], () =>
      import('../wallet/transaction-history-page.tsx').then((m) => ({ default: m.TransactionHistoryPage })),
    ),
  ),
  personalProfit: lazy(
    withTexts(['records'], () =>
      import('../betting/personal-profit-page.tsx').then((m) => ({ default: m.PersonalProfitPage })),
    ),
  ),
  depositv2: lazy(
    withTexts(['payments'], () =>
      import('../payments/deposit-page.tsx').then((m) => ({ default: m.DepositPage })),
    ),
  ),
  withdraw: lazy(
    withTexts(['payments'], () =>
      import('../payments/withdraw-page.tsx').then((m) => ({ default: m.WithdrawPage })),
    ),
  ),
};

/** The member centre overlay (spec section 2), mounted once; the centre store says what shows. */
export function MemberCentre() {
  const { t } = useTranslation('account');
  const page = useCentreStore((state) => state.member);
  const openMember = useCentreStore((state) => state.openMember);
  const close = useCentreStore((state) => state.close);
  const isLogin = useSession((state) => state.isLogin);
  const isTrial = useSession((state) => state.isTrial);

  // the session ended (signed out, token rejected): nothing of the account stays on screen
  useEffect(() => {
    if (!isLogin && useCentreStore.getState().member) close();
  }, [isLogin, close]);

  if (!page || !isLogin || isTrial) return null;
  const Page = PAGES[page];
  return (
    <CentreOverlay
      testId="member-centre"
      title={t('member.title')}
      icon="user"
      summary={<MemberSummary />}
      groups={MEMBER_MENU}
      active={page}
      pageLabel={(entry) => t(`member.pages.${entry}.title`)}
      groupLabel={(key) => t(`member.groups.${key}`)}
      onSelect={(entry) => openMember(entry)}
      onClose={close}
      closeLabel={t('actions.close')}
      menuLabel={t('actions.menu')}
    >
      {Page ? (
        <Suspense fallback={<Spinner label={t('actions.loading')} />}>
          <Page />
        </Suspense>
      ) : (
        <ComingSoon
          icon={pageIcon(MEMBER_MENU, page) ?? 'grid'}
          title={t(`member.pages.${page}.title`)}
          hint={t(`member.pages.${page}.hint`)}
        />
      )}
    </CentreOverlay>
  );
}
