import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { withTexts } from '../../i18n/setup.ts';
import { lazyChunk } from '../../shell/chunks/chunk-load.ts';
import { useSession } from '../../shell/session/session-store.ts';
import { ChunkErrorBoundary } from '../chunks/chunk-error-boundary.tsx';
import { LoadingSpinner } from '../chunks/slow-load.tsx';
import { SiteHeader } from '../header/site-header.tsx';
import styles from './layouts.module.css';

// The red envelope's floating button (decision 0039): loaded for a signed-in real account only, so a
// visitor's first page carries none of it; it draws nothing while no drop is live.
const EnvelopeFloat = lazyChunk(
  withTexts(['redEnvelope'], () => import('../../features/red-envelope/envelope-float.tsx')),
);

function EnvelopeGate() {
  const real = useSession((state) => state.isLogin && !state.isTrial);
  return real ? (
    <Suspense fallback={null}>
      <EnvelopeFloat />
    </Suspense>
  ) : null;
}

// The mini game's launcher (decision 0045): its own lazy chunk with its texts, for everyone (a visitor
// is asked to log in); it draws nothing while the catalogue's mini game is off or in maintenance.
// Below the fold on every page: the footer loads after the first screen (the home page's first JavaScript).
const SiteFooter = lazyChunk(() =>
  import('../footer/site-footer.tsx').then((m) => ({ default: m.SiteFooter })),
);
const MiniFloat = lazyChunk(
  withTexts(['miniGame'], () => import('../../features/vendors/mini/mini-float.tsx')),
);

type ShellProps = { footer: boolean; compactHeader?: boolean; aside?: ReactNode; children: ReactNode };

export function RouteFallback() {
  return (
    <div className={styles.fallback}>
      <div className={styles.fallbackBody}>
        <LoadingSpinner />
      </div>
    </div>
  );
}

/**
 * The frame every layout shares. The main area is re-keyed on the full path (path and query), so
 * a new URL always starts its screen fresh; the footer only on the path.
 */
export function Shell({ footer, compactHeader = false, aside, children }: ShellProps) {
  const { pathname, search } = useLocation();
  return (
    <>
      <SiteHeader compact={compactHeader} />
      {aside}
      <main key={`main:${pathname}${search}`} className={styles.main} id="main">
        <ChunkErrorBoundary>
          <Suspense fallback={<RouteFallback />}>{children}</Suspense>
        </ChunkErrorBoundary>
      </main>
      {footer ? (
        <Suspense fallback={null}>
          <SiteFooter key={`footer:${pathname}`} />
        </Suspense>
      ) : null}
      <EnvelopeGate />
      <Suspense fallback={null}>
        <MiniFloat />
      </Suspense>
    </>
  );
}
