import type { HouseSession } from '@portal/contracts/vendors.schema';
import { useErrorText } from '@portal/ui/error-text.ts';
import { Spinner } from '@portal/ui/spinner.tsx';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { useVendorSession } from '../shared/use-vendor-session.ts';
import { BaccaratTable } from './baccarat-table.tsx';
import styles from './table-page.module.css';

/** /play/house/table/:gameCode?token=... (or ?trial=1): the in-house baccarat table inside the game popup. */
export function TablePage() {
  const { gameCode = '' } = useParams();
  const { t } = useTranslation('tables');
  const errorText = useErrorText(featureErrorNamespaces('vendors'));
  const session = useVendorSession<HouseSession>('house', gameCode);
  if (session.status === 'loading') {
    return (
      <div className={styles.state} data-testid="table-page">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (!session.data) {
    const error = session.error;
    return (
      <div className={styles.state} data-testid="table-page">
        <p role="alert">{errorText(error?.code ?? 'unknown.error', error?.message)}</p>
      </div>
    );
  }
  if (!session.data.table) {
    return (
      <div className={styles.state} data-testid="table-page">
        <p role="alert">{t('notTable')}</p>
      </div>
    );
  }
  return (
    <BaccaratTable player={session.data.player} info={session.data.table} onBalance={session.setBalance} />
  );
}
