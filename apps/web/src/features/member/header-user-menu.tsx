import { formatMinor } from '@portal/contracts/wallet';
import { Icon, type IconName } from '@portal/ui/icons.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authApi } from '../../api/auth.ts';
import { useCentreStore } from '../../shell/centre/centre-store.ts';
import { useInboxEnabled, useUnreadCount } from '../../shell/messages/unread.ts';
import { forgetMoney, useBalance } from '../../shell/money/balance.ts';
import { iconPicture } from '../../shell/session/icon-picture.ts';
import { useSession } from '../../shell/session/session-store.ts';
import { ACCOUNT_QUERY_ROOT } from './api/member-keys.ts';
import { SignOutDialog, type SignOutStage } from './components/sign-out-dialog.tsx';
import styles from './header-user-menu.module.css';

type MenuItem = { key: string; icon: IconName; label: string; run: () => void };

/** Where the player's choice to hide the balance is remembered on this device. */
export const BALANCE_MASK_KEY = 'balanceMasked';

function readMasked(): boolean {
  try {
    return localStorage.getItem(BALANCE_MASK_KEY) === '1';
  } catch {
    return false;
  }
}

/** The balance hidden as *** or shown, remembered across visits. */
function useBalanceMask(): [boolean, () => void] {
  const [masked, setMasked] = useState(readMasked);
  const toggle = () =>
    setMasked((current) => {
      const next = !current;
      try {
        localStorage.setItem(BALANCE_MASK_KEY, next ? '1' : '0');
      } catch {
        // storage unavailable: the choice holds for this page
      }
      return next;
    });
  return [masked, toggle];
}

type BalanceChipProps = { masked: boolean; onToggleMask: () => void; onOpenWallet: () => void };

/**
 * The header balance (spec section 2): the main wallet with two decimals and thousands separators;
 * the figure opens the wallet page, the arrows read it again, the eye hides it as ***.
 */
