import type { Vendor } from '@portal/contracts/games';
import type { Resource } from '@portal/contracts/system';
import { categoryIcon, Icon, resourceIcon } from '@portal/ui/icons.tsx';
import { ResourceIcon } from '@portal/ui/resource-icon.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVendorLanes } from '../../api/vendor-lanes.ts';
import { useLoadedStatus } from '../../shell/system/use-status.ts';
import { liveChat, openCustomerService } from '../customer-service.ts';
import { buildProductList, resourceLabel } from '../header/nav-builder.ts';
import { AvgTime } from './avg-time.tsx';
import styles from './site-footer.module.css';

/** A help entry's URL as a /help link with its section anchor. */
export function helpHref(url: string): string {
  if (url.startsWith('/help')) return url;
  if (url.startsWith('#')) return `/help${url}`;
  return `/help#${url.replace(/^\/+/, '')}`;
}

/** A certification, responsible-gaming or browser entry: its logo image, else a tidy text badge. */
function Badge({ resource, label, icon }: { resource: Resource; label: string; icon: 'shield' | 'browser' }) {
  const resolved = resourceIcon(resource.icon);
  if (resolved && 'src' in resolved) {
    return (
      <span className={styles.logoBadge} title={label}>
        <img className={styles.logoBadgeImg} src={resolved.src} alt={label} loading="lazy" height={28} />
      </span>
    );
  }
  const content = (
    <>
      <Icon name={resolved?.name ?? icon} size={16} />
      {label}
    </>
  );
  return /^https?:/.test(resource.url) ? (
    <a href={resource.url} target="_blank" rel="noopener noreferrer" className={styles.textBadge}>
      {content}
    </a>
  ) : (
    <span className={styles.textBadge}>{content}</span>
  );
}

export function SiteFooter() {
  const { t, i18n } = useTranslation('common');
  const { info } = useLoadedStatus();
  const lanes = useVendorLanes();
  const language = i18n.language;
  const of = (type: string) => info.resources.filter((resource) => resource.resourceType === type);
  const chat = liveChat(info.customerService);

  const products = useMemo(
    () =>
      buildProductList({
        lanes: lanes.data ?? [],
        languages: info.languages,
        gameListCentreTypes: info.gameListCentreTypes,
      }),
    [lanes.data, info.languages, info.gameListCentreTypes],
  );

  const providers = useMemo(() => {
    const byCode = new Map<string, Vendor>();
    for (const lane of lanes.data ?? []) {
      for (const vendor of lane.vendors)
        if (!byCode.has(vendor.vassalage)) byCode.set(vendor.vassalage, vendor);
    }
    return [...byCode.values()];
  }, [lanes.data]);

  const social = of('SOCIAL');
  const help = of('HELP_ENTRY');
  const trust = [...of('CERTIFICATION'), ...of('RESPONSIBLE_GAMING')];
  const browsers = of('BROWSER');

  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brandColumn}>
            <Link to="/" className={styles.logo} aria-label={t('nav.homeOf', { brand: info.brand.name })}>
              <img src={info.brand.logoUrl} alt={info.brand.name} height={40} />
            </Link>
            <p className={styles.tagline}>{t('footer.tagline', { brand: info.brand.name })}</p>
            {chat ? (
              <button
                type="button"
                className={styles.chat}
                data-testid="footer-support-chat"
                onClick={() => openCustomerService(chat.url)}
              >
                <span className={styles.chatIcon}>
                  <Icon name="headset" size={20} />
                </span>
                <span>
                  <strong>{t('footer.support')}</strong>
                  <small>{t('footer.supportHint')}</small>
                </span>
              </button>
            ) : null}
            {social.length > 0 ? (
              <ul className={styles.social} aria-label={t('footer.social')}>
                {social.map((resource) => {
                  const label = resourceLabel(resource, language);
                  return (
                    <li key={resource.url}>
                      <a
                        href={resource.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={styles.socialLink}
                        aria-label={label}
                        title={label}
                      >
                        <ResourceIcon icon={resource.icon} fallback="globe" size={18} />
                      </a>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </div>

          <nav className={styles.column} aria-label={t('footer.products')}>
            <h3 className={styles.heading}>{t('footer.products')}</h3>
            <ul className={styles.links} data-testid="footer-products">
              {products.map((product) => (
                <li key={product.code}>
                  <Link
                    to={product.to}
                    className={styles.link}
                    data-testid={`footer-product-${product.code}`}
                  >
                    <Icon name={categoryIcon(product.code)} size={16} />
                    {t(`category.${product.code}`, { defaultValue: product.code })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav className={styles.column} aria-label={t('footer.help')}>
            <h3 className={styles.heading}>{t('footer.help')}</h3>
            <ul className={styles.links}>
              {help.map((resource) => (
                <li key={resource.url}>
                  <Link to={helpHref(resource.url)} className={styles.link}>
                    <Icon name="help" size={16} />
                    {resourceLabel(resource, language)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/promotions" className={styles.link}>
                  <Icon name="gift" size={16} />
                  {t('category.PROMO')}
                </Link>
              </li>
              <li>
                <Link to="/down" className={styles.link}>
                  <Icon name="download" size={16} />
                  {t('app.download')}
                </Link>
              </li>
            </ul>
          </nav>

          <div className={styles.column}>
            <AvgTime />
          </div>
        </div>

        {providers.length > 0 ? (
          <section className={styles.band} aria-label={t('footer.providers')}>
            <h3 className={styles.bandHeading}>{t('footer.providers')}</h3>
            <ul className={styles.providers}>
              {providers.map((vendor) => (
                <li key={vendor.vassalage} className={styles.provider} title={vendor.displayName}>
                  <img src={vendor.icons.WHITE} alt={vendor.displayName} loading="lazy" height={36} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className={styles.trustRow}>
          {trust.length > 0 ? (
            <section className={styles.trust} aria-label={t('footer.certification')}>
              <h3 className={styles.bandHeading}>{t('footer.certification')}</h3>
              <div className={styles.badges}>
                {trust.map((resource) => (
                  <Badge
                    key={`${resource.resourceType}-${resource.url}-${resource.labelNameEn}`}
                    resource={resource}
                    label={resourceLabel(resource, language)}
                    icon="shield"
                  />
                ))}
              </div>
            </section>
          ) : null}
          {browsers.length > 0 ? (
            <section className={styles.trust} aria-label={t('footer.browsers')}>
              <h3 className={styles.bandHeading}>{t('footer.browsers')}</h3>
              <div className={styles.badges}>
                {browsers.map((resource) => (
                  <Badge
                    key={`${resource.url}-${resource.labelNameEn}`}
                    resource={resource}
                    label={resourceLabel(resource, language)}
                    icon="browser"
                  />
                ))}
              </div>
            </section>
          ) : null}
        </div>

        <div className={styles.bottom}>
          <p className={styles.age}>18+</p>
          <p>{t('footer.responsible')}</p>
          <p className={styles.copyright}>
            {t('footer.copyright', { year: new Date().getFullYear(), brand: info.brand.name })}
          </p>
        </div>
      </div>
    </footer>
  );
}
