/** Local storage keys of spec section 4: the saved language and the language history marker. */
export const LANG_KEY = 'lang';
export const HIS_LANG_KEY = 'hisLang';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

export function savedLanguage(): string | null {
  return read(LANG_KEY);
}

/**
 * The language to start with. A saved language that the site still offers wins; otherwise the
 * merchant's default is used and written to the saved-language key (first visit).
 */
export function resolveStartLanguage(available: readonly string[], defaultLanguage: string): string {
  const saved = read(LANG_KEY);
  if (saved && available.includes(saved)) return saved;
  const fallback = available.includes(defaultLanguage) ? defaultLanguage : (available[0] ?? defaultLanguage);
  write(LANG_KEY, fallback);
  return fallback;
}

/** A language chosen in the selector: stored as `lang` and `hisLang`. */
export function storeLanguageChoice(code: string): void {
  write(LANG_KEY, code);
  write(HIS_LANG_KEY, code);
}

/** Codes the configuration uses that are not BCP 47 tags for Intl. */
const INTL_ALIASES: Record<string, string> = { cn: 'zh-Hans', tw: 'zh-Hant', jp: 'ja', kr: 'ko', vn: 'vi' };

/** The language's name written in `uiLanguage` (falls back to the upper-case code). */
export function languageName(code: string, uiLanguage: string): string {
  const tag = INTL_ALIASES[code] ?? code;
  try {
    const names = new Intl.DisplayNames([uiLanguage, 'en'], { type: 'language' });
    const name = names.of(tag);
    if (name && name.toLowerCase() !== tag.toLowerCase())
      return name.charAt(0).toLocaleUpperCase() + name.slice(1);
  } catch {
    // an unknown code: show the code itself
  }
  return code.toUpperCase();
}

/** The language's own name for itself (shown as a hint next to the translated name). */
export function nativeLanguageName(code: string): string {
  return languageName(code, INTL_ALIASES[code] ?? code);
}
