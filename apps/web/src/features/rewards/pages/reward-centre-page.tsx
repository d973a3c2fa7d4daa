import type { Reward } from '@portal/contracts/rewards.schema';
import { Button } from '@portal/ui/button.tsx';
import centre from '@portal/ui/centre-page.module.css';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime, formatMoney } from '@portal/ui/format.ts';
import { Icon, type IconName } from '@portal/ui/icons.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Money } from '@portal/ui/money.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../api/system-status.ts';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { useRewards } from '../../../shell/money/rewards.ts';
import { useClaimReward } from '../api/claim-reward.ts';
import styles from './reward-centre-page.module.css';

const SOURCE_ICONS: Record<string, IconName> = {
  bonus: 'gift',
  rebate: 'percent',
  vip: 'medal',
  signin: 'calendarCheck',
  mission: 'podium',
  raffle: 'ticket',
};

type Outcome = { tone: 'success' | 'danger'; text: string };

/**
 * The reward centre (rewardCenter): everything the player can claim now from the engines that pay
 * rewards (bonuses, rebates, VIP rewards), what comes later and when, and one claim button each.
 */
export function RewardCentrePage() {
  const { t } = useTranslation('rewards');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const rewards = useRewards(true);
  const claim = useClaimReward();
  const errorText = useApiErrorText(featureErrorNamespaces('rewards'));
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onClaim = (reward: Reward) => {
    setOutcome(null);
    claim.mutate(
      { source: reward.source, id: reward.id },
      {
        onSuccess: (claimed) =>
          setOutcome({
            tone: 'success',
            text: t('claimed', { title: reward.title, amount: `${symbol}${formatMoney(claimed.amount)}` }),
          }),
        onError: (error) => setOutcome({ tone: 'danger', text: errorText(error) }),
      },
    );
  };

  if (rewards.isPending) {
    return (
      <div className={`${centre.page} ${centre.money} ${centre.loading}`}>
        <Skeleton height={120} radius={16} />
        <Skeleton height={88} radius={12} />
        <Skeleton height={88} radius={12} />
      </div>
    );
  }
  if (rewards.isError) {
    return (
      <div className={`${centre.page} ${centre.money}`}>
        <LoadFailed
          errorNamespaces={featureErrorNamespaces('rewards')}
          error={rewards.error}
          onRetry={() => void rewards.refetch()}
          testId="rewards-failed"
        />
      </div>
    );
  }

  const { items, claimable } = rewards.data;
  const total = items.filter((reward) => reward.claimable).reduce((sum, reward) => sum + reward.amount, 0);
  return (
    <div className={`${centre.page} ${centre.money}`} data-testid="reward-centre-page">
      <div className={styles.hero}>
        <span className={styles.heroIcon} aria-hidden="true">
          <Icon name="gift" size={28} />
        </span>
        <div>
          <p className={styles.heroLabel}>{t('ready', { count: claimable })}</p>
          <Money amount={total} symbol={symbol} className={styles.heroAmount} testId="rewards-total" />
        </div>
      </div>
      <FormAlert tone={outcome?.tone} testId="reward-outcome">
        {outcome?.text}
      </FormAlert>
      {items.length === 0 ? (
        <EmptyState icon="gift" title={t('emptyTitle')} hint={t('emptyHint')} testId="rewards-empty" />
      ) : (
        <ul className={styles.list}>
          {items.map((reward) => (
            <li
              key={`${reward.source}:${reward.id}`}
              className={styles.card}
              data-testid={`reward-${reward.source}-${reward.id}`}
            >
              <span className={styles.cardIcon} aria-hidden="true">
                <Icon name={SOURCE_ICONS[reward.source] ?? 'gift'} size={22} />
              </span>
              <div className={styles.cardText}>
                <p className={styles.cardSource}>
                  {t(`source.${reward.source}`, { defaultValue: t('source.other') })}
                </p>
                <h4 className={styles.cardTitle}>{reward.title}</h4>
                {reward.detail ? <p className={styles.cardDetail}>{reward.detail}</p> : null}
                <p className={styles.cardTerms}>
                  {reward.turnoverMultiplier > 0
                    ? t('turnover', { times: reward.turnoverMultiplier })
                    : t('noTurnover')}
                  {reward.expiresAt ? ` · ${t('expires', { at: formatDateTime(reward.expiresAt) })}` : ''}
                </p>
              </div>
              <div className={styles.cardAction}>
                <Money amount={reward.amount} symbol={symbol} className={styles.cardAmount} />
                {reward.claimable ? (
                  <Button
                    variant="accent"
                    size="sm"
                    disabled={claim.isPending}
                    onClick={() => onClaim(reward)}
                    data-testid={`claim-${reward.source}-${reward.id}`}
                  >
                    {t('claim')}
                  </Button>
                ) : (
                  <span className={styles.later}>
                    {reward.availableAt
                      ? t('availableAt', { at: formatDateTime(reward.availableAt) })
                      : t('notYet')}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
