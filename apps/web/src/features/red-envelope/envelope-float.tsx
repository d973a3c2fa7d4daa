import { Modal } from '@portal/ui/dialog/modal.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnvelopes } from './api/red-envelope-api.ts';
import { OpenEnvelope } from './open-envelope.tsx';
import styles from './red-envelope.module.css';

/** The path of the red envelope page (decision 0039). */
export const ENVELOPE_PATH = '/redEnvelope';

/**
 * The floating red envelope of the portal's shell: shown while a drop is live that the player has not
 * opened (and is not empty); nothing at all when no campaign runs. It opens the envelope in a dialog.
 */
export default function EnvelopeFloat() {
  const { t } = useTranslation('redEnvelope');
  const envelopes = useEnvelopes();
  const [openId, setOpenId] = useState<number | null>(null);
  const campaigns = envelopes.data?.campaigns ?? [];
  const waiting = campaigns.find((c) => c.live && !c.live.opened && !c.live.empty);
  const shown = campaigns.find((c) => c.id === openId);
  return (
    <>
      {waiting ? (
        <button
          type="button"
          className={styles.float}
          onClick={() => setOpenId(waiting.id)}
          aria-label={t('float')}
          title={t('float')}
          data-testid="envelope-float"
        >
          <span className={styles.floatEnvelope} aria-hidden="true" />
          <span className={styles.floatText}>{t('floatShort')}</span>
        </button>
      ) : null}
      <Modal
        open={shown !== undefined}
        onClose={() => setOpenId(null)}
        title={shown?.name ?? t('title')}
        closeLabel={t('close')}
        size="sm"
        testId="envelope-dialog"
      >
        {shown ? <OpenEnvelope campaignId={shown.id} opened={shown.live?.opened ?? null} /> : null}
        <p className={styles.toPage}>
          <Link to={ENVELOPE_PATH} onClick={() => setOpenId(null)} data-testid="envelope-to-page">
            {t('toPage')}
          </Link>
        </p>
      </Modal>
    </>
  );
}
