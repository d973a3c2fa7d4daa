import { isModuleEnabled } from '@portal/contracts/system';
import { IconButton } from '@portal/ui/icon-button.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useVendorLanes } from '../../api/vendor-lanes.ts';
import { useMenuHasPointMall } from '../../api/whitelabel-menu.ts';
import { useAuthFlags } from '../../features/auth/auth-flags.ts';
import { HeaderLogin, useWideHeaderLogin } from '../../features/auth/header-login.tsx';
import { withTexts } from '../../i18n/setup.ts';
import { lazyChunk } from '../../shell/chunks/chunk-load.ts';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { useSession } from '../../shell/session/session-store.ts';
import { useLoadedStatus } from '../../shell/system/use-status.ts';
import { useEffectiveTheme } from '../theme.ts';
import { AppDownloadEntry } from './app-download-entry.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { MainNav } from './main-nav.tsx';
import { buildNavigation } from './nav-builder.ts';
import styles from './site-header.module.css';
import { ThemeToggle } from './theme-toggle.tsx';

// Loaded once someone is logged in: a visitor's first page does not carry it.
const HeaderUserMenu = lazyChunk(
  withTexts(['member'], () =>
    import('../../features/member/header-user-menu.tsx').then((m) => ({ default: m.HeaderUserMenu })),
  ),
);

// The phone drawer's service entries load when the drawer first opens.
const ServiceMenu = lazyChunk(() =>
  import('../sidebars/service-menu.tsx').then((m) => ({ default: m.ServiceMenu })),
);

type SiteHeaderProps = {
  /** Header-only layouts (lottery, seamless) keep the top bar but not the category bar. */
  compact?: boolean;
};

export function SiteHeader({ compact = false }: SiteHeaderProps) {
  const { t, i18n } = useTranslation('common');
  const { info } = useLoadedStatus();
  const lanes = useVendorLanes();
  const theme = useEffectiveTheme(info.brand.defaultTheme);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const isLogin = useSession((state) => state.isLogin);
  const wideLogin = useWideHeaderLogin();

  // The points mall's entry: when the whitelabel menu names it and the points system is on (decision 0046).
  const pointsOn = isModuleEnabled(info.whitelabelVal, 'PTSYS3');
  const pointMall = useMenuHasPointMall(pointsOn) && pointsOn;

  const entries = useMemo(
    () =>
      buildNavigation({
        lanes: lanes.data ?? [],
        languages: info.languages,
        resources: info.resources,
        gameListCentreTypes: info.gameListCentreTypes,
        uiLanguage: i18n.language,
        pointMall,
      }),
    [lanes.data, info, i18n.language, pointMall],
  );

  // a new page closes the drawer
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setDrawerOpen(false), [pathname]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <header className={styles.header} data-testid="site-header">
      <div className={styles.topBar}>
        <div className={styles.topInner}>
          {compact ? null : (
            <IconButton
              className={styles.burger}
              label={t(drawerOpen ? 'nav.closeMenu' : 'nav.openMenu')}
              aria-expanded={drawerOpen}
              aria-controls="site-drawer"
              data-testid="nav-burger"
              icon={<Icon name={drawerOpen ? 'close' : 'menu'} />}
              onClick={() => setDrawerOpen((open) => !open)}
            />
          )}
          <Link to="/" className={styles.logo} aria-label={t('nav.homeOf', { brand: info.brand.name })}>
            <img src={info.brand.logoUrl} alt={info.brand.name} height={40} />
          </Link>
          <div className={styles.spacer} />
          <div className={styles.actions}>
            <AppDownloadEntry
              resources={info.resources}
              faviconUrl={info.brand.faviconUrl}
              className={styles.hideOnPhone}
            />
            <LanguageSelector languages={info.languages} />
            <ThemeToggle theme={theme} className={styles.hideOnPhone} />
            {isLogin ? (
              <Suspense fallback={null}>
                <HeaderUserMenu />
              </Suspense>
            ) : wideLogin ? (
              <HeaderLogin />
            ) : (
              <AuthButtons />
            )}
          </div>
        </div>
      </div>
      {compact ? null : (
        <>
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className={`${styles.scrim} ${drawerOpen ? styles.scrimOpen : ''}`}
            onClick={() => setDrawerOpen(false)}
          />
          <div id="site-drawer" className={`${styles.navBar} ${drawerOpen ? styles.drawerOpen : ''}`}>
            <div className={styles.navInner}>
              <div className={styles.drawerHead}>
                <img src={info.brand.logoUrl} alt={info.brand.name} height={34} />
              </div>
              <MainNav
                entries={entries}
                brandName={info.brand.name}
                emblemUrl={info.brand.faviconUrl}
                onNavigate={() => setDrawerOpen(false)}
              />
              <div className={styles.drawerService}>
                {drawerOpen ? (
                  <Suspense fallback={null}>
                    <ServiceMenu onNavigate={() => setDrawerOpen(false)} />
                  </Suspense>
                ) : null}
              </div>
              <div className={styles.drawerTools}>
                <Link to="/down" className={styles.drawerTool}>
                  <Icon name="download" size={18} />
                  {t('app.download')}
                </Link>
                <ThemeToggle theme={theme} testId="drawer-theme-toggle" />
              </div>
            </div>
          </div>
        </>
      )}
    </header>
  );
}

/** Logged out on narrower screens: buttons that open the login and register modals. */
function AuthButtons() {
  const { t } = useTranslation('common');
  const openModal = useModalStore((state) => state.open);
  const { registerButton } = useAuthFlags();
  return (
    <>
      <button
        type="button"
        className={`${styles.authButton} ${styles.login}`}
        onClick={() => openModal('login')}
        data-testid="login-button"
      >
        <Icon name="login" size={16} className={styles.authIcon} />
        {t('auth.login')}
      </button>
      {registerButton ? (
        <button
          type="button"
          className={`${styles.authButton} ${styles.register}`}
          onClick={() => openModal('register')}
          data-testid="register-button"
        >
          {t('auth.register')}
        </button>
      ) : null}
    </>
  );
}
