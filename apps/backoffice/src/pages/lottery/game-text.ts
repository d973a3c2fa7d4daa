import { familyOf } from '@portal/lottery';
import type { TFunction } from 'i18next';
import { closeParts, type Lang, type ScheduleWords, scheduleWords } from './lottery-model.ts';

/** A weekday of cron (0 or 7 Sunday … 6 Saturday) in the operator's language, short. */
function weekday(day: number, lang: Lang): string {
  // 1 January 2023 was a Sunday
  return new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + (day % 7))),
  );
}

function wordsText(words: ScheduleWords, t: TFunction, lang: Lang): string {
  switch (words.key) {
    case 'everySecond':
    case 'everyMinute':
      return t(`schedule.${words.key}`);
    case 'everySeconds':
    case 'everyMinutes':
      return t(`schedule.${words.key}`, { count: words.count });
    case 'daily':
      return t('schedule.daily', { time: words.time });
    case 'monthDays':
      return t('schedule.monthDays', { days: words.days.join(', '), time: words.time });
    case 'weekDays':
      return t('schedule.weekDays', {
        days: words.days.map((d) => weekday(d, lang)).join(', '),
        time: words.time,
      });
  }
}

/** A cron pattern in words, or null when it is not one of the plain kinds (the pattern speaks for itself). */
export function scheduleText(cron: string, t: TFunction, lang: Lang): string | null {
  const words = scheduleWords(cron);
  return words ? wordsText(words, t, lang) : null;
}

/** "15 min before", "10 s before". */
export function closeText(seconds: number, t: TFunction): string {
  const { key, count } = closeParts(seconds);
  return t(`close.${key}`, { count });
}

/** A family's name in the operator's language; an unknown family keeps its id. */
export function familyName(family: string, lang: Lang): string {
  return familyOf(family)?.name[lang] ?? family;
}
