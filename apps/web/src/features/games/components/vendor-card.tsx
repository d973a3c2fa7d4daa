import type { Vendor } from '@portal/contracts/games';
import { Icon } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import styles from './vendor-card.module.css';

type Props = { vendor: Vendor; selected: boolean; onOpen: () => void };

/**
 * A large vendor tile of a category page; a click opens the vendor by the launch rule (its popup
 * game list, its lobby or its page). `selected`: the games below are this vendor's.
 */
export function VendorCard({ vendor, selected, onOpen }: Props) {
  const { t } = useTranslation('games');
  const classes = [styles.card, selected ? styles.selected : '', vendor.maintenance ? styles.down : '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-current={selected || undefined}
      disabled={vendor.maintenance}
      onClick={onOpen}
      data-testid="vendor-card"
      data-vassalage={vendor.vassalage}
    >
      <span className={styles.logo}>
        <img src={vendor.icons.COLOR} alt="" loading="lazy" />
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{vendor.displayName}</span>
        <span className={styles.type}>
          {t(`gamecentre:category.${vendor.gameType}`, { defaultValue: '' })}
        </span>
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
