import { Skeleton } from '@portal/ui/skeleton.tsx';
import { Suspense, useSyncExternalStore } from 'react';
import { withTexts } from '../../i18n/setup.ts';
import { lazyChunk } from '../../shell/chunks/chunk-load.ts';
import styles from './header-login.module.css';

// The form is its own chunk: phones never load it, and the home route's first load stays small.
const LoginForm = lazyChunk(withTexts(['auth', 'register'], () => import('./login-form.tsx')));

/** From this width the header has room for the inline login form; below it, buttons open the modal. */
export const HEADER_LOGIN_MEDIA = '(min-width: 1200px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(HEADER_LOGIN_MEDIA);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on screens wide enough for the header login; without matchMedia (tests, old engines) false. */
export function useWideHeaderLogin(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(HEADER_LOGIN_MEDIA).matches ?? false,
    () => false,
  );
}

/** The header login on wide screens (spec section 2): method selector, inputs, submit, register, forgot. */
export function HeaderLogin() {
  return (
    <Suspense fallback={<HeaderLoginPlaceholder />}>
      <LoginForm variant="header" />
    </Suspense>
  );
}

function HeaderLoginPlaceholder() {
  return (
    <div className={styles.form} aria-hidden="true">
      <Skeleton width={170} height={38} radius={999} />
      <Skeleton width={170} height={38} radius={999} />
      <Skeleton width={96} height={38} radius={999} />
    </div>
  );
}
