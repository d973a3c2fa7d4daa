import centre from '@portal/ui/centre-page.module.css';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AgentLoadFailed } from './agent-load-failed.tsx';

type ReportBodyProps<T> = {
  /** False when the filters cannot be asked for (the period chips say why): nothing shows. */
  asked: boolean;
  result: UseQueryResult<T>;
  /** `<testId>-loading`, `<testId>-failed`. */
  testId: string;
  /** The loaded data; `busy` while the next filter's answer is on its way. */
  children: (data: T, busy: boolean) => ReactNode;
};

/** A report's body: skeleton rows while it loads, why it failed with a retry, then the report. */
export function ReportBody<T>({ asked, result, testId, children }: ReportBodyProps<T>) {
  if (!asked) return null;
  if (result.isPending) {
    return (
      <div className={centre.loading} aria-busy="true" data-testid={`${testId}-loading`}>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} height={56} radius={12} />
        ))}
      </div>
    );
  }
  if (result.isError) {
    return (
      <AgentLoadFailed
        error={result.error}
        onRetry={() => void result.refetch()}
        testId={`${testId}-failed`}
      />
    );
  }
  return <>{children(result.data, result.isPlaceholderData)}</>;
}
