import type { DrawShape, Play, Selection } from '@portal/lottery';
import { playOf } from '@portal/lottery';

/** The languages the rules package names things in; the back office's two. */
export type Lang = 'en' | 'th';
export const langOf = (language: string): Lang => (language.startsWith('th') ? 'th' : 'en');

/**
 * A schedule in words, for the patterns the demo and most operators use; null for any other (the raw
 * pattern is always shown beside it). `key` is a `schedule.*` text of the lottery namespace.
 */
export type ScheduleWords =
  | { key: 'everySecond' | 'everyMinute' }
  | { key: 'everySeconds' | 'everyMinutes'; count: number }
  | { key: 'daily'; time: string }
  | { key: 'monthDays'; days: number[]; time: string }
  | { key: 'weekDays'; days: number[]; time: string };

const NUMBER = /^\d{1,2}$/;
const LIST = /^\d{1,2}(,\d{1,2})*$/;

export function scheduleWords(cron: string): ScheduleWords | null {
  const fields = cron.trim().split(/\s+/);
  if (fields.length === 6) {
    const [second = '', ...rest] = fields;
    if (rest.some((f) => f !== '*')) return null;
    if (second === '*') return { key: 'everySecond' };
    const step = /^\*\/(\d{1,2})$/.exec(second);
    return step ? { key: 'everySeconds', count: Number(step[1]) } : null;
  }
  if (fields.length !== 5) return null;
  const [minute = '', hour = '', day = '', month = '', weekday = ''] = fields;
  if (month !== '*') return null;
  if (hour === '*' && day === '*' && weekday === '*') {
    if (minute === '*') return { key: 'everyMinute' };
    const step = /^\*\/(\d{1,2})$/.exec(minute);
    return step ? { key: 'everyMinutes', count: Number(step[1]) } : null;
  }
  if (!NUMBER.test(minute) || !NUMBER.test(hour)) return null;
  const time = `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
  const list = (field: string) => field.split(',').map(Number);
  if (day === '*' && weekday === '*') return { key: 'daily', time };
  if (weekday === '*' && LIST.test(day)) return { key: 'monthDays', days: list(day), time };
  if (day === '*' && LIST.test(weekday)) return { key: 'weekDays', days: list(weekday), time };
  return null;
}

/** Sales close as the operator reads it: seconds, minutes, or hours and minutes before the draw. */
export function closeParts(seconds: number): { key: 'seconds' | 'minutes' | 'hours'; count: number } {
  if (seconds < 120 || seconds % 60 !== 0) return { key: 'seconds', count: seconds };
  if (seconds < 7200 || seconds % 3600 !== 0) return { key: 'minutes', count: seconds / 60 };
  return { key: 'hours', count: seconds / 3600 };
}

/** A whole number as typed in a field; null when it is not one. */
export function wholeOf(text: string): number | null {
  const clean = text.trim();
  return /^\d{1,9}$/.test(clean) ? Number(clean) : null;
}

/** A selection as the rules' pickers show it: a padded number, or an option's name. */
export function selectionText(play: Play<unknown>, rowIndex: number, value: Selection, lang: Lang): string {
  const row = play.rows[rowIndex] ?? play.rows[0];
  if (typeof value === 'number') return row?.width ? String(value).padStart(row.width, '0') : String(value);
  return row?.labels?.[value]?.[lang] ?? value;
}

/**
 * A target of the liability limit ('vn-north.lo:0-27': a play, the row, the values of one bet) as words:
 * the play's name and the bet. An unknown play keeps the raw target.
 */
export function targetText(target: string, lang: Lang): { play: string; bet: string } {
  const cut = target.indexOf(':');
  const play = playOf(target.slice(0, cut));
  if (cut < 0 || !play) return { play: target, bet: '' };
  const [row = '0', ...values] = target.slice(cut + 1).split('-');
  const rowIndex = Number(row);
  const bet = values
    .map((value) => selectionText(play, rowIndex, /^\d+$/.test(value) ? Number(value) : value, lang))
    .join(' ');
  const rowName = play.kind === 'each' && play.rows.length > 1 ? play.rows[rowIndex]?.name[lang] : undefined;
  return { play: play.name[lang], bet: rowName ? `${rowName} ${bet}` : bet };
}

/** The fields of a result form by their place (the `at` parseDraw names): '[0]', 'regular[2]', 'third[1]'. */
export type ResultEntry = Record<string, string>;

/**
 * The places of a shape's form, in order: `width` is the most digits a field takes; a prize's number has
 * exactly that many (`digits`, leading zeros kept).
 */
export type Place = { at: string; group: string; index: number; width: number; digits?: number };

export function placesOf(shape: DrawShape): Place[] {
  const run = (group: string, count: number, width: number, digits?: number) =>
    Array.from({ length: count }, (_, index) => ({
      at: `${group}[${index}]`,
      group,
      index,
      width,
      ...(digits ? { digits } : {}),
    }));
  if (shape.kind === 'prizes')
    return shape.tiers.flatMap((tier) => run(tier.key, tier.count, tier.digits, tier.digits));
  const width = String(shape.max).length;
  if (shape.kind === 'numbers') return run('', shape.count, width);
  return [
    ...run('regular', shape.regular, width),
    { at: 'special', group: 'special', index: 0, width },
    { at: 'lunarYear', group: 'lunarYear', index: 0, width: 4 },
  ];
}

const integer = (text: string | undefined) => {
  const clean = (text ?? '').trim();
  return /^\d+$/.test(clean) ? Number(clean) : Number.NaN;
};

/** What the form sends: the shape's value built from the fields (parseDraw then says whether it fits). */
export function resultOf(shape: DrawShape, entry: ResultEntry): unknown {
  const values = (group: string, count: number) =>
    Array.from({ length: count }, (_, i) => entry[`${group}[${i}]`]);
  if (shape.kind === 'numbers') return values('', shape.count).map(integer);
  if (shape.kind === 'mark-six')
    return {
      regular: values('regular', shape.regular).map(integer),
      special: integer(entry.special),
      lunarYear: integer(entry.lunarYear),
    };
  return Object.fromEntries(
    shape.tiers.map((tier) => [tier.key, values(tier.key, tier.count).map((v) => (v ?? '').trim())]),
  );
}

const two = (n: number) => String(n).padStart(2, '0');

/** A draw's instant in local time to the second (d/m/Y H:i:s): fast games draw several times a minute. */
export function timeText(at: string): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return at;
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** The calendar year of an instant in a time zone. */
export const yearIn = (at: string, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(new Date(at)));

/** A stored result drawn small: dice, balls (Mark Six with its special), or a prize draw's first prize. */
export type ResultLook =
  | { kind: 'dice' | 'balls'; values: string[]; special?: string }
  | { kind: 'prizes'; headline: string; count: number };

export function resultLook(family: string, shape: DrawShape, result: unknown): ResultLook | null {
  if (result === null || result === undefined) return null;
  if (shape.kind === 'prizes') {
    const draw = result as Record<string, string[] | undefined>;
    const first = shape.tiers[0];
    return {
      kind: 'prizes',
      headline: (first && draw[first.key]?.[0]) ?? '',
      count: shape.tiers.reduce((n, tier) => n + (draw[tier.key]?.length ?? 0), 0),
    };
  }
  const width = shape.max >= 10 ? 2 : 1;
  const pad = (n: number) => String(n).padStart(width, '0');
  if (shape.kind === 'mark-six') {
    const draw = result as { regular?: number[]; special?: number };
    return {
      kind: 'balls',
      values: (draw.regular ?? []).map(pad),
      ...(draw.special === undefined ? {} : { special: pad(draw.special) }),
    };
  }
  if (!Array.isArray(result)) return null;
  return { kind: family === 'k3' ? 'dice' : 'balls', values: (result as number[]).map(pad) };
}
