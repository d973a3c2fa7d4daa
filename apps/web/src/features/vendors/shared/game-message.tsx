import { useErrorText } from '@portal/ui/error-text.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import type { GameError } from './game-error.ts';
import styles from './game-message.module.css';

/** The text of a game error: the play texts for the common ones, the error catalogue for the rest. */
export function useGameErrorText() {
  const { t } = useTranslation('vendors');
  const errorText = useErrorText(featureErrorNamespaces('vendors'));
  return (error: GameError): string => {
    if (error.kind === 'insufficient') return t('errors.insufficient');
    if (error.kind === 'expired') return t('errors.expired');
    if (error.kind === 'network') return t('errors.network');
    return errorText(error.code, error.message);
  };
}

type GameMessageProps = {
  tone: 'loading' | 'error';
  children: ReactNode;
  testId?: string;
};

/** A whole-page message of a game page: opening the session, or why it cannot be played. */
export function GameMessage({ tone, children, testId }: GameMessageProps) {
  return (
    <div className={styles.screen} data-testid={testId}>
      <div
        className={tone === 'error' ? styles.error : styles.loading}
        role={tone === 'error' ? 'alert' : 'status'}
      >
        {tone === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
        {children}
      </div>
    </div>
  );
}
