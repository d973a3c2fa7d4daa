import type { OpsPlayer } from '@portal/contracts/operators-players.schema';
import { Button } from '@portal/ui/button.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatMoney } from '@portal/ui/format.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { reaches } from '../../session/roles.ts';
import { useSession } from '../../session/session-store.ts';
import { PageHead, pageStyles } from '../../shell/page.tsx';
import { Tabs, tabPanel } from '../../shell/tabs.tsx';
import { PlayerActions } from './player-actions.tsx';
import { PlayerAdjustments } from './player-adjustments.tsx';
import { BetsList, DepositsList, LoginsList, WithdrawalsList } from './player-lists.tsx';
import { PlayerNotes } from './player-notes.tsx';
import { PlayerProfile } from './player-profile.tsx';
import { PlayerStatus } from './player-status.tsx';
import { PlayerVip } from './player-vip.tsx';
import styles from './players.module.css';

const TABS = ['profile', 'deposits', 'withdrawals', 'bets', 'logins', 'notes', 'adjustments', 'vip'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export type Notice = { tone: 'success' | 'warning' | 'danger'; text: string } | null;

/**
 * A player's page: who it is, its money at a glance, the administrator's and finance's actions, and a tab
 * per list. A tab's list loads when the tab is first opened and stays mounted (its page survives a look
 * at another tab); the tab is in the address.
 */
export function PlayerPage({
  playerId,
  onBack,
  onOpen,
}: {
  playerId: number;
  onBack: () => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('players');
  const role = useSession((s) => s.operator?.role);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'profile';
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(() => new Set([tab]));
  const [notice, setNotice] = useState<Notice>(null);
  const player = useQuery({ queryKey: ['player', playerId], queryFn: () => opsApi.players.get(playerId) });

  const show = (next: Tab) => {
    setOpened(new Set([...opened, next]));
    setParams((current) => {
      const out = new URLSearchParams(current);
      out.set('tab', next);
      return out;
    });
  };

  const back = (
    <Button variant="ghost" onClick={onBack} data-testid="bo-player-back">
      {t('back')}
    </Button>
  );
  if (!player.data) {
    return (
      <section className={pageStyles.stack}>
        <PageHead title={player.isError ? t('missing') : t('loading')}>{back}</PageHead>
        {player.isError && <FormAlert>{errorText(player.error, t)}</FormAlert>}
      </section>
    );
  }
  const p = player.data;
  const panel = (name: Tab) => tabPanel(name, tab);
  const mounted = (name: Tab) => opened.has(name) || tab === name;
  return (
    <section className={pageStyles.stack} data-testid="bo-player" data-player={p.username}>
      <PageHead
        title={p.username}
        lead={t('summary', { merchant: p.merchant, kind: t(`kind.${p.kind}`), id: p.id })}
      >
        {back}
      </PageHead>
      <div className={styles.flags} data-testid="bo-player-status" data-status={p.status}>
        <PlayerStatus status={p.status} />
        {p.mustChangePassword && <span className={pageStyles.pill}>{t('flag.mustChange')}</span>}
        <span className={pageStyles.muted}>{t('flag.sessions', { count: p.liveSessions })}</span>
      </div>
      <Balances player={p} />
      <PlayerActions
        player={p}
        canChangeStatus={reaches(role, 'admin')}
        canAdjust={reaches(role, 'finance')}
        onNotice={setNotice}
      />
      <FormAlert
        tone={notice?.tone ?? 'success'}
        testId="bo-player-notice"
        onDismiss={() => setNotice(null)}
        dismissLabel={t('bo:close')}
      >
        {notice?.text}
      </FormAlert>
      <Tabs
        tabs={TABS}
        current={tab}
        onChange={show}
        label={t('tabs.label')}
        text={(name) => t(`tabs.${name}`)}
      />
      <div {...panel('profile')}>
        <PlayerProfile player={p} onOpen={onOpen} />
      </div>
      <div {...panel('deposits')}>{mounted('deposits') && <DepositsList playerId={p.id} />}</div>
      <div {...panel('withdrawals')}>{mounted('withdrawals') && <WithdrawalsList playerId={p.id} />}</div>
      <div {...panel('bets')}>{mounted('bets') && <BetsList playerId={p.id} />}</div>
      <div {...panel('logins')}>{mounted('logins') && <LoginsList playerId={p.id} />}</div>
      <div {...panel('notes')}>
        {mounted('notes') && <PlayerNotes playerId={p.id} canWrite={reaches(role, 'finance')} />}
      </div>
      <div {...panel('adjustments')}>{mounted('adjustments') && <PlayerAdjustments playerId={p.id} />}</div>
      <div {...panel('vip')}>{mounted('vip') && <PlayerVip playerId={p.id} />}</div>
    </section>
  );
}

/** The player's money and place at a glance; the main wallet's lines are the ledger screen's. */
function Balances({ player }: { player: OpsPlayer }) {
  const { t } = useTranslation('players');
  const { balances } = player;
  const games = balances.vendors.reduce((sum, v) => sum + v.balance, 0);
  return (
    <div className={styles.summary}>
      <div className={`${styles.card} ${styles.main}`}>
        <span>{t('balance.main')}</span>
        <strong data-testid="bo-player-main">{formatMoney(balances.main)}</strong>
        {balances.mainAccountId !== null ? (
          <Link
            className={pageStyles.link}
            to={`/ledger?account=${balances.mainAccountId}`}
            data-testid="bo-player-ledger"
          >
            {t('balance.lines')}
          </Link>
        ) : (
          <small>{t('balance.noLines')}</small>
        )}
      </div>
      <div className={styles.card}>
        <span>{t('balance.held')}</span>
        <strong>{formatMoney(balances.heldWithdrawals)}</strong>
        <small>{t('balance.heldHint')}</small>
      </div>
      <div className={styles.card}>
        <span>{t('balance.games')}</span>
        <strong>{formatMoney(games)}</strong>
        <small>
          {balances.vendors.length === 0
            ? t('balance.noGames')
            : balances.vendors.map((v) => `${v.vendor} ${formatMoney(v.balance)}`).join(' · ')}
        </small>
      </div>
      <div className={styles.card}>
        <span>{t('balance.tree')}</span>
        <strong>{t('balance.downline', { count: player.downlineCount })}</strong>
        <small>
          {player.upline[0] ? t('balance.upline', { username: player.upline[0].username }) : t('balance.top')}
        </small>
      </div>
    </div>
  );
}
