import type { FishTarget } from '@portal/contracts/vendors.schema';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { fishLook } from '../lib/fish-look.ts';
import styles from './fish-scene.module.css';

/** The last shot, to flash on its fish (`id` replays the effect for a second shot at the same fish). */
export type Hit = { id: string; target: string; caught: boolean };

type FishSceneProps = {
  targets: FishTarget[];
  hit: Hit | null;
  /** The stake written on the cannon. */
  stakeText: string;
  disabled: boolean;
  fishName: (target: string) => string;
  onShoot: (target: string) => void;
};

/** The sea: every fish the vendor offers swims its own lane; tapping one shoots at it. */
export function FishScene({ targets, hit, stakeText, disabled, fishName, onShoot }: FishSceneProps) {
  const { t } = useTranslation('tables');
  return (
    <section className={styles.ocean} aria-label={t('fish.sea')} data-testid="fish-scene">
      <span className={styles.rays} aria-hidden="true" />
      <span className={styles.bubbles} aria-hidden="true" />
      {targets.map((fish, index) => {
        const look = fishLook(fish, index, targets.length);
        const flash = hit?.target === fish.target ? hit : null;
        return (
          <div
            key={fish.target}
            className={[styles.lane, index % 2 === 1 ? styles.reverse : ''].join(' ')}
            style={{ top: `${look.lane}%` }}
          >
            <button
              type="button"
              className={styles.fish}
              style={
                {
                  '--size': `${look.size}px`,
                  '--hue': look.hue,
                  '--swim': `${look.seconds}s`,
                  '--delay': `-${look.delay}s`,
                  '--rest': `${look.rest}%`,
                } as CSSProperties
              }
              data-testid="fish-target"
              data-target={fish.target}
              data-hit={flash ? (flash.caught ? 'caught' : 'missed') : undefined}
              aria-label={t('fish.shoot', { fish: fishName(fish.target), multiplier: fish.multiplier })}
              disabled={disabled}
              onClick={() => onShoot(fish.target)}
            >
              <span className={styles.body} aria-hidden="true" />
              <span className={styles.multiplier} aria-hidden="true">
                ×{fish.multiplier}
              </span>
              {flash && <span key={flash.id} className={styles.net} aria-hidden="true" />}
            </button>
          </div>
        );
      })}
      <span className={styles.seabed} aria-hidden="true" />
      <span className={styles.cannon} aria-hidden="true">
        {stakeText}
      </span>
    </section>
  );
}
