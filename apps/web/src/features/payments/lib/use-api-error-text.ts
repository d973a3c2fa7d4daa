import { ApiError } from '../../../api/client.ts';
import { useErrorText } from '../../../i18n/error-text.ts';

/** The translated text of a failed call: its catalogue code, else the server's message. */
export function useApiErrorText() {
  const errorText = useErrorText();
  return (error: unknown): string =>
    error instanceof ApiError ? errorText(error.code, error.message) : errorText('unknown.error');
}
