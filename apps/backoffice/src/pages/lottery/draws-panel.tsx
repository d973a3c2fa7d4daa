import type { OpsLotteryDraw, OpsLotteryGame } from '@portal/contracts/lottery.schema';
import { formatInteger, formatMoney } from '@portal/ui/format.ts';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pageStyles } from '../../shell/page.tsx';
import type { Column } from '../../table/data-table.tsx';
import { KeysetTable } from '../../table/keyset-table.tsx';
import { DrawCard } from './draw-card.tsx';
import { DrawStatus } from './draw-status.tsx';
import styles from './lottery.module.css';
import { timeText } from './lottery-model.ts';
import { ResultCompact } from './result-look.tsx';
import { useDraws } from './use-lottery.ts';

/** A game's draws, latest first with the nearest coming ones on top; an issue opens its card below. */
export function DrawsPanel({
  merchant,
  game,
  canEdit,
  drawId,
  onDraw,
}: {
  merchant: string;
  game: OpsLotteryGame;
  canEdit: boolean;
  drawId: number | null;
  onDraw: (id: number | null) => void;
}) {
  const { t } = useTranslation('lottery');
  const list = useDraws(merchant, game.gameCode);
  const card = useRef<HTMLDivElement>(null);
  const draw = list.query.data?.items.find((d) => d.id === drawId) ?? null;

  // an opened draw's card comes into view
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another draw is opened
  useEffect(() => {
    if (drawId !== null) card.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [drawId, draw === null]);

  const columns = useMemo<Column<OpsLotteryDraw>[]>(
    () => [
      {
        id: 'issue',
        header: t('draws.issue'),
        value: (d) => d.issue,
        cell: (d) => (
          <button
            type="button"
            className={pageStyles.link}
            onClick={() => onDraw(d.id)}
            data-testid="bo-draw-open"
            data-issue={d.issue}
            data-draw-at={d.drawAt}
          >
            {d.issue}
          </button>
        ),
      },
      {
        id: 'drawAt',
        header: t('draws.drawAt'),
        value: (d) => d.drawAt,
        cell: (d) => timeText(d.drawAt),
      },
      {
        id: 'closesAt',
        header: t('draws.closesAt'),
        value: (d) => d.closesAt,
        cell: (d) => timeText(d.closesAt),
        hidden: true,
      },
      {
        id: 'status',
        header: t('draws.status'),
        value: (d) => d.status,
        cell: (d) => <DrawStatus status={d.status} />,
      },
      {
        id: 'source',
        header: t('draws.source'),
        value: (d) => d.source,
        cell: (d) => (d.source ? t(`drawSource.${d.source}`, { defaultValue: d.source }) : '—'),
      },
      {
        id: 'result',
        header: t('draws.result'),
        value: (d) => (d.result === null ? null : JSON.stringify(d.result)),
        cell: (d) => <ResultCompact family={game.family} result={d.result} />,
      },
      {
        id: 'tickets',
        header: t('draws.tickets'),
        value: (d) => d.tickets,
        cell: (d) => formatInteger(d.tickets),
        align: 'end',
      },
      {
        id: 'stake',
        header: t('draws.stake'),
        value: (d) => d.stake,
        cell: (d) => formatMoney(d.stake),
        align: 'end',
      },
      {
        id: 'payout',
        header: t('draws.payout'),
        value: (d) => d.payout,
        cell: (d) => formatMoney(d.payout),
        align: 'end',
      },
    ],
    [t, game.family, onDraw],
  );

  return (
    <div className={pageStyles.stack}>
      <KeysetTable
        list={list}
        columns={columns}
        rowId={(d) => String(d.id)}
        selected={drawId === null ? {} : { [String(drawId)]: true }}
        testId="bo-lottery-draws"
        empty={t('draws.empty')}
      />
      <div ref={card} className={styles.cardAnchor}>
        {draw && (
          <DrawCard
            key={draw.id}
            merchant={merchant}
            game={game}
            draw={draw}
            canEdit={canEdit}
            onClose={() => onDraw(null)}
          />
        )}
      </div>
    </div>
  );
}
