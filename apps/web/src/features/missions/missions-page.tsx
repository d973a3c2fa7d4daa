import type { MissionLeaderboard, PlayerMission } from '@portal/contracts/missions.schema';
import { Button } from '@portal/ui/button.tsx';
import centre from '@portal/ui/centre-page.module.css';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime, formatMoney } from '@portal/ui/format.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Money } from '@portal/ui/money.tsx';
import table from '@portal/ui/record-table.module.css';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { featureErrorNamespaces } from '../../i18n/feature-errors.ts';
import { useClaimMission, useLeaderboard, useMissions } from './api/missions-api.ts';
import styles from './missions.module.css';

const ERRORS = featureErrorNamespaces('missions');

/**
 * The missions view (the spec's missionLeaderboard page, decision 0037): today's, this week's and one-off
 * missions with progress bars and claim buttons, then the week's leaderboard by mission points with the
 * prizes of the top places.
 */
export function MissionsPage() {
  const { t } = useTranslation('missions');
  const missions = useMissions();
  const board = useLeaderboard();

  if (missions.isPending) return <Skeleton height={240} radius={12} />;
  if (missions.isError)
    return (
      <LoadFailed
        errorNamespaces={ERRORS}
        error={missions.error}
        onRetry={() => void missions.refetch()}
        testId="missions-failed"
      />
    );
  const { weekPoints } = missions.data;
  return (
    <div className={centre.page} data-testid="missions-page">
      <Section
        icon="calendarCheck"
        title={t('missions.title')}
        lead={t('missions.lead')}
        stretchAside
        aside={
          <span className={styles.points} data-testid="week-points">
            {t('missions.weekPoints', { points: weekPoints })}
          </span>
        }
      >
        <MissionList missions={missions.data.missions} />
      </Section>
      <Section icon="podium" title={t('board.title')} lead={t('board.lead')} testId="leaderboard">
        {board.isPending ? (
          <Skeleton height={160} radius={12} />
        ) : board.isError ? (
          <LoadFailed errorNamespaces={ERRORS} error={board.error} onRetry={() => void board.refetch()} />
        ) : (
          <Leaderboard board={board.data} />
        )}
      </Section>
    </div>
  );
}

