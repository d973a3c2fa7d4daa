import { useTranslation } from 'react-i18next';
import { beadPlate, type RoadOutcome } from '../lib/road.ts';
import styles from './bead-road.module.css';

const ROWS = 6;
/** Empty columns keep the plate's grid drawn before the first rounds. */
const MIN_COLUMNS = 10;

const BEAD_CLASS: Record<RoadOutcome, string | undefined> = {
  PLAYER: styles.player,
  BANKER: styles.banker,
  TIE: styles.tie,
};

/** The bead plate: one bead per round, oldest top left, filled down each column of six. */
export function BeadRoad({ outcomes }: { outcomes: RoadOutcome[] }) {
  const { t } = useTranslation('tables');
  const count = (outcome: RoadOutcome) => outcomes.filter((item) => item === outcome).length;
  return (
    <section className={styles.road} aria-labelledby="bead-road-title">
      <header className={styles.header}>
        <h2 id="bead-road-title" className={styles.title}>
          {t('road.title')}
        </h2>
        <ul className={styles.counts}>
          {(['PLAYER', 'BANKER', 'TIE'] as const).map((outcome) => (
            <li key={outcome} className={BEAD_CLASS[outcome]} data-testid={`road-count-${outcome}`}>
              <span className={styles.dot} aria-hidden="true">
                {t(`road.short.${outcome}`)}
              </span>
              <span className="visually-hidden">{t(`bets.${outcome}`)}</span> {count(outcome)}
            </li>
          ))}
        </ul>
      </header>
      <div className={styles.plate} data-testid="bead-road">
        {beadPlate(outcomes, ROWS, MIN_COLUMNS).map((column) => (
          <div key={column.key} className={styles.column}>
            {column.cells.map(({ key, outcome }) => (
              <span key={key} className={styles.cell}>
                {outcome && (
                  <span
                    className={[styles.bead, BEAD_CLASS[outcome]].join(' ')}
                    data-testid="bead"
                    data-outcome={outcome}
                    title={t(`bets.${outcome}`)}
                  >
                    {t(`road.short.${outcome}`)}
                  </span>
                )}
              </span>
            ))}
          </div>
        ))}
      </div>
      {outcomes.length === 0 && <p className={styles.empty}>{t('road.empty')}</p>}
    </section>
  );
}
