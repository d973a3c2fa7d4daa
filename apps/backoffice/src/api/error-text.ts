import type { TFunction } from 'i18next';
import { ApiError } from './client.ts';

/**
 * What an operator reads for a refusal: the back office's own words for the operator API's codes (in the
 * operator's language), else the server's message; a failure that is not an answer says so plainly.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('bo:error.unknown');
  return t(error.code, { ns: 'errors', keySeparator: false, defaultValue: error.message });
}
