import { Modal } from '@portal/ui/dialog/modal.tsx';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { lazyChunk } from '../../shell/chunks/chunk-load.ts';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { HomePage } from '../home/home-page.tsx';
import { RouteFallback } from '../layouts/shell.tsx';

const HelpCentre = lazyChunk(() =>
  import('../../features/content/components/help-centre.tsx').then((module) => ({
    default: module.HelpCentre,
  })),
);

type HelpCentreModalProps = { open: boolean; anchor?: string; onClose: () => void };

export function HelpCentreModal({ open, anchor, onClose }: HelpCentreModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      testId="help-modal"
      closeLabel={t('actions.close')}
      icon="help"
      title={t('help.title')}
    >
      <Suspense fallback={<RouteFallback />}>
        <div data-testid="help-page">
          <HelpCentre anchor={anchor} />
        </div>
      </Suspense>
    </Modal>
  );
}

/** /help and /help#anchor: the home page underneath, the help centre above; closing returns to /. */
export function HelpRoute() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const anchor = hash ? decodeURIComponent(hash.slice(1)) : undefined;
  return (
    <>
      <HomePage />
      <HelpCentreModal open anchor={anchor} onClose={() => navigate('/')} />
    </>
  );
}

/** The help centre opened from anywhere through the modal store (payload: a section anchor). */
export function HelpModal() {
  const current = useModalStore((state) => state.current);
  const payload = useModalStore((state) => state.payload);
  const close = useModalStore((state) => state.close);
  return (
    <HelpCentreModal
      open={current === 'help'}
      anchor={typeof payload === 'string' ? payload : undefined}
      onClose={close}
    />
  );
}
