import { formatMinor } from '@portal/contracts/wallet';
import { Button } from '@portal/ui/button.tsx';
import centre from '@portal/ui/centre-page.module.css';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Money } from '@portal/ui/money.tsx';
import table from '@portal/ui/record-table.module.css';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { useClaimReward, useRank, useRewards } from './api/vip-api.ts';
import { levelName, percentOf } from './rates.ts';
import styles from './vip.module.css';
import { VIP_ERRORS } from './vip-errors.ts';

/**
 * The player rank (playerRank): the level held, the progress to the next with what is left to deposit and
 * to bet, the level-up rewards to claim, and every level's benefits.
 */
export function PlayerRankPage() {
  const { t, i18n } = useTranslation('vip');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const rank = useRank();
  const rewards = useRewards();
  const claim = useClaimReward();
  const errorText = useApiErrorText(VIP_ERRORS);
  const [claimed, setClaimed] = useState<string | null>(null);
  const money = (amount: number) => `${symbol}${formatMinor(amount)}`;
  // A level without limits of its own keeps the site's usual ones (decision 0031).
  const withdrawalText = (amount: number | null, count: number | null) => {
    if (amount !== null && count !== null) return t('rank.withdrawLimit', { amount: money(amount), count });
    if (amount !== null) return t('rank.withdrawAmount', { amount: money(amount) });
    if (count !== null) return t('rank.times', { count });
    return t('rank.standard');
  };

  if (rank.isPending) return <Skeleton height={240} radius={12} />;
  if (rank.isError)
    return (
      <LoadFailed
        errorNamespaces={VIP_ERRORS}
        error={rank.error}
        onRetry={() => void rank.refetch()}
        testId="rank-failed"
      />
    );
  const { level, levels, next } = rank.data;
  if (levels.length === 0)
    return (
      <div className={centre.page} data-testid="rank-page">
        <EmptyState icon="medal" title={t('rank.emptyTitle')} testId="rank-empty" />
      </div>
    );
  const nameOf = (n: number) => {
    const found = levels.find((l) => l.level === n);
    return found ? levelName(found.names, i18n.language, n) : t('rank.none');
  };
  const claimable = (rewards.data ?? []).filter((r) => r.status === 'claimable');

  return (
    <div className={centre.page} data-testid="rank-page">
      <Section icon="medal" title={t('rank.title')} lead={t('rank.lead')}>
        <div className={styles.card}>
          <div className={styles.head}>
            <span className={styles.label}>{t('rank.current')}</span>
            <span className={styles.badge} data-testid="rank-level" data-level={level}>
              {nameOf(level)}
              <span className={styles.levelNo}>{t('rank.level', { level })}</span>
            </span>
          </div>
          {next ? (
            <>
              <div className={styles.label}>{t('rank.progress', { name: nameOf(next.level) })}</div>
              <div
                className={styles.track}
                role="progressbar"
                aria-label={t('rank.progress', { name: nameOf(next.level) })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={next.progress}
                data-testid="rank-progress"
              >
                <div className={styles.fill} style={{ width: `${next.progress}%` }} />
              </div>
              <div className={styles.left} data-testid="rank-left">
                <span className={next.depositLeft === 0 ? styles.done : undefined}>
                  {next.depositLeft === 0
                    ? `${t('rank.col.deposit')}: ${t('rank.reached')}`
                    : t('rank.depositLeft', { amount: money(next.depositLeft) })}
                </span>
                <span className={next.validBetLeft === 0 ? styles.done : undefined}>
                  {next.validBetLeft === 0
                    ? `${t('rank.col.validBet')}: ${t('rank.reached')}`
                    : t('rank.betLeft', { amount: money(next.validBetLeft) })}
                </span>
              </div>
            </>
          ) : (
            <p className={styles.note} data-testid="rank-top">
              {t('rank.top')}
            </p>
          )}
          <p className={styles.note}>
            {t('rank.window', {
              days: rank.data.windowDays,
              deposits: money(rank.data.deposits),
              bets: money(rank.data.validBet),
            })}
          </p>
        </div>
      </Section>

      {claimable.length > 0 || claimed || claim.isError ? (
        <Section icon="gift" title={t('rank.rewardsTitle')}>
          <FormAlert tone="success" testId="reward-claimed">
            {claimed}
          </FormAlert>
          <FormAlert testId="reward-failed">{claim.isError ? errorText(claim.error) : null}</FormAlert>
          <ul className={styles.rewards}>
            {claimable.map((r) => (
              <li key={r.id} className={styles.reward} data-testid="reward">
                <span>
                  {r.kind === 'levelUp'
                    ? t('rank.rewardLevelUp', { name: nameOf(r.level) })
                    : t('rank.rewardMonthly', { name: nameOf(r.level), period: r.period })}{' '}
                  <Money amount={r.amount} symbol={symbol} /> ·{' '}
                  {t('rank.turnover', { times: r.turnoverMultiplier })}
                </span>
                <Button
                  size="sm"
                  variant="accent"
                  disabled={claim.isPending}
                  data-testid="reward-claim"
                  onClick={() => {
                    setClaimed(null);
                    claim.mutate(r.id, {
                      onSuccess: (done) =>
                        setClaimed(
                          t('rank.claimed', { amount: money(done.amount), times: done.turnoverMultiplier }),
                        ),
                    });
                  }}
                >
                  {t('rank.claim')}
                </Button>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section icon="trophy" title={t('rank.benefits')}>
        <div className={table.wrap}>
          <table className={table.table} data-testid="rank-benefits">
            <thead>
              <tr>
                <th scope="col">{t('rank.col.level')}</th>
                <th scope="col" className={table.num}>
                  {t('rank.col.deposit')}
                </th>
                <th scope="col" className={table.num}>
                  {t('rank.col.validBet')}
                </th>
                <th scope="col" className={table.num}>
                  {t('rank.col.withdraw')}
                </th>
                <th scope="col" className={table.num}>
                  {t('rank.col.levelUp')}
                </th>
                <th scope="col" className={table.num}>
                  {t('rank.col.monthly')}
                </th>
                <th scope="col" className={table.num}>
                  {t('rank.col.rebate')}
                </th>
              </tr>
            </thead>
            <tbody>
              {levels.map((l) => (
                <tr
                  key={l.level}
                  className={`${table.row} ${l.level === level ? styles.current : ''}`}
                  data-testid="rank-benefit-row"
                  aria-current={l.level === level ? 'true' : undefined}
                >
                  <th scope="row" className={styles.cell}>
                    {levelName(l.names, i18n.language, l.level)}
                  </th>
                  <td className={`${table.num} ${styles.cell}`} data-label={t('rank.col.deposit')}>
                    <Money amount={l.minDeposit} symbol={symbol} />
                  </td>
                  <td className={`${table.num} ${styles.cell}`} data-label={t('rank.col.validBet')}>
                    <Money amount={l.minValidBet} symbol={symbol} />
                  </td>
                  <td className={`${table.num} ${styles.cell}`} data-label={t('rank.col.withdraw')}>
                    {withdrawalText(l.withdrawDailyLimit, l.withdrawDailyCount)}
                  </td>
                  <td className={`${table.num} ${styles.cell}`} data-label={t('rank.col.levelUp')}>
                    <Money amount={l.levelUpBonus} symbol={symbol} />
                  </td>
                  <td className={`${table.num} ${styles.cell}`} data-label={t('rank.col.monthly')}>
                    <Money amount={l.monthlyBonus} symbol={symbol} />
                  </td>
                  <td className={`${table.num} ${styles.cell}`} data-label={t('rank.col.rebate')}>
                    {percentOf(l.rebateRates.find((r) => r.category === 'RNG')?.rate ?? 0)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
    </div>
  );
}
