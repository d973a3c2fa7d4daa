import type { Vendor } from '@portal/contracts/games';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icons.tsx';
import styles from './vendor-card.module.css';

type Props = { vendor: Vendor; selected: boolean; onSelect: () => void };

/** A large vendor tile of a category page; a click shows that vendor's games below. */
export function VendorCard({ vendor, selected, onSelect }: Props) {
  const { t } = useTranslation('games');
  const classes = [styles.card, selected ? styles.selected : '', vendor.maintenance ? styles.down : '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={selected}
      disabled={vendor.maintenance}
      onClick={onSelect}
      data-testid={`vendor-card-${vendor.vassalage}`}
    >
      <span className={styles.logo}>
        <img src={vendor.icons.COLOR} alt="" loading="lazy" />
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{vendor.displayName}</span>
        <span className={styles.type}>{vendor.accountTypeName}</span>
      </span>
      {vendor.maintenance ? (
        <span className={styles.maintenance} data-testid="vendor-maintenance">
          <Icon name="wrench" size={14} />
          {t('center.maintenance')}
        </span>
      ) : (
        <span className={styles.enter} aria-hidden="true">
          <Icon name="chevronRight" size={18} />
        </span>
      )}
    </button>
  );
}
