import type { OpsLotteryGame } from '@portal/contracts/lottery.schema';
import { Button } from '@portal/ui/button.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHead, pageStyles, StatusPill } from '../../shell/page.tsx';
import { Tabs, tabPanel } from '../../shell/tabs.tsx';
import { DrawsPanel } from './draws-panel.tsx';
import { GameSetup } from './game-setup.tsx';
import { closeText, familyName, scheduleText } from './game-text.ts';
import { gameName, SourceText } from './games-table.tsx';
import styles from './lottery.module.css';
import { langOf } from './lottery-model.ts';

const TABS = ['draws', 'setup'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** One game: how it stands at a glance, then its draws and its set-up, a tab each. */
export function GameView({
  merchant,
  game,
  names,
  canEdit,
  show,
}: {
  merchant: string;
  game: OpsLotteryGame;
  names: ReadonlyMap<string, Record<string, string>> | undefined;
  canEdit: boolean;
  show: (next: Record<string, string>) => void;
}) {
  const { t, i18n } = useTranslation('lottery');
  const lang = langOf(i18n.language);
  const [params] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'draws';
  const drawParam = Number(params.get('draw'));
  const drawId = Number.isSafeInteger(drawParam) && drawParam > 0 ? drawParam : null;
  return (
    <section className={pageStyles.stack} data-testid="bo-lottery-game" data-game={game.gameCode}>
      <PageHead title={gameName(game, names, i18n.language)} lead={canEdit ? t('game.lead') : t('readOnly')}>
        <Button
          variant="ghost"
          icon={<Icon name="chevronLeft" size={16} />}
          onClick={() => show({ game: '', draw: '', tab: '' })}
          data-testid="bo-lottery-back"
        >
          {t('game.back')}
        </Button>
      </PageHead>
      <div className={styles.summary} data-testid="bo-lottery-summary">
        <span className={styles.summaryItem}>
          <small>{t('col.family')}</small>
          <strong>{familyName(game.family, lang)}</strong>
        </span>
        <span className={styles.summaryItem}>
          <small>{t('col.source')}</small>
          <strong>
            <SourceText game={game} />
          </strong>
        </span>
        <span className={styles.summaryItem}>
          <small>{t('col.schedule')}</small>
          <strong>{scheduleText(game.cron, t, lang) ?? t('schedule.custom')}</strong>
          <code>
            {game.cron} · {game.timezone}
          </code>
        </span>
        <span className={styles.summaryItem}>
          <small>{t('col.close')}</small>
          <strong>{closeText(game.closeSeconds, t)}</strong>
        </span>
        <StatusPill status={game.enabled ? 'live' : 'ended'} label={game.enabled ? t('on') : t('off')} />
      </div>
      <Tabs
        tabs={TABS}
        current={tab}
        onChange={(next) => show({ tab: next })}
        label={t('tabs.label')}
        text={(name) => t(`tabs.${name}`)}
      />
      {/* both panels stay mounted: a look at the set-up keeps the draws' page and a form's draft */}
      <div {...tabPanel('draws', tab)}>
        <DrawsPanel
          merchant={merchant}
          game={game}
          canEdit={canEdit}
          drawId={drawId}
          onDraw={(id) => show({ draw: id === null ? '' : String(id) })}
        />
      </div>
      <div {...tabPanel('setup', tab)}>
        <GameSetup merchant={merchant} game={game} canEdit={canEdit} />
      </div>
    </section>
  );
}
