import { Icon, type IconName } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import styles from './withdraw.module.css';

export type SetupStep = 'password' | 'card' | 'withdraw';
const STEPS: readonly { step: SetupStep; icon: IconName }[] = [
  { step: 'password', icon: 'key' },
  { step: 'card', icon: 'creditCard' },
  { step: 'withdraw', icon: 'withdraw' },
];

/** Where the member is on the way to a first withdrawal: done, now, next. */
export function SetupSteps({ current }: { current: SetupStep }) {
  const { t } = useTranslation('payments');
  const at = STEPS.findIndex((entry) => entry.step === current);
  return (
    <ol className={styles.steps} data-testid="withdraw-steps" data-step={current}>
      {STEPS.map((entry, index) => {
        const state = index < at ? 'done' : index === at ? 'current' : 'next';
        return (
          <li
            key={entry.step}
            className={styles.stepItem}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.stepDot} aria-hidden="true">
              <Icon
                name={state === 'done' ? 'check' : entry.icon}
                size={16}
                strokeWidth={state === 'done' ? 2.6 : 1.8}
              />
            </span>
            <span className={styles.stepText}>
              <span className={styles.stepOf}>
                {t('withdraw.setup.stepOf', { step: index + 1, total: STEPS.length })}
              </span>
              <span className={styles.stepName}>{t(`withdraw.setup.${entry.step}`)}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
