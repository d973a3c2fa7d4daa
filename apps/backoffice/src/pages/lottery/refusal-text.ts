import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client.ts';
import { errorText } from '../../api/error-text.ts';

/**
 * A refusal of the lottery's operator API in the operator's words. `lottery.game.invalid` carries the
 * fault in the server's message after its first colon ("…: the pattern draws fewer than twice from now");
 * the back office's own words come first, that fault after them.
 */
export function refusalText(error: unknown, t: TFunction): string {
  const text = errorText(error, t);
  if (!(error instanceof ApiError) || error.code !== 'lottery.game.invalid') return text;
  const cut = error.message.indexOf(': ');
  const fault = cut < 0 ? '' : error.message.slice(cut + 2).trim();
  return fault ? `${text} ${t('lottery:fault', { fault })}` : text;
}
