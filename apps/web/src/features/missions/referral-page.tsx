import { Button } from '@portal/ui/button.tsx';
import centre from '@portal/ui/centre-page.module.css';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { formatDateTime, formatMoney } from '@portal/ui/format.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { LazyQrCode } from '@portal/ui/lazy-qr-code.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Money } from '@portal/ui/money.tsx';
import table from '@portal/ui/record-table.module.css';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { featureErrorNamespaces } from '../../i18n/feature-errors.ts';
import { useReferral } from './api/missions-api.ts';
import styles from './missions.module.css';

/** The registration address a friend opens: this site's /register with the player's code. */
export const referralLink = (origin: string, code: string) =>
  `${origin}/register?referralCode=${encodeURIComponent(code)}`;

/**
 * Invite friends (referral, decision 0037): the player's own link and QR code, the rule that pays its bonus,
 * and the friends who registered through it (masked) with where each stands.
 */
export function ReferralPage() {
  const { t } = useTranslation('missions');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const referral = useReferral();
  const [copied, setCopied] = useState<'link' | 'code' | 'failed' | null>(null);

  if (referral.isPending) return <Skeleton height={240} radius={12} />;
  if (referral.isError)
    return (
      <LoadFailed
        errorNamespaces={featureErrorNamespaces('missions')}
        error={referral.error}
        onRetry={() => void referral.refetch()}
        testId="referral-failed"
      />
    );
  const { code, rule, friends } = referral.data;
  const link = referralLink(window.location.origin, code);
  const money = (amount: number) => `${symbol}${formatMoney(amount)}`;
  const copy = (what: 'link' | 'code', text: string) =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(what),
      () => setCopied('failed'),
    );

  return (
    <div className={centre.page} data-testid="referral-page">
      <Section icon="userPlus" title={t('referral.title')} lead={t('referral.lead')}>
        <div className={styles.invite}>
          <div className={styles.qr} data-testid="referral-qr">
            <LazyQrCode value={link} size={148} title={t('referral.qrAlt')} />
          </div>
          <div className={styles.inviteText}>
            <span className={styles.note}>{t('referral.code')}</span>
            <span className={styles.code} data-testid="referral-code">
              {code}
            </span>
            <span className={styles.link} data-testid="referral-link">
              {link}
            </span>
            <div className={styles.actions}>
              <Button
                size="sm"
                variant="accent"
                icon={<Icon name={copied === 'link' ? 'check' : 'copy'} size={16} />}
                onClick={() => void copy('link', link)}
                data-testid="referral-copy-link"
              >
                {copied === 'link' ? t('referral.copied') : t('referral.copyLink')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                icon={<Icon name={copied === 'code' ? 'check' : 'copy'} size={16} />}
                onClick={() => void copy('code', code)}
              >
                {copied === 'code' ? t('referral.copied') : t('referral.copyCode')}
              </Button>
            </div>
            <span aria-live="polite" className={styles.note}>
              {copied === 'failed' ? t('referral.copyFailed') : null}
            </span>
          </div>
        </div>
      </Section>

      <Section icon="gift" title={t('referral.ruleTitle')} testId="referral-rule">
        {rule ? (
          <ol className={styles.rule}>
            <li>{t('referral.rule.share')}</li>
            <li>
              {rule.minValidBet > 0
                ? t('referral.rule.qualify', {
                    deposit: money(rule.minDeposit),
                    bet: money(rule.minValidBet),
                  })
                : t('referral.rule.qualifyDeposit', { deposit: money(rule.minDeposit) })}
            </li>
            <li>
              {rule.turnoverMultiplier > 0
                ? t('referral.rule.reward', { amount: money(rule.reward), times: rule.turnoverMultiplier })
                : t('referral.rule.rewardFree', { amount: money(rule.reward) })}
            </li>
            <li>{t('referral.rule.fair')}</li>
          </ol>
        ) : (
          <p className={styles.note}>{t('referral.noRule')}</p>
        )}
      </Section>

      <Section
        icon="users"
        title={t('referral.friendsTitle')}
        aside={<span className={styles.points}>{t('referral.count', { count: friends.length })}</span>}
      >
        {friends.length === 0 ? (
          <EmptyState icon="users" title={t('referral.empty')} testId="friends-empty" />
        ) : (
          <div className={table.wrap}>
            <table className={table.table} data-testid="friends-table">
              <thead>
                <tr>
                  <th scope="col">{t('referral.col.friend')}</th>
                  <th scope="col">{t('referral.col.registered')}</th>
                  <th scope="col">{t('referral.col.status')}</th>
                  <th scope="col" className={table.num}>
                    {t('referral.col.reward')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {friends.map((f) => (
                  <tr key={`${f.name}-${f.registeredAt}`} className={table.row} data-testid="friend-row">
                    <th scope="row">{f.name}</th>
                    <td data-label={t('referral.col.registered')}>{formatDateTime(f.registeredAt)}</td>
                    <td data-label={t('referral.col.status')}>
                      <span className={styles.status} data-status={f.status}>
                        {t(`referral.status.${f.status}`)}
                      </span>
                    </td>
                    <td className={table.num} data-label={t('referral.col.reward')}>
                      {f.reward ? <Money amount={f.reward} symbol={symbol} /> : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </div>
  );
}
