import { parseMajor } from '@portal/contracts/wallet';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatMoney } from '@portal/ui/format.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OpsBonusRow, opsPromotionsApi } from '../../api/ops-promotions.ts';
import { pageStyles } from '../../shell/page.tsx';
import { REASON } from '../../shell/reason-dialog.tsx';
import { playerNamed } from './player-lookup.ts';
import { wholeIn } from './promotion-draft.ts';
import styles from './promotions.module.css';
import { refusalText } from './refusal-text.ts';

type Form = { username: string; amount: string; turnover: string; expiryDays: string; reason: string };
const EMPTY: Form = { username: '', amount: '', turnover: '1', expiryDays: '', reason: '' };

/** The text keys of what is wrong with the form, by field. */
function problemsOf(form: Form): Partial<Record<keyof Form, string>> {
  const out: Partial<Record<keyof Form, string>> = {};
  if (!form.username.trim()) out.username = 'issue.problem.username';
  const amount = parseMajor(form.amount);
  if (amount === null || amount < 1) out.amount = 'problem.positiveAmount';
  if (wholeIn(form.turnover, 0, 100) === null) out.turnover = 'problem.turnover';
  if (form.expiryDays.trim() && wholeIn(form.expiryDays, 0, 365) === null)
    out.expiryDays = 'problem.expiryDays';
  if (form.reason.trim().length < REASON.min) out.reason = 'issue.problem.reason';
  return out;
}

/**
 * A bonus by hand: the player by username, the amount, its turnover multiple, an expiry, and the reason
 * the audit keeps. The request id is the dialog's: sending twice (a retry after a lost answer) pays once.
 */
export function IssueBonusDialog({
  merchant,
  open,
  onClose,
  onIssued,
}: {
  merchant: string;
  open: boolean;
  onClose: () => void;
  onIssued: (bonus: OpsBonusRow, username: string) => void;
}) {
  const { t } = useTranslation('promotions');
  const [form, setForm] = useState<Form>(EMPTY);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problems = problemsOf(form);
  const problem = (field: keyof Form) =>
    tried && problems[field] ? t(problems[field] as string) : undefined;
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const close = () => {
    setForm(EMPTY);
    setTried(false);
    setRefusal(null);
    setRequestId(crypto.randomUUID());
    onClose();
  };

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0 || sending) return;
    setSending(true);
    setRefusal(null);
    try {
      const player = await playerNamed(merchant, form.username);
      if (!player) {
        setRefusal(t('issue.noPlayer', { username: form.username.trim() }));
        return;
      }
      const bonus = await opsPromotionsApi.issueBonus({
        merchant,
        accountId: player.id,
        amount: parseMajor(form.amount) as number,
        turnoverMultiplier: Number(form.turnover),
        ...(form.expiryDays.trim() ? { expiryDays: Number(form.expiryDays) } : {}),
        reason: form.reason.trim(),
        requestId,
      });
      onIssued(bonus, player.username);
      close();
    } catch (error) {
      setRefusal(refusalText(error, t));
    } finally {
      setSending(false);
    }
  }

  const amount = parseMajor(form.amount);
  const turnover = wholeIn(form.turnover, 0, 100);
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('issue.title')}
      icon="gift"
      closeLabel={t('bo:close')}
      testId="bo-issue-bonus"
      footer={
        <div className={pageStyles.rowActions}>
          <Button variant="ghost" onClick={close}>
            {t('bo:cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={sending} data-testid="bo-issue-bonus-ok">
            {sending ? t('issue.sending') : t('issue.confirm')}
          </Button>
        </div>
      }
    >
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <p className={pageStyles.muted}>{t('issue.lead')}</p>
        <TextField
          label={t('issue.player')}
          value={form.username}
          onChange={(e) => set({ username: e.target.value })}
          error={problem('username')}
          autoComplete="off"
          testId="bo-issue-player"
        />
        <div className={styles.grid}>
          <TextField
            label={t('issue.amount')}
            value={form.amount}
            inputMode="decimal"
            onChange={(e) => set({ amount: e.target.value })}
            error={problem('amount')}
            testId="bo-issue-amount"
          />
          <TextField
            label={t('form.turnover')}
            value={form.turnover}
            inputMode="numeric"
            onChange={(e) => set({ turnover: e.target.value })}
            error={problem('turnover')}
            hint={
              amount !== null && amount > 0 && turnover !== null
                ? t('issue.required', { amount: formatMoney(amount * turnover) })
                : undefined
            }
            testId="bo-issue-turnover"
          />
          <TextField
            label={t('form.expiryDays')}
            value={form.expiryDays}
            inputMode="numeric"
            onChange={(e) => set({ expiryDays: e.target.value })}
            error={problem('expiryDays')}
            hint={t('form.expiryHint')}
            testId="bo-issue-expiry"
          />
        </div>
        <TextField
          label={t('issue.reason')}
          value={form.reason}
          maxLength={REASON.max}
          onChange={(e) => set({ reason: e.target.value })}
          error={problem('reason')}
          hint={t('review.reasonHint', { min: REASON.min, max: REASON.max })}
          testId="bo-issue-reason"
        />
        <FormAlert testId="bo-issue-bonus-refusal">{refusal}</FormAlert>
      </form>
    </Modal>
  );
}
