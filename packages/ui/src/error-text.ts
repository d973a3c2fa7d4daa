import { useTranslation } from 'react-i18next';
import { ApiError } from './api/client.ts';

/**
 * The texts of the platform's error codes (`@portal/contracts/errors`) are the app's `errors` namespace:
 * each app registers its own wording of the catalogue, and these hooks read whichever is registered.
 * A feature that words its own codes in a namespace that loads with it passes that namespace first
 * (`namespaces`); the lookup falls through to `errors`. Error codes contain dots ('login.invalid'), so they
 * are looked up without key separation. Unknown codes fall back to the server's message, then to the
 * generic unknown-error text.
 */
export function useErrorText(namespaces: readonly string[] = []) {
  const { t } = useTranslation('errors');
  return (code: string, fallbackMessage?: string | null): string =>
    t(code, {
      ns: [...namespaces, 'errors'],
      keySeparator: false,
      defaultValue: fallbackMessage ?? t('unknown.error', { keySeparator: false }),
    });
}

/** The text of a failed call: its catalogue code, else the server's message; anything else is unknown. */
export function useApiErrorText(namespaces: readonly string[] = []) {
  const errorText = useErrorText(namespaces);
  return (error: unknown): string =>
    error instanceof ApiError ? errorText(error.code, error.message) : errorText('unknown.error');
}
