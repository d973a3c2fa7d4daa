import type { OpsRollupsRebuildResult } from '@portal/contracts/operators-players.schema';
import { Button } from '@portal/ui/button.tsx';
import { TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime, formatInteger } from '@portal/ui/format.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { pageStyles } from '../../shell/page.tsx';
import styles from './agents.module.css';

const DAY_MS = 86_400_000;
/** A local day as YYYY-MM-DD. */
const dayOf = (at: Date) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/**
 * The team rollups' rebuild (administrators): the member and team sums of a range of local days made
 * again from the bets and payments, which repairs what a lost event left behind.
 */
export function RollupsPanel({ merchant }: { merchant: string }) {
  const { t } = useTranslation('agents');
  const [from, setFrom] = useState(() => dayOf(new Date(Date.now() - 6 * DAY_MS)));
  const [to, setTo] = useState(() => dayOf(new Date()));
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<OpsRollupsRebuildResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const valid = from !== '' && to !== '' && from <= to;

  async function rebuild() {
    if (!valid) return;
    setSending(true);
    setRefusal(null);
    setDone(null);
    try {
      setDone(
        await opsApi.tree.rebuild({
          merchant,
          from: new Date(`${from}T00:00:00`).toISOString(),
          to: new Date(new Date(`${to}T00:00:00`).getTime() + DAY_MS).toISOString(),
        }),
      );
    } catch (error) {
      setRefusal(errorText(error, t));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.card} data-testid="bo-rollups">
      <h2 className={styles.minorHead}>{t('rollups.title')}</h2>
      <p className={pageStyles.muted}>{t('rollups.lead')}</p>
      <div className={styles.findRow}>
        <TextField
          label={t('rollups.from')}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          variant="compact"
          testId="bo-rollups-from"
        />
        <TextField
          label={t('rollups.to')}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          variant="compact"
          testId="bo-rollups-to"
        />
        <Button onClick={() => void rebuild()} disabled={!valid || sending} data-testid="bo-rollups-submit">
          {sending ? t('rollups.sending') : t('rollups.submit')}
        </Button>
      </div>
      <FormAlert testId="bo-rollups-refusal">{refusal}</FormAlert>
      <FormAlert tone="success" testId="bo-rollups-result">
        {done &&
          t('rollups.done', {
            betHours: formatInteger(done.betHours),
            moneyHours: formatInteger(done.moneyHours),
            from: formatDateTime(done.from),
            to: formatDateTime(done.to),
          })}
      </FormAlert>
    </section>
  );
}
