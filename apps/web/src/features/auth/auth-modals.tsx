import { type ReactNode, Suspense } from 'react';
import { withTexts } from '../../i18n/setup.ts';
import { lazyChunk } from '../../shell/chunks/chunk-load.ts';
import { type ModalName, useModalStore } from '../../shell/modals/modal-store.ts';

// Each modal is its own chunk, loaded the first time it opens.
const LoginModal = lazyChunk(withTexts(['auth', 'register'], () => import('./login-modal.tsx')));
const RegisterModal = lazyChunk(
  withTexts(['auth', 'register'], () =>
    import('./register-modal.tsx').then((module) => ({ default: module.RegisterModal })),
  ),
);
const ForgotPasswordModal = lazyChunk(
  withTexts(['auth', 'register'], () => import('./forgot-password-modal.tsx')),
);
const ChangePasswordModal = lazyChunk(
  withTexts(['auth', 'register'], () => import('./change-password-modal.tsx')),
);
const ResetPasswordModal = lazyChunk(
  withTexts(['auth', 'register'], () => import('./reset-password-modal.tsx')),
);

function payloadField(payload: unknown, key: string): unknown {
  return typeof payload === 'object' && payload !== null
    ? (payload as Record<string, unknown>)[key]
    : undefined;
}

function modalFor(current: ModalName | null, payload: unknown, close: () => void): ReactNode {
  switch (current) {
    case 'login':
      return <LoginModal signedOut={payloadField(payload, 'signedOut') === true} onClose={close} />;
    case 'register':
      return <RegisterModal onClose={close} />;
    case 'forgotPassword':
      return <ForgotPasswordModal onClose={close} />;
    case 'changePassword':
      return <ChangePasswordModal forced={payloadField(payload, 'forced') === true} onClose={close} />;
    case 'resetPassword': {
      const token = payloadField(payload, 'token');
      return <ResetPasswordModal token={typeof token === 'string' && token ? token : null} onClose={close} />;
    }
    default:
      return null;
  }
}

/** Whichever of the login, register and password modals the modal store has open (mounted once). */
export function AuthModals() {
  const current = useModalStore((state) => state.current);
  const payload = useModalStore((state) => state.payload);
  const close = useModalStore((state) => state.close);
  return <Suspense fallback={null}>{modalFor(current, payload, close)}</Suspense>;
}
