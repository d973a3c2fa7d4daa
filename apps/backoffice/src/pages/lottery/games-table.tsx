import type { OpsLotteryGame } from '@portal/contracts/lottery.schema';
import { formatMoney } from '@portal/ui/format.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pageStyles, StatusPill } from '../../shell/page.tsx';
import { type Column, DataTable } from '../../table/data-table.tsx';
import { closeText, familyName, scheduleText } from './game-text.ts';
import styles from './lottery.module.css';
import { langOf } from './lottery-model.ts';

type Names = ReadonlyMap<string, Record<string, string>>;

/** A game's shown name: the catalogue's in the operator's language, else its code. */
export const gameName = (game: OpsLotteryGame, names: Names | undefined, language: string) => {
  const shown = names?.get(`${game.vendorCode}:${game.gameCode}`);
  return shown?.[langOf(language)] ?? shown?.en ?? game.gameCode;
};

/** Where a game's draws come from: the platform, or outside (official results, or simulated on the demo). */
export function SourceText({ game }: { game: Pick<OpsLotteryGame, 'source' | 'simulate'> }) {
  const { t } = useTranslation('lottery');
  return (
    <span className={styles.source}>
      {t(`source.${game.source}`)}
      {game.source === 'outside' && game.simulate && (
        <span className={styles.simulated} data-testid="bo-lottery-simulated">
          {t('source.simulatedMark')}
        </span>
      )}
    </span>
  );
}

/** The merchant's lottery games: how each draws, sells and pays at a glance; a game's name opens it. */
export function GamesTable({
  games,
  names,
  loading,
  onOpen,
}: {
  games: OpsLotteryGame[];
  names: Names | undefined;
  loading: boolean;
  onOpen: (code: string) => void;
}) {
  const { t, i18n } = useTranslation('lottery');
  const lang = langOf(i18n.language);
  const columns = useMemo<Column<OpsLotteryGame>[]>(
    () => [
      {
        id: 'game',
        header: t('col.game'),
        value: (g) => gameName(g, names, lang),
        cell: (g) => (
          <span className={styles.nameCell}>
            <button
              type="button"
              className={pageStyles.link}
              onClick={() => onOpen(g.gameCode)}
              data-testid={`bo-lottery-open-${g.gameCode}`}
            >
              {gameName(g, names, lang)}
            </button>
            <code>{g.gameCode}</code>
          </span>
        ),
      },
      {
        id: 'family',
        header: t('col.family'),
        value: (g) => familyName(g.family, lang),
        cell: (g) => (
          <span className={styles.scheduleCell}>
            <span>{familyName(g.family, lang)}</span>
            <small>
              <SourceText game={g} />
            </small>
          </span>
        ),
      },
      {
        id: 'schedule',
        header: t('col.schedule'),
        value: (g) => `${g.cron} ${g.timezone}`,
        cell: (g) => (
          <span className={styles.scheduleCell}>
            <span>{scheduleText(g.cron, t, lang) ?? t('schedule.custom')}</span>
            <small>
              <code>{g.cron}</code> · {g.timezone}
            </small>
          </span>
        ),
      },
      {
        id: 'close',
        header: t('col.close'),
        value: (g) => g.closeSeconds,
        cell: (g) => closeText(g.closeSeconds, t),
      },
      {
        id: 'stakes',
        header: t('col.stakes'),
        value: (g) => g.minStake,
        cell: (g) => `${formatMoney(g.minStake)} – ${formatMoney(g.maxStake)}`,
        align: 'end',
      },
      {
        id: 'limit',
        header: t('col.limit'),
        value: (g) => g.liabilityLimit,
        cell: (g) => formatMoney(g.liabilityLimit),
        align: 'end',
      },
      {
        id: 'enabled',
        header: t('col.enabled'),
        value: (g) => (g.enabled ? 1 : 0),
        cell: (g) => (
          <StatusPill status={g.enabled ? 'live' : 'ended'} label={g.enabled ? t('on') : t('off')} />
        ),
      },
    ],
    [t, lang, names, onOpen],
  );
  return (
    <DataTable
      rows={games}
      columns={columns}
      rowId={(g) => g.gameCode}
      loading={loading}
      testId="bo-lottery-games"
      empty={t('games.empty')}
    />
  );
}
