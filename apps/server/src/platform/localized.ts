/** Picks the text for a language: the language, then the merchant's default, then English, then any. */
export function pickText(texts: Record<string, string>, language: string, fallback: string): string {
  return texts[language] ?? texts[fallback] ?? texts.en ?? Object.values(texts)[0] ?? '';
}
