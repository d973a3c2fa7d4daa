import type { OpsGame, OpsVendor } from '@portal/contracts/ops-catalogue.schema';
import { useTranslation } from 'react-i18next';
import styles from './catalogue.module.css';

/** How a vendor or game stands on the portal, the first reason that closes it winning. */
export type PortalState = 'live' | 'maintenance' | 'off' | 'vendorMaintenance' | 'vendorOff';

export function vendorState(vendor: Pick<OpsVendor, 'enabled' | 'maintenance'>): PortalState {
  if (!vendor.enabled) return 'off';
  return vendor.maintenance ? 'maintenance' : 'live';
}

export function gameState(game: OpsGame): PortalState {
  if (!game.vendorEnabled) return 'vendorOff';
  if (!game.enabled) return 'off';
  if (game.vendorMaintenance) return 'vendorMaintenance';
  return game.maintenance ? 'maintenance' : 'live';
}

/** A state as a coloured pill: live is quiet green, maintenance amber, off grey. */
export function StatePill({ state }: { state: PortalState }) {
  const { t } = useTranslation('catalogue');
  return (
    <span className={styles.state} data-state={state} data-testid="bo-state">
      {t(`state.${state}`)}
    </span>
  );
}

/** A game's or vendor's picture, small and rounded; decorative (its name is beside it). */
export function Thumb({ src, size = 40 }: { src: string; size?: number }) {
  return <img className={styles.thumb} src={src} alt="" width={size} height={size} loading="lazy" />;
}
