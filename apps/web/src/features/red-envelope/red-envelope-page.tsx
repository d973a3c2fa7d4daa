import type { PlayerEnvelopeCampaign } from '@portal/contracts/red-envelopes.schema';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import page from '@portal/ui/page.module.css';
import { PageHero } from '@portal/ui/page-hero.tsx';
import panel from '@portal/ui/panel.module.css';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { useEnvelopes } from './api/red-envelope-api.ts';
import { ENVELOPE_ERRORS } from './envelope-errors.ts';
import { OpenEnvelope, useMoneyText } from './open-envelope.tsx';
import styles from './red-envelope.module.css';

const time = (iso: string) => formatDateTime(iso).slice(-5);

function Campaign({ c }: { c: PlayerEnvelopeCampaign }) {
  const { t } = useTranslation('redEnvelope');
  const money = useMoneyText();
  return (
    <section className={`${panel.panel} ${styles.campaign}`} data-testid="envelope-campaign" data-id={c.id}>
      <header className={styles.campaignHead}>
        <h2 className={styles.campaignName}>{c.name}</h2>
        <p className={styles.muted}>
          {t('window', { from: formatDateTime(c.startsAt), to: formatDateTime(c.endsAt) })}
        </p>
        <p>{t('range', { min: money(c.minAmount), max: money(c.maxAmount) })}</p>
        {c.condition === 'none' ? null : (
          <p className={styles.muted}>
            {t(`condition.${c.condition}`, { amount: money(c.conditionAmount) })}
          </p>
        )}
      </header>
      {c.live ? (
        <div className={styles.live} data-testid="envelope-live">
          <p className={styles.liveBadge}>{t('liveUntil', { time: time(c.live.closesAt) })}</p>
          {c.live.empty && !c.live.opened ? (
            <p className={styles.muted}>{t('empty')}</p>
          ) : (
            <OpenEnvelope campaignId={c.id} opened={c.live.opened} />
          )}
        </div>
      ) : null}
      <h3 className={styles.subTitle}>{t('next')}</h3>
      {c.next.length === 0 ? (
        <p className={styles.muted}>{t('noNext')}</p>
      ) : (
        <ul className={styles.drops} data-testid="envelope-next">
          {c.next.map((d) => (
            <li key={d.index} className={styles.drop}>
              {formatDateTime(d.opensAt)} – {time(d.closesAt)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The red envelope page (decision 0039): the running campaigns with the live drop's envelope and the next
 * drops, and the player's envelopes. When no campaign runs it says so and nothing else.
 */
export default function RedEnvelopePage() {
  const { t } = useTranslation('redEnvelope');
  const money = useMoneyText();
  const envelopes = useEnvelopes();
  const data = envelopes.data;
  return (
    <div className={page.page} data-testid="red-envelope-page">
      <PageHero icon="gift" title={t('title')} lead={t('lead')} />
      {envelopes.isPending ? (
        <Skeleton height={280} radius="var(--radius-xl)" />
      ) : envelopes.isError ? (
        <LoadFailed
          errorNamespaces={ENVELOPE_ERRORS}
          error={envelopes.error}
          onRetry={() => void envelopes.refetch()}
        />
      ) : data?.campaigns.length ? (
        data.campaigns.map((c) => <Campaign key={c.id} c={c} />)
      ) : (
        <EmptyState icon="gift" title={t('none')} testId="envelope-none" />
      )}
      <section className={`${panel.panel} ${styles.history}`} data-testid="envelope-history">
        <h2 className={styles.subTitle}>{t('history')}</h2>
        {data?.history.length ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('col.campaign')}</th>
                <th>{t('col.amount')}</th>
                <th>{t('col.at')}</th>
              </tr>
            </thead>
            <tbody>
              {data.history.map((h) => (
                <tr key={`${h.campaignId}:${h.dropIndex}`}>
                  <td>{h.name}</td>
                  <td className={styles.num}>{money(h.amount)}</td>
                  <td>{formatDateTime(h.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.muted}>{t('historyEmpty')}</p>
        )}
      </section>
    </div>
  );
}
