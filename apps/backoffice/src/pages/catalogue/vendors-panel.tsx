import type { OpsVendor } from '@portal/contracts/ops-catalogue.schema';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../shell/switch.tsx';
import styles from './catalogue.module.css';
import { StatePill, vendorState } from './catalogue-state.tsx';
import type { CatalogueChanges } from './use-catalogue.ts';

/** The vendors by category, each with its state on the portal and its two switches. */
export function VendorsPanel({
  vendors,
  canChange,
  changes,
}: {
  vendors: OpsVendor[];
  canChange: boolean;
  changes: CatalogueChanges;
}) {
  const { t } = useTranslation('catalogue');
  if (vendors.length === 0) return <p className={styles.empty}>{t('vendors.empty')}</p>;
  const categories = [...new Set(vendors.map((v) => v.category))];
  return (
    <div className={styles.vendorGroups} data-testid="bo-vendors">
      {categories.map((category) => (
        <section key={category} className={styles.vendorGroup} aria-labelledby={`bo-category-${category}`}>
          <h2 id={`bo-category-${category}`} className={styles.groupTitle}>
            {t(`category.${category}`, { defaultValue: category })}
          </h2>
          <ul className={styles.vendorGrid}>
            {vendors
              .filter((v) => v.category === category)
              .map((vendor) => (
                <VendorCard key={vendor.id} vendor={vendor} canChange={canChange} changes={changes} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function VendorCard({
  vendor,
  canChange,
  changes,
}: {
  vendor: OpsVendor;
  canChange: boolean;
  changes: CatalogueChanges;
}) {
  const { t } = useTranslation('catalogue');
  const state = vendorState(vendor);
  const toggle = (name: 'enabled' | 'maintenance', tone: 'ok' | 'warn') => (
    <div className={styles.switchRow}>
      <span>{t(`switch.${name}`)}</span>
      <Switch
        checked={vendor[name]}
        label={t('switch.label', { switch: t(`switch.${name}`), name: vendor.displayName })}
        disabled={!canChange}
        busy={changes.isPending(`vendor:${vendor.id}:${name}`)}
        tone={tone}
        onChange={(next) => void changes.setVendor(vendor, { [name]: next })}
        testId={`bo-vendor-${name}`}
      />
    </div>
  );
  return (
    <li className={styles.vendorCard} data-state={state} data-testid="bo-vendor" data-code={vendor.code}>
      <div className={styles.vendorHead}>
        <span className={styles.vendorLogo}>
          <img src={vendor.iconUrl} alt="" width={64} height={32} />
        </span>
        <div className={styles.vendorText}>
          <strong>{vendor.displayName}</strong>
          <span>
            {vendor.code} · {t('vendors.games', { count: vendor.games })}
          </span>
          <StatePill state={state} />
        </div>
      </div>
      <div className={styles.vendorSwitches}>
        {toggle('enabled', 'ok')}
        {toggle('maintenance', 'warn')}
      </div>
    </li>
  );
}
