import type { BonusDetails } from '@portal/contracts/promotions.schema';
import { formatMinor } from '@portal/contracts/wallet';
import { Button } from '@portal/ui/button.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import panel from '@portal/ui/panel.module.css';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBonuses, useForfeit } from '../api/promotions.ts';
import styles from './promotions-page.module.css';

type Bonus = BonusDetails['bonuses'][number];

function BonusCard({ bonus }: { bonus: Bonus }) {
  const { t } = useTranslation('promotions');
  const errorText = useApiErrorText();
  const forfeit = useForfeit();
  const [confirming, setConfirming] = useState(false);
  const percent =
    bonus.required > 0 ? Math.min(100, Math.floor((bonus.progress * 100) / bonus.required)) : 100;
  return (
    <article className={`${panel.panel} ${styles.bonus}`} data-testid="bonus-row" data-status={bonus.status}>
      <div className={styles.bonusHead}>
        <span>
          {bonus.title ?? t(`bonus.sources.${bonus.source.startsWith('operator:') ? 'operator' : 'other'}`)}
        </span>
        <span data-testid="bonus-status">{t(`bonus.status.${bonus.status}`)}</span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('bonus.progress')}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <div className={styles.facts}>
        <span>{t('bonus.amount', { amount: formatMinor(bonus.amount) })}</span>
        <span>
          {t('bonus.required', { amount: formatMinor(bonus.required), count: bonus.turnoverMultiplier })}
        </span>
        <span data-testid="bonus-progress">
          {t('bonus.played', { amount: formatMinor(bonus.progress), percent })}
        </span>
        <span data-testid="bonus-remaining">
          {t('bonus.remaining', { amount: formatMinor(bonus.remaining) })}
        </span>
        <span>
          {bonus.expiresAt
            ? t('bonus.expires', { time: formatDateTime(bonus.expiresAt) })
            : t('bonus.noExpiry')}
        </span>
        {bonus.takenBack > 0 ? (
          <span>{t('bonus.takenBack', { amount: formatMinor(bonus.takenBack) })}</span>
        ) : null}
      </div>
      {bonus.status === 'active' ? (
        confirming ? (
          <FormAlert tone="warning">
            {t(bonus.forfeitRule === 'bonus_and_winnings' ? 'bonus.forfeitWinnings' : 'bonus.forfeitBonus')}{' '}
            <Button
              size="sm"
              variant="outline"
              onClick={() => forfeit.mutate(bonus.id)}
              data-testid="bonus-forfeit-confirm"
            >
              {t('bonus.forfeitConfirm')}
            </Button>
          </FormAlert>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} data-testid="bonus-forfeit">
            {t('bonus.forfeit')}
          </Button>
        )
      ) : null}
      {forfeit.error ? <FormAlert>{errorText(forfeit.error)}</FormAlert> : null}
    </article>
  );
}

/** Bonus details (member centre): every bonus with its state, requirement, progress, expiry and forfeit. */
export function BonusDetailsPage() {
  const { t } = useTranslation('promotions');
  const bonuses = useBonuses();
  if (bonuses.isPending) return <Skeleton height={160} />;
  const data = bonuses.data ?? { bonuses: [], remaining: 0 };
  return (
    <div className={styles.bonuses} data-testid="bonus-details">
      <p data-testid="bonus-total-remaining">
        {data.remaining > 0
          ? t('bonus.totalRemaining', { amount: formatMinor(data.remaining) })
          : t('bonus.free')}
      </p>
      {data.bonuses.length === 0 ? <p>{t('bonus.empty')}</p> : null}
      {data.bonuses.map((bonus) => (
        <BonusCard key={bonus.id} bonus={bonus} />
      ))}
    </div>
  );
}
