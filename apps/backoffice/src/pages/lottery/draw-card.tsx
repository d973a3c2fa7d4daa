import type { OpsLotteryDraw, OpsLotteryGame } from '@portal/contracts/lottery.schema';
import { familyOf } from '@portal/lottery';
import { Button } from '@portal/ui/button.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { IconButton } from '@portal/ui/icon-button.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawStatus } from './draw-status.tsx';
import { ExposureBars } from './exposure-bars.tsx';
import styles from './lottery.module.css';
import { timeText } from './lottery-model.ts';
import { ResultForm } from './result-form.tsx';
import { PrizeTable, ResultCompact } from './result-look.tsx';
import { lotteryKeys } from './use-lottery.ts';
import { VoidDialog } from './void-dialog.tsx';

/** Re-renders when an instant passes (a draw's time): what may be done with it changes then. */
function usePassed(at: string): boolean {
  const due = Date.parse(at);
  const [passed, setPassed] = useState(() => Date.now() >= due);
  useEffect(() => {
    if (passed) return;
    const timer = setTimeout(() => setPassed(true), Math.max(0, due - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [due, passed]);
  return passed || Date.now() >= due;
}

/**
 * One draw: when it closes and draws, its result, what the house may owe per number, and for an
 * administrator an outside draw's official result (once its time has come) and the void.
 */
export function DrawCard({
  merchant,
  game,
  draw,
  canEdit,
  onClose,
}: {
  merchant: string;
  game: OpsLotteryGame;
  draw: OpsLotteryDraw;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('lottery');
  const client = useQueryClient();
  const family = familyOf(game.family);
  const due = usePassed(draw.drawAt);
  const [entering, setEntering] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const outside = game.source === 'outside';
  const mayEnter = canEdit && outside && draw.status === 'open' && due && family !== undefined;
  const mayVoid = canEdit && (draw.status === 'open' || draw.status === 'drawn');

  const finished = (text: string) => {
    setEntering(false);
    setVoiding(false);
    setDone(text);
    void client.invalidateQueries({ queryKey: lotteryKeys.draws(merchant) });
    void client.invalidateQueries({ queryKey: lotteryKeys.exposure(draw.id) });
  };

  /** Why an administrator cannot enter this open draw's result now (nothing when nothing stands in the way). */
  const why = (() => {
    if (!canEdit || draw.status !== 'open') return null;
    if (!outside) return t('draw.houseDraws');
    if (!due) return t('draw.notDue', { time: timeText(draw.drawAt) });
    return game.simulate ? t('draw.simulated') : null;
  })();

  return (
    <section
      className={styles.card}
      data-testid="bo-draw-card"
      data-draw={draw.id}
      aria-label={t('draw.title', { issue: draw.issue })}
    >
      <header className={styles.cardHead}>
        <h2>{t('draw.title', { issue: draw.issue })}</h2>
        <DrawStatus status={draw.status} />
        <IconButton
          icon={<Icon name="close" size={18} />}
          label={t('bo:close')}
          onClick={onClose}
          data-testid="bo-draw-close"
        />
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('draws.closesAt')}</dt>
          <dd>{timeText(draw.closesAt)}</dd>
        </div>
        <div>
          <dt>{t('draws.drawAt')}</dt>
          <dd>{timeText(draw.drawAt)}</dd>
        </div>
        <div>
          <dt>{t('draws.source')}</dt>
          <dd>{draw.source ? t(`drawSource.${draw.source}`, { defaultValue: draw.source }) : '—'}</dd>
        </div>
        {draw.settledAt && (
          <div>
            <dt>{t('draw.settledAt')}</dt>
            <dd>{timeText(draw.settledAt)}</dd>
          </div>
        )}
        {draw.voidReason && (
          <div>
            <dt>{t('draw.voidReason')}</dt>
            <dd data-testid="bo-draw-void-reason">{draw.voidReason}</dd>
          </div>
        )}
      </dl>
      <FormAlert
        tone="success"
        testId="bo-draw-done"
        onDismiss={() => setDone(null)}
        dismissLabel={t('bo:close')}
      >
        {done}
      </FormAlert>
      <div className={styles.cardBody}>
        <section className={styles.cardPart}>
          <h3>{t('draw.result')}</h3>
          {draw.result === null ? (
            <p className={styles.muted}>{t('draw.noResult')}</p>
          ) : family?.shape.kind === 'prizes' ? (
            <PrizeTable tiers={family.shape.tiers} result={draw.result} />
          ) : (
            <ResultCompact family={game.family} result={draw.result} />
          )}
          {why && <p className={styles.muted}>{why}</p>}
          {(mayEnter || mayVoid) && !entering && (
            <div className={styles.actions}>
              {mayEnter && (
                <Button onClick={() => setEntering(true)} data-testid="bo-draw-enter">
                  {t('draw.enter')}
                </Button>
              )}
              {mayVoid && (
                <Button variant="outline" onClick={() => setVoiding(true)} data-testid="bo-draw-void">
                  {t('draw.void')}
                </Button>
              )}
            </div>
          )}
          {entering && family && (
            <ResultForm
              family={family}
              draw={draw}
              onCancel={() => setEntering(false)}
              onEntered={() => finished(t('draw.entered'))}
            />
          )}
        </section>
        <section className={styles.cardPart}>
          <h3>{t('exposure.title')}</h3>
          <ExposureBars drawId={draw.id} live={draw.status === 'open'} />
        </section>
      </div>
      <VoidDialog
        draw={voiding ? draw : null}
        onClose={() => setVoiding(false)}
        onVoided={() => finished(t('draw.voided'))}
      />
    </section>
  );
}
