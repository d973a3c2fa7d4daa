import { BONUS_STATUSES } from '@portal/contracts/promotions';
import { Button } from '@portal/ui/button.tsx';
import { SelectField, TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime, formatMoney } from '@portal/ui/format.ts';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type OpsBonusRow, opsPromotionsApi } from '../../api/ops-promotions.ts';
import { useKeyset } from '../../lib/use-keyset.ts';
import { pageStyles, StatusPill } from '../../shell/page.tsx';
import { REASON, ReasonDialog } from '../../shell/reason-dialog.tsx';
import type { Column } from '../../table/data-table.tsx';
import { KeysetTable } from '../../table/keyset-table.tsx';
import { IssueBonusDialog } from './issue-bonus-dialog.tsx';
import { playerNamed } from './player-lookup.ts';
import { usePromotions } from './promotion-list.tsx';
import styles from './promotions.module.css';
import { refusalText } from './refusal-text.ts';

const PILL: Record<OpsBonusRow['status'], string> = {
  active: 'pending',
  met: 'paid',
  forfeited: 'expired',
  revoked: 'rejected',
  expired: 'expired',
};

type PlayerFilter = { username: string; accountId: number | null; missing: boolean };

/** The turnover of a bonus: what was played of what is required, as a bar and in numbers. */
function Turnover({ bonus }: { bonus: OpsBonusRow }) {
  const { t } = useTranslation('promotions');
  const share = bonus.required > 0 ? Math.min(100, Math.floor((bonus.progress / bonus.required) * 100)) : 100;
  return (
    <span className={styles.turnover} data-testid="bo-bonus-turnover">
      <span className={styles.bar} aria-hidden="true">
        <span style={{ width: `${share}%` }} />
      </span>
      <span>
        {t('bonus.progress', { done: formatMoney(bonus.progress), required: formatMoney(bonus.required) })}
      </span>
    </span>
  );
}

/**
 * The bonuses of a merchant, newest first, by player and state: amount, turnover required and done,
 * expiry and how each closed. Finance issues a bonus by hand and revokes an open one, each with the reason
 * the audit keeps.
 */
