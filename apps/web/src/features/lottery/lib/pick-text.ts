import type { Pick, Play } from '@portal/lottery';
import { nameIn } from './lottery-pages.ts';

/** A pick as one line of text: each row's selections (option names, padded numbers), rows apart. */
export function pickText(play: Play<unknown>, pick: Pick, language: string): string {
  return play.rows
    .map((row, i) => {
      const values = (pick[i] ?? []).map((value) =>
        typeof value === 'string'
          ? row.labels?.[value]
            ? nameIn(row.labels[value], language)
            : value
          : String(value).padStart(row.width ?? 1, '0'),
      );
      if (!values.length) return '';
      return play.rows.length > 1 ? `${nameIn(row.name, language)}: ${values.join(' ')}` : values.join(' ');
    })
    .filter(Boolean)
    .join(' · ');
}
