import type { IconName } from '@portal/ui/icons.tsx';
import { Spinner } from '@portal/ui/spinner.tsx';
import { type ComponentType, Suspense } from 'react';
import { ComingSoon } from './coming-soon.tsx';

type CentrePageBodyProps = {
  /** The registered page, or undefined when no feature has built it yet. */
  Page: ComponentType | undefined;
  loadingLabel: string;
  /** What "coming soon" shows in its place. */
  soon: { icon: IconName; title: string; hint: string };
};

/** A centre's page: the registered component as it loads, or the "coming soon" state. */
export function CentrePageBody({ Page, loadingLabel, soon }: CentrePageBodyProps) {
  if (!Page) return <ComingSoon icon={soon.icon} title={soon.title} hint={soon.hint} />;
  return (
    <Suspense fallback={<Spinner label={loadingLabel} />}>
      <Page />
    </Suspense>
  );
}