function BalanceChip({ masked, onToggleMask, onOpenWallet }: BalanceChipProps) {
  const { t } = useTranslation('member');
  const balance = useBalance();
  const refreshing = balance.isFetching;
  const refresh = () => {
    if (!refreshing) void balance.refetch();
  };

  let figure: ReactNode;
  let length: 'long' | 'huge' | undefined;
  if (balance.data) {
    const text = formatMinor(balance.data.balance);
    figure = masked ? '***' : text;
    if (!masked && text.length > 12) length = 'huge';
    else if (!masked && text.length > 9) length = 'long';
  } else if (balance.isError) {
    figure = '—';
  } else {
    figure = <span className={styles.balanceSkeleton} aria-hidden="true" />;
  }

  return (
    <div className={styles.balance} data-testid="balance-chip" aria-busy={refreshing}>
      <button
        type="button"
        className={styles.balanceOpen}
        title={t('header.walletHint')}
        data-testid="user-balance"
        onClick={onOpenWallet}
      >
        <span className={styles.walletIcon} aria-hidden="true">
          <Icon name="wallet" size={16} />
        </span>
        <span className={styles.balanceText}>
          <span className={styles.balanceLabel}>{t('header.balance')}</span>
          <span className={styles.balanceFigure} data-length={length} data-testid="balance-amount">
            {balance.data ? (
              <span className={styles.balanceSymbol}>{balance.data.currencySymbol}</span>
            ) : null}
            {figure}
          </span>
        </span>
      </button>
      <span className={styles.balanceTools}>
        <button
          type="button"
          className={`${styles.balanceTool} ${refreshing ? styles.spinning : ''}`}
          aria-label={t(refreshing ? 'header.refreshing' : 'header.refreshBalance')}
          title={t('header.refreshBalance')}
          data-testid="balance-refresh"
          onClick={refresh}
        >
          <Icon name="refresh" size={16} />
        </button>
        <button
          type="button"
          className={`${styles.balanceTool} ${styles.maskTool}`}
          aria-label={t(masked ? 'header.showBalance' : 'header.hideBalance')}
          title={t(masked ? 'header.showBalance' : 'header.hideBalance')}
          data-testid="balance-mask"
          onClick={onToggleMask}
        >
          <Icon name={masked ? 'eyeOff' : 'eye'} size={16} />
        </button>
      </span>
      {balance.isError && !refreshing ? (
        <span className="visually-hidden" role="status">
          {t('header.balanceFailed')}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The header when logged in (spec section 2): wallet, deposit, withdraw, the username into the
 * member centre, agent centre for agents, betting record and sign out. Narrower screens fold the
 * account entries into one compact menu behind the avatar.
 */
export function HeaderUserMenu() {
  const { t } = useTranslation('member');
  const user = useSession((state) => state.user);
  const openMember = useCentreStore((state) => state.openMember);
  const openAgent = useCentreStore((state) => state.openAgent);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signOut, setSignOut] = useState<SignOutStage>(null);
  const [masked, toggleMasked] = useBalanceMask();
  const inboxOn = useInboxEnabled() && !user?.isTrial;
  const unread = useUnreadCount().data?.unread ?? 0;
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  // However the session ends (sign-out, a rejected token at start), nothing of this member's account or
  // money stays in the cache for the next one.
  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        if (!previous.isLogin || state.isLogin) return;
        queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_ROOT });
        forgetMoney(queryClient);
      }),
    [queryClient],
  );

  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  if (!user) return null;

  const confirmSignOut = async () => {
    setSignOut('busy');
    try {
      await authApi.logout();
    } catch {
      // the server may already have ended the session; this device signs out regardless
    }
    useCentreStore.getState().close();
    setSignOut(null);
    navigate('/');
    useSession.getState().clear();
  };

  const items: MenuItem[] = [
    { key: 'account', icon: 'shield', label: t('header.myAccount'), run: () => openMember('securityCenter') },
    { key: 'wallet', icon: 'wallet', label: t('header.wallet'), run: () => openMember('transferFund') },
    { key: 'deposit', icon: 'deposit', label: t('header.deposit'), run: () => openMember('depositv2') },
    { key: 'withdraw', icon: 'withdraw', label: t('header.withdraw'), run: () => openMember('withdraw') },
    {
      key: 'bet-record',
      icon: 'ticket',
      label: t('header.betRecord'),
      run: () => openMember('personalHistoryCopy'),
    },
    // on a phone the header's inbox entry folds in here (the avatar then carries the unread dot)
    ...(inboxOn
      ? [
          {
            key: 'inbox',
            icon: 'envelope',
            label: unread > 0 ? t('header.inboxUnread', { count: unread }) : t('header.inbox'),
            run: () => openMember('messageV2'),
          } as const,
        ]
      : []),
    ...(user.isAgent
      ? [
          {
            key: 'agent-centre',
            icon: 'users',
            label: t('header.agentCentre'),
            run: () => openAgent(),
          } as const,
        ]
      : []),
  ];
  const choose = (run: () => void) => {
    setMenuOpen(false);
    run();
  };

  return (
    <div ref={rootRef} className={styles.root} data-testid="header-user-menu">
      <BalanceChip
        masked={masked}
        onToggleMask={toggleMasked}
        onOpenWallet={() => openMember('transferFund')}
      />

      <button
        type="button"
        className={`${styles.cta} ${styles.deposit} ${styles.medium}`}
        data-testid="user-deposit"
        onClick={() => openMember('depositv2')}
      >
        <Icon name="deposit" size={16} />
        {t('header.deposit')}
      </button>
      <button
        type="button"
        className={`${styles.cta} ${styles.withdraw} ${styles.medium}`}
        data-testid="user-withdraw"
        onClick={() => openMember('withdraw')}
      >
        <Icon name="withdraw" size={16} />
        {t('header.withdraw')}
      </button>

      <button
        type="button"
        className={`${styles.user} ${styles.wide}`}
        title={t('header.myAccount')}
        data-testid="user-name"
        onClick={() => openMember('securityCenter')}
      >
        <img className={styles.avatar} src={iconPicture(user.icon)} alt="" width={30} height={30} />
        <span className={styles.userName}>{user.account}</span>
      </button>
      {user.isAgent ? (
        <button
          type="button"
          className={`${styles.agentButton} ${styles.wide}`}
          data-testid="user-agent-centre"
          onClick={() => openAgent()}
        >
          <Icon name="users" size={16} />
          {t('header.agentCentre')}
        </button>
      ) : null}
      {inboxOn ? (
        <button
          type="button"
          className={`${styles.iconButton} ${styles.inbox}`}
          aria-label={unread > 0 ? t('header.inboxUnread', { count: unread }) : t('header.inbox')}
          title={t('header.inbox')}
          data-testid="user-inbox"
          onClick={() => openMember('messageV2')}
        >
          <Icon name="envelope" size={20} />
          {unread > 0 ? (
            <span className={styles.inboxBadge} data-testid="inbox-badge">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </button>
      ) : null}
      <button
        type="button"
        className={`${styles.iconButton} ${styles.wide}`}
        aria-label={t('header.betRecord')}
        title={t('header.betRecord')}
        data-testid="user-bet-record"
        onClick={() => openMember('personalHistoryCopy')}
      >
        <Icon name="ticket" size={20} />
      </button>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.wide}`}
        aria-label={t('header.signOut')}
        title={t('header.signOut')}
        data-testid="user-logout"
        onClick={() => setSignOut('confirm')}
      >
        <Icon name="logout" size={20} />
      </button>

      <button
        type="button"
        className={styles.toggle}
        aria-label={t('header.accountMenu')}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        data-testid="user-menu-toggle"
        onClick={() => setMenuOpen((open) => !open)}
      >
        <img className={styles.avatar} src={iconPicture(user.icon)} alt="" width={30} height={30} />
        {inboxOn && unread > 0 ? (
          <span className={styles.toggleDot} data-testid="user-menu-unread" aria-hidden="true" />
        ) : null}
        <Icon name={menuOpen ? 'chevronUp' : 'chevronDown'} size={14} className={styles.chevron} />
      </button>
      {menuOpen ? (
        <div id={menuId} className={styles.menu} data-testid="user-menu">
          <div className={styles.menuHead}>
            <img className={styles.menuAvatar} src={iconPicture(user.icon)} alt="" width={40} height={40} />
            <div className={styles.menuWho}>
              <p className={styles.menuName}>{user.account}</p>
              <p className={styles.menuType}>{t(user.isAgent ? 'card.agent' : 'card.player')}</p>
            </div>
            <button
              type="button"
              className={styles.menuMask}
              aria-label={t(masked ? 'header.showBalance' : 'header.hideBalance')}
              data-testid="user-menu-balance-mask"
              onClick={toggleMasked}
            >
              <Icon name={masked ? 'eyeOff' : 'eye'} size={16} />
              {t(masked ? 'header.showBalance' : 'header.hideBalance')}
            </button>
          </div>
          <ul className={styles.menuList}>
            {items.map((item) => (
              <li key={item.key}>
                <button
                  type="button"
                  className={styles.menuItem}
                  data-testid={`user-menu-${item.key}`}
                  onClick={() => choose(item.run)}
                >
                  <Icon name={item.icon} size={18} />
                  {item.label}
                </button>
              </li>
            ))}
            <li className={styles.menuDivider} aria-hidden="true" />
            <li>
              <button
                type="button"
                className={`${styles.menuItem} ${styles.menuDanger}`}
                data-testid="user-menu-logout"
                onClick={() => choose(() => setSignOut('confirm'))}
              >
                <Icon name="logout" size={18} />
                {t('header.signOut')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}

      <SignOutDialog
        stage={signOut}
        onCancel={() => setSignOut(null)}
        onConfirm={() => void confirmSignOut()}
      />
    </div>
  );
}
