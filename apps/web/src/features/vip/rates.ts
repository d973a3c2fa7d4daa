/** A rate in basis points as a percentage ("1.2%"); none for 0. */
export const percentOf = (bps: number) => `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/** A level's name in the page's language, else English, else its number. */
export const levelName = (names: Record<string, string>, language: string, level: number) =>
  names[language.slice(0, 2)] ?? names.en ?? String(level);
