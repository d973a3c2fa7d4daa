/**
 * The language the platform writes to a player in when the player is not there to ask (system messages,
 * SMS): the language the member chose (accounts.language, spec section 4's language-update action) when
 * the merchant still offers it, else the merchant's default (decision 0045).
 */
export function playerLanguage(
  stored: string | null | undefined,
  merchant: { defaultLanguage: string; languages?: readonly string[] },
): string {
  if (stored && (!merchant.languages || merchant.languages.includes(stored))) return stored;
  return merchant.defaultLanguage;
}
