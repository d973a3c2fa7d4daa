import type { FishShotResult, FishTarget, PlayerState } from '@portal/contracts/vendors.schema';
import { useErrorText } from '@portal/ui/error-text.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { asApiError } from '../shared/game-error.ts';
import { useBetRequestId } from '../shared/use-bet-request-id.ts';
import { shootFish } from './api/shoot-fish.ts';
import { FishScene, type Hit } from './components/fish-scene.tsx';
import { StakeChips } from './components/stake-chips.tsx';
import styles from './fish-game.module.css';
import { stakeText } from './lib/betting.ts';

/** The pause between two automatic shots. */
export const AUTO_FIRE_MS = 900;

type FishGameProps = {
  player: PlayerState;
  gameCode: string;
  stakes: number[];
  targets: FishTarget[];
  money: (amount: number) => string;
  onBalance: (balance: number) => void;
};

/** Fishing: pick a stake, tap a fish; each shot is a bet that pays the fish's multiplier when caught. */
export function FishGame({ player, gameCode, stakes, targets, money, onBalance }: FishGameProps) {
  const { t } = useTranslation('tables');
  const errorText = useErrorText(featureErrorNamespaces('vendors'));
  const requestId = useBetRequestId();
  const [stake, setStake] = useState(stakes[0] ?? 0);
  const [shooting, setShooting] = useState(false);
  const [last, setLast] = useState<FishShotResult | null>(null);
  const [recent, setRecent] = useState<FishShotResult[]>([]);
  const [hit, setHit] = useState<Hit | null>(null);
  const [auto, setAuto] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const fishName = (target: string) => t(`fish.names.${target}`, { defaultValue: target });

  async function shoot(target: string) {
    if (shooting || ended) return;
    if (stake > player.balance) {
      setAuto(false);
      setNotice(errorText('wallet.insufficient.funds'));
      return;
    }
    const shot = { target, stake };
    const id = requestId.for(shot);
    setShooting(true);
    setNotice(null);
    try {
      const result = await shootFish({ session: player.session, gameCode, ...shot, requestId: id });
      requestId.settle();
      onBalance(result.balance);
      setLast(result);
      setRecent((list) => [result, ...list].slice(0, 8));
      setHit({ id: result.roundId, target, caught: result.caught });
    } catch (caught) {
      const error = asApiError(caught);
      requestId.settle(error);
      setAuto(false);
      if (error.code === 'game.session.expired') setEnded(true);
      setNotice(errorText(error.code, error.message));
    } finally {
      setShooting(false);
    }
  }

  // Each answered shot re-arms the timer; it fires the newest `shoot`, which sees the current stake and balance.
  const shootLatest = useRef(shoot);
  shootLatest.current = shoot;
  useEffect(() => {
    if (!auto || !last || shooting) return;
    const timer = setTimeout(() => void shootLatest.current(last.target), AUTO_FIRE_MS);
    return () => clearTimeout(timer);
  }, [auto, last, shooting]);

  const resultText = (shot: FishShotResult) =>
    shot.caught
      ? t('fish.caught', {
          fish: fishName(shot.target),
          multiplier: shot.multiplier,
          amount: money(shot.payout),
        })
      : t('fish.missed', { fish: fishName(shot.target), amount: money(shot.stake) });

  return (
    <div className={styles.game}>
      <div className={styles.sea}>
        <FishScene
          targets={targets}
          hit={hit}
          stakeText={stakeText(stake)}
          disabled={ended}
          fishName={fishName}
          onShoot={(target) => void shoot(target)}
        />
      </div>
      <div className={styles.panel}>
        <div className={styles.status} aria-live="polite">
          {last && (
            <p
              className={[styles.shot, last.caught ? styles.caught : styles.missed].join(' ')}
              data-testid="shot-result"
              data-caught={String(last.caught)}
            >
              {resultText(last)}
            </p>
          )}
          {!last && !notice && <p className={styles.hint}>{t('fish.hint')}</p>}
          {notice && (
            <p className={styles.notice} role="alert" data-testid="sandbox-notice">
              {notice}
            </p>
          )}
        </div>
        <div className={styles.controls}>
          <span className={styles.label}>{t('fish.stake')}</span>
          <StakeChips stakes={stakes} selected={stake} label={stakeText} onPick={setStake} disabled={ended} />
          <label className={styles.auto} title={t('fish.autoHint')}>
            <input
              type="checkbox"
              checked={auto}
              disabled={ended || last === null}
              onChange={(event) => setAuto(event.target.checked)}
              data-testid="auto-fire"
            />
            <span>{t('fish.auto')}</span>
          </label>
        </div>
        {recent.length > 0 && (
          <section className={styles.recent} aria-labelledby="recent-shots-title">
            <h2 id="recent-shots-title" className={styles.heading}>
              {t('fish.recent')}
            </h2>
            <ul>
              {recent.map((shot) => (
                <li key={shot.roundId} className={shot.caught ? styles.caught : styles.missed}>
                  {resultText(shot)}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
