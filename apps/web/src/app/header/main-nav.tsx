import { categoryIcon, Icon } from '@portal/ui/icons.tsx';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from './main-nav.module.css';
import type { NavEntry } from './nav-builder.ts';

type MainNavProps = {
  entries: readonly NavEntry[];
  brandName: string;
  emblemUrl: string;
  /** Called after any navigation (closes the phone drawer). */
  onNavigate?: () => void;
};

const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home']);

function isActive(to: string, pathname: string, search: string): boolean {
  const [path, query] = to.split('?');
  if (path === '/') return HOME_PATHS.has(pathname);
  if (query) return pathname === path && new URLSearchParams(search).toString() === query;
  return pathname === path && !new URLSearchParams(search).has('gameClassify');
}

/** The header navigation with a hover (and focus) drop-down of vendor tiles per category. */
export function MainNav({ entries, brandName, emblemUrl, onNavigate }: MainNavProps) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const [openCode, setOpenCode] = useState<string | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const openEntry = entries.find((entry) => entry.kind === 'category' && entry.code === openCode);

  const label = (code: string) => t(`category.${code}`, { defaultValue: code });
  const done = () => {
    setOpenCode(null);
    onNavigate?.();
  };
  const onItemKey = (event: KeyboardEvent<HTMLAnchorElement>, code: string) => {
    if (event.key === 'ArrowDown' && openCode === code) {
      event.preventDefault();
      panelRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    } else if (event.key === 'Escape') {
      setOpenCode(null);
    }
  };

  return (
    <nav
      className={styles.nav}
      data-testid="main-nav"
      aria-label={t('nav.label')}
      onMouseLeave={() => setOpenCode(null)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenCode(null);
      }}
    >
      <ul className={styles.list}>
        {entries.map((entry) => {
          if (entry.kind === 'logo') {
            return (
              <li key="LOGO" className={styles.logoItem}>
                <Link
                  to="/"
                  className={styles.emblem}
                  data-testid="nav-item-LOGO"
                  aria-label={t('nav.homeOf', { brand: brandName })}
                  onClick={done}
                  onMouseEnter={() => setOpenCode(null)}
                >
                  <img src={emblemUrl} alt="" width={34} height={34} />
                </Link>
              </li>
            );
          }
          if (entry.kind === 'link') {
            return (
              <li key={entry.code}>
                <a
                  href={entry.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.item}
                  data-testid={`nav-item-${entry.code}`}
                  onMouseEnter={() => setOpenCode(null)}
                >
                  <Icon name="external" size={22} className={styles.icon} />
                  <span className={styles.text}>{entry.label}</span>
                </a>
              </li>
            );
          }
          const active = isActive(entry.to, pathname, search);
          const hasMenu = entry.kind === 'category';
          return (
            <li key={entry.code}>
              <Link
                to={entry.to}
                className={`${styles.item} ${active ? styles.active : ''} ${entry.code === 'PROMO' ? styles.promo : ''}`}
                data-testid={`nav-item-${entry.code}`}
                aria-current={active ? 'page' : undefined}
                aria-haspopup={hasMenu ? 'true' : undefined}
                aria-expanded={hasMenu ? openCode === entry.code : undefined}
                onMouseEnter={() => setOpenCode(hasMenu ? entry.code : null)}
                onFocus={() => setOpenCode(hasMenu ? entry.code : null)}
                onKeyDown={(event) => onItemKey(event, entry.code)}
                onClick={done}
              >
                <Icon name={categoryIcon(entry.code)} size={22} className={styles.icon} />
                <span className={styles.text}>{label(entry.code)}</span>
                {hasMenu ? <Icon name="chevronDown" size={12} className={styles.caret} /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
      {openEntry?.kind === 'category' ? (
        <section
          ref={panelRef}
          className={styles.dropdown}
          data-testid={`nav-dropdown-${openEntry.code}`}
          aria-label={label(openEntry.code)}
        >
          <div className={styles.dropdownInner}>
            <p className={styles.dropdownTitle}>
              <Icon name={categoryIcon(openEntry.code)} size={16} />
              {label(openEntry.code)}
              <span className={styles.count}>{t('nav.vendorCount', { count: openEntry.vendorCount })}</span>
            </p>
            <ul className={styles.tiles}>
              {openEntry.vendors.map((vendor) => (
                <li key={vendor.vassalage}>
                  <Link
                    to={`${openEntry.to}${openEntry.to.includes('?') ? '&' : '?'}vassalage=${encodeURIComponent(vendor.vassalage)}`}
                    className={styles.tile}
                    data-testid="nav-dropdown-tile"
                    onClick={done}
                  >
                    <span className={styles.tileArt}>
                      <img
                        src={vendor.icons.COLOR || vendor.icons.ACTIVE}
                        alt=""
                        loading="lazy"
                        width={120}
                        height={48}
                      />
                    </span>
                    <span className={styles.tileName}>{vendor.displayName}</span>
                    {vendor.maintenance ? <span className={styles.badge}>{t('nav.maintenance')}</span> : null}
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  to={openEntry.to}
                  className={`${styles.tile} ${styles.more}`}
                  data-testid="nav-dropdown-more"
                  onClick={done}
                >
                  <span className={styles.tileArt}>
                    <Icon name="grid" size={26} />
                  </span>
                  <span className={styles.tileName}>{t('nav.more')}</span>
                </Link>
              </li>
            </ul>
          </div>
        </section>
      ) : null}
    </nav>
  );
}
