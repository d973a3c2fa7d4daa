import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { savedLanguage } from '../i18n/language-storage.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

/** Before the status arrives: the saved language, else the page's language, else EN. */
export function bootLanguage(): string {
  return savedLanguage() ?? (document.documentElement.lang || 'en');
}

type ProvidersProps = { children: ReactNode; queryClient: QueryClient; i18n: I18n };

/** Server state (TanStack Query) and texts (i18next) for the whole portal. */
export function Providers({ children, queryClient, i18n }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
