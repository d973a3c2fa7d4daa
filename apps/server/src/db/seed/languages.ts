// Two-letter codes only: the contracts' LanguageCode pattern refuses three-letter ones such as 'fil',
// so Filipino is listed as 'tl'. 'ty' stays out: the BG category appears only when it is present.

// biome-ignore format: a code list reads best as a block
export const SIAM_LANGUAGES: readonly string[] = [
  'th', 'en', 'zh', 'ja', 'vi', 'es', 'pt', 'ko', 'id', 'ms', 'hi', 'km', 'lo', 'my', 'tl', 'ru', 'de', 'fr',
  'it', 'tr', 'ar', 'bn', 'ur', 'fa', 'pl', 'nl', 'sv', 'no', 'da', 'fi', 'cs', 'hu', 'ro', 'el', 'he', 'uk',
  'ta', 'ne',
];

// biome-ignore format: a code list reads best as a block
export const LUCKY_LANGUAGES: readonly string[] = [
  'en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'ms', 'tl', 'hi', 'bn', 'ur',
  'ar', 'fa', 'tr', 'ru', 'uk', 'pl', 'cs', 'hu', 'ro', 'el', 'sv', 'no', 'da', 'fi', 'he', 'sw', 'ca',
];
