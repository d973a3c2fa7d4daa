import type { EnvelopeOpened } from '@portal/contracts/red-envelopes.schema';
import { formatMinor } from '@portal/contracts/wallet';
import { Button } from '@portal/ui/button.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { useOpenEnvelope } from './api/red-envelope-api.ts';
import { ENVELOPE_ERRORS } from './envelope-errors.ts';
import styles from './red-envelope.module.css';

export function useMoneyText() {
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  return (minor: number) => `${symbol}${formatMinor(minor)}`;
}

/**
 * A red envelope of a live drop: sealed with its open button, then (once the server has drawn it) the flap
 * lifts and the card with the amount slides out. An envelope opened before shows its amount at once.
 */
export function OpenEnvelope({ campaignId, opened }: { campaignId: number; opened: EnvelopeOpened | null }) {
  const { t } = useTranslation('redEnvelope');
  const money = useMoneyText();
  const open = useOpenEnvelope();
  const errorText = useApiErrorText(ENVELOPE_ERRORS);
  const result = open.data ?? opened;
  return (
    <div className={styles.stage}>
      <div
        className={result ? `${styles.envelope} ${styles.envelopeOpen}` : styles.envelope}
        data-testid="red-envelope"
        data-state={result ? 'open' : 'sealed'}
      >
        <div className={styles.card} aria-live="polite">
          {result ? (
            <strong className={styles.amount} data-testid="envelope-amount">
              {money(result.amount)}
            </strong>
          ) : null}
        </div>
        <div className={styles.body} />
        <div className={styles.flap} />
        {result ? null : <span className={styles.seal} aria-hidden="true" />}
      </div>
      {result ? (
        <div className={styles.note} data-testid="envelope-result">
          <p className={styles.won}>{t('won', { amount: money(result.amount) })}</p>
          <p>{t('paid')}</p>
          <p className={styles.muted}>
            {result.turnoverMultiplier > 0
              ? t('turnover', { times: result.turnoverMultiplier })
              : t('noTurnover')}
          </p>
        </div>
      ) : (
        <Button onClick={() => open.mutate(campaignId)} disabled={open.isPending} data-testid="envelope-open">
          {open.isPending ? t('opening') : t('open')}
        </Button>
      )}
      {open.error ? (
        <FormAlert tone="danger" testId="envelope-error">
          {errorText(open.error)}
        </FormAlert>
      ) : null}
    </div>
  );
}
