import { Button } from '@portal/ui/button.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../../shell/chunks/chunk-load.ts';
import styles from './chunk-error.module.css';

/** The page a route shows when its chunk failed twice (spec section 8): no raw error, a reload button. */
export function ChunkErrorPage({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page} data-testid="chunk-error-page" role="alert">
      <span className={styles.emblem} aria-hidden="true">
        <Icon name="globe" size={40} strokeWidth={1.5} />
      </span>
      <h1 className={styles.title}>{t('client.chunk.load', { ns: 'errors' })}</h1>
      <Button size="lg" data-testid="chunk-error-reload" onClick={onReload}>
        {t('actions.reload')}
      </Button>
    </div>
  );
}

type Props = { children: ReactNode; onReload?: () => void };
type State = { failed: Error | null };

/**
 * Catches a lazy route's ChunkLoadError and shows the chunk error page; any other error goes on to the
 * next boundary unchanged. Keyed by the caller on the path, so a new page starts afresh.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { failed: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    if (!isChunkLoadError(failed)) throw failed;
    return <ChunkErrorPage onReload={this.props.onReload} />;
  }
}
