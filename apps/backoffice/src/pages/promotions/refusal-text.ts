import type { TFunction } from 'i18next';
import { errorText, reasonOf } from '../../api/error-text.ts';

/** A refusal of the promotions API in the operator's words; settings refused say which rule failed. */
export function refusalText(error: unknown, t: TFunction): string {
  const text = errorText(error, t);
  const fault = reasonOf(error, 'promotion.config.invalid');
  return fault ? `${text} ${t('promotions:fault', { fault })}` : text;
}