export function BonusesPanel({ merchant, canChange }: { merchant: string; canChange: boolean }) {
  const { t } = useTranslation('promotions');
  const [typed, setTyped] = useState('');
  const [player, setPlayer] = useState<PlayerFilter>({ username: '', accountId: null, missing: false });
  const [status, setStatus] = useState('');
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<OpsBonusRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const promotions = usePromotions(merchant);
  const list = useKeyset(
    ['bonuses'],
    opsPromotionsApi.bonuses,
    {
      merchant,
      accountId: player.accountId ?? undefined,
      status: status || undefined,
    },
    'before',
  );

  async function findPlayer(event: FormEvent) {
    event.preventDefault();
    const username = typed.trim();
    if (!username) return setPlayer({ username: '', accountId: null, missing: false });
    const found = await playerNamed(merchant, username).catch(() => null);
    setPlayer({ username: found?.username ?? username, accountId: found?.id ?? null, missing: !found });
  }

  const known = promotions.data;
  const columns = useMemo<Column<OpsBonusRow>[]>(() => {
    const titleOf = (id: number) => known?.find((p) => p.id === id)?.title.en;
    const sourceOf = (b: OpsBonusRow) =>
      b.promotionId
        ? (titleOf(b.promotionId) ?? t('bonus.promotion', { id: b.promotionId }))
        : b.source.startsWith('operator:')
          ? t('bonus.byHand')
          : b.source;
    return [
      { id: 'id', header: t('col.bonus'), value: (b) => b.id, cell: (b) => `#${b.id}` },
      {
        id: 'player',
        header: t('col.player'),
        value: (b) => b.accountId,
        cell: (b) => (
          <Link className={pageStyles.link} to={`/players?player=${b.accountId}`}>
            {b.username || t('bonus.account', { id: b.accountId })}
          </Link>
        ),
      },
      {
        id: 'source',
        header: t('col.source'),
        value: sourceOf,
        cell: (b) => <span className={styles.wrap}>{sourceOf(b)}</span>,
      },
      {
        id: 'amount',
        header: t('col.amount'),
        value: (b) => b.amount,
        cell: (b) => formatMoney(b.amount),
        align: 'end',
      },
      {
        id: 'turnover',
        header: t('col.turnoverDone'),
        value: (b) => b.progress,
        cell: (b) => <Turnover bonus={b} />,
      },
      {
        id: 'remaining',
        header: t('col.remaining'),
        value: (b) => b.remaining,
        cell: (b) => formatMoney(b.remaining),
        align: 'end',
        hidden: true,
      },
      {
        id: 'status',
        header: t('col.state'),
        value: (b) => t(`bonusState.${b.status}`),
        cell: (b) => (
          <span data-testid="bo-bonus-status" data-status={b.status}>
            <StatusPill status={PILL[b.status]} label={t(`bonusState.${b.status}`)} />
          </span>
        ),
      },
      {
        id: 'createdAt',
        header: t('col.issued'),
        value: (b) => b.createdAt,
        cell: (b) => (
          <span className={styles.stacked}>
            <span>{formatDateTime(b.createdAt)}</span>
            <small>
              {b.expiresAt ? t('bonus.expires', { at: formatDateTime(b.expiresAt) }) : t('bonus.noExpiry')}
            </small>
          </span>
        ),
      },
      {
        id: 'expiresAt',
        header: t('col.expires'),
        value: (b) => b.expiresAt,
        cell: (b) => (b.expiresAt ? formatDateTime(b.expiresAt) : t('bonus.noExpiry')),
        hidden: true,
      },
      {
        id: 'closed',
        header: t('col.closed'),
        value: (b) => b.reason,
        cell: (b) =>
          b.closedAt ? (
            <span className={`${styles.stacked} ${styles.wide}`}>
              <span>
                {formatDateTime(b.closedAt)}
                {b.takenBack > 0 ? ` · ${t('bonus.takenBack', { amount: formatMoney(b.takenBack) })}` : ''}
              </span>
              {b.reason && <small>{b.reason}</small>}
            </span>
          ) : (
            ''
          ),
      },
      ...(canChange
        ? [
            {
              id: 'actions',
              header: t('col.actions'),
              value: () => null,
              display: true,
              cell: (b: OpsBonusRow) =>
                b.status === 'active' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setRevoking(b)}
                    data-testid="bo-bonus-revoke"
                  >
                    {t('bonus.revoke')}
                  </Button>
                ) : null,
            } satisfies Column<OpsBonusRow>,
          ]
        : []),
    ];
  }, [t, canChange, known]);

  const filters = (
    <>
      <form className={pageStyles.filters} onSubmit={(e) => void findPlayer(e)}>
        <TextField
          label={t('col.player')}
          value={typed}
          placeholder={t('bonus.playerPlaceholder')}
          onChange={(e) => setTyped(e.target.value)}
          variant="compact"
          testId="bo-bonuses-player"
        />
        <SelectField
          label={t('col.state')}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          variant="compact"
          testId="bo-bonuses-status"
        >
          <option value="">{t('anyState')}</option>
          {BONUS_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`bonusState.${s}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary" data-testid="bo-bonuses-find">
          {t('bonus.find')}
        </Button>
      </form>
    </>
  );
  return (
    <div className={pageStyles.stack}>
      <div className={styles.toolbar}>
        <p className={styles.about}>{t(canChange ? 'bonus.lead' : 'bonus.readOnly')}</p>
        {canChange && (
          <Button onClick={() => setIssuing(true)} data-testid="bo-bonus-issue">
            {t('issue.open')}
          </Button>
        )}
      </div>
      {player.missing && <div className={styles.toolbar}>{filters}</div>}
      {player.missing && (
        <FormAlert tone="warning" testId="bo-bonuses-no-player">
          {t('issue.noPlayer', { username: player.username })}
        </FormAlert>
      )}
      <FormAlert
        tone="success"
        testId="bo-bonuses-notice"
        onDismiss={() => setNotice(null)}
        dismissLabel={t('bo:close')}
      >
        {notice}
      </FormAlert>
      {list.query.error ? (
        <FormAlert testId="bo-bonuses-error">{refusalText(list.query.error, t)}</FormAlert>
      ) : null}
      {!player.missing && (
        <KeysetTable
          list={list}
          columns={columns}
          rowId={(b) => String(b.id)}
          testId="bo-bonuses"
          exportName={`bonuses-${merchant}`}
          toolbar={filters}
          empty={t('bonus.empty')}
        />
      )}
      <IssueBonusDialog
        merchant={merchant}
        open={issuing}
        onClose={() => setIssuing(false)}
        onIssued={(bonus, username) => {
          setNotice(t('issue.done', { amount: formatMoney(bonus.amount), username, id: bonus.id }));
          void list.query.refetch();
        }}
      />
      <ReasonDialog
        open={revoking !== null}
        title={t('revoke.title', { id: revoking?.id ?? '' })}
        intro={t(revoking?.forfeitRule === 'bonus_and_winnings' ? 'revoke.bodyWinnings' : 'revoke.body', {
          amount: formatMoney(revoking?.amount ?? 0),
        })}
        texts={{
          reason: t('revoke.reason'),
          hint: t('review.reasonHint', { min: REASON.min, max: REASON.max }),
          confirm: t('revoke.confirm'),
          sending: t('revoke.sending'),
        }}
        send={async (reason) => {
          if (!revoking) return;
          const done = await opsPromotionsApi.revokeBonus(revoking.id, reason);
          setRevoking(null);
          setNotice(t('revoke.done', { id: done.id, amount: formatMoney(done.takenBack) }));
          void list.query.refetch();
        }}
        refusalOf={(error) => refusalText(error, t)}
        onClose={() => setRevoking(null)}
        testId="bo-bonus-revoke-dialog"
      />
    </div>
  );
}
