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

/**
 * The reason a refusal of `code` gives after its message's first colon ("…: the end must come after the
 * start"), or '' for another refusal or none given: shown after the back office's own words.
 */
export function reasonOf(error: unknown, code: string): string {
  if (!(error instanceof ApiError) || error.code !== code) return '';
  const cut = error.message.indexOf(': ');
  return cut < 0 ? '' : error.message.slice(cut + 2).trim();
}