function MissionList({ missions }: { missions: PlayerMission[] }) {
  const { t } = useTranslation('missions');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const claim = useClaimMission();
  const errorText = useApiErrorText(ERRORS);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const money = (amount: number) => `${symbol}${formatMoney(amount)}`;
  const amountOf = (m: PlayerMission, n: number) =>
    m.kind === 'bet' || m.kind === 'deposit' ? money(n) : String(n);

  if (missions.length === 0)
    return <EmptyState icon="calendarCheck" title={t('missions.empty')} testId="missions-empty" />;
  const groups = (['daily', 'weekly', 'once'] as const)
    .map((period) => ({ period, list: missions.filter((m) => m.period === period) }))
    .filter((g) => g.list.length > 0);

  return (
    <>
      {outcome ? (
        <FormAlert
          tone={outcome.tone}
          testId={outcome.tone === 'success' ? 'mission-claimed' : 'mission-failed'}
        >
          {outcome.text}
        </FormAlert>
      ) : null}
      {groups.map(({ period, list }) => (
        <div key={period} className={styles.group}>
          <h4 className={styles.groupTitle}>{t(`period.${period}`)}</h4>
          <ul className={styles.list}>
            {list.map((m) => {
              const share = Math.min(100, Math.floor((m.progress * 100) / m.target));
              return (
                <li
                  key={m.id}
                  className={styles.mission}
                  data-testid="mission"
                  data-state={m.claimed ? 'claimed' : m.claimable ? 'claimable' : 'open'}
                >
                  <div className={styles.missionHead}>
                    <span className={styles.missionTitle}>{m.title}</span>
                    <span className={styles.reward}>
                      {m.reward > 0 ? <Money amount={m.reward} symbol={symbol} /> : null}
                      <span className={styles.pointsChip}>{t('missions.points', { points: m.points })}</span>
                    </span>
                  </div>
                  <div
                    className={styles.track}
                    role="progressbar"
                    aria-label={m.title}
                    aria-valuemin={0}
                    aria-valuemax={m.target}
                    aria-valuenow={m.progress}
                  >
                    <div className={styles.fill} style={{ width: `${share}%` }} />
                  </div>
                  <div className={styles.missionFoot}>
                    <span className={styles.progressText} data-testid="mission-progress">
                      {amountOf(m, m.progress)} / {amountOf(m, m.target)}
                      {m.reward > 0 && m.turnoverMultiplier > 0
                        ? ` · ${t('missions.turnover', { times: m.turnoverMultiplier })}`
                        : ''}
                      {m.endsAt ? ` · ${t('missions.ends', { at: formatDateTime(m.endsAt) })}` : ''}
                    </span>
                    {m.claimed ? (
                      <span className={styles.claimed} data-testid="mission-done">
                        <Icon name="check" size={14} /> {t('missions.claimed')}
                      </span>
                    ) : (
                      <Button
                        size="sm"
                        variant={m.claimable ? 'accent' : 'secondary'}
                        disabled={!m.claimable || claim.isPending}
                        data-testid="mission-claim"
                        onClick={() => {
                          setOutcome(null);
                          claim.mutate(m.id, {
                            onSuccess: (done) =>
                              setOutcome({
                                tone: 'success',
                                text: t('missions.claimedText', {
                                  title: m.title,
                                  amount: money(done.amount),
                                  points: done.points,
                                }),
                              }),
                            onError: (error) => setOutcome({ tone: 'danger', text: errorText(error) }),
                          });
                        }}
                      >
                        {m.claimable ? t('missions.claim') : t('missions.inProgress')}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </>
  );
}

function Leaderboard({ board }: { board: MissionLeaderboard }) {
  const { t } = useTranslation('missions');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  return (
    <>
      {board.prizes.length > 0 ? (
        <ul className={styles.prizes} data-testid="board-prizes">
          {board.prizes.slice(0, 3).map((p) => (
            <li key={p.place} className={styles.prize} data-place={p.place}>
              <span className={styles.place}>{t('board.place', { place: p.place })}</span>
              <Money amount={p.amount} symbol={symbol} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.note} data-testid="board-period">
        {t('board.period', { start: formatDateTime(board.start), end: formatDateTime(board.end) })}
        {board.prizes.length > 3 ? ` · ${t('board.morePrizes', { count: board.prizes.length })}` : ''}
      </p>
      <p className={styles.own} data-testid="board-own">
        {board.own.place
          ? t('board.ownPlace', { place: board.own.place, points: board.own.points })
          : t('board.ownNone', { points: board.own.points })}
      </p>
      {board.rows.length === 0 ? (
        <EmptyState icon="podium" title={t('board.empty')} testId="board-empty" />
      ) : (
        <div className={table.wrap}>
          <table className={table.table} data-testid="board-table">
            <thead>
              <tr>
                <th scope="col">{t('board.col.place')}</th>
                <th scope="col">{t('board.col.player')}</th>
                <th scope="col" className={table.num}>
                  {t('board.col.points')}
                </th>
                <th scope="col" className={table.num}>
                  {t('board.col.prize')}
                </th>
              </tr>
            </thead>
            <tbody>
              {board.rows.map((r) => (
                <tr
                  key={r.place}
                  className={`${table.row} ${r.own ? styles.ownRow : ''}`}
                  aria-current={r.own ? 'true' : undefined}
                  data-testid="board-row"
                >
                  <th scope="row">
                    <span className={styles.rank} data-top={r.place <= 3 ? r.place : undefined}>
                      {r.place}
                    </span>
                  </th>
                  <td data-label={t('board.col.player')}>
                    {r.name}
                    {r.own ? <span className={styles.you}>{t('board.you')}</span> : null}
                  </td>
                  <td className={table.num} data-label={t('board.col.points')}>
                    {r.points}
                  </td>
                  <td className={table.num} data-label={t('board.col.prize')}>
                    {r.prize ? <Money amount={r.prize} symbol={symbol} /> : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
