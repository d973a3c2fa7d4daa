import type { DrawCheck, DrawShape } from '@portal/lottery';
import type { TFunction } from 'i18next';
import type { Lang } from './lottery-model.ts';

/** A place of a result form ('[2]', 'regular[0]', 'special', 'third[1]') in words: "Third prize 2". */
export function placeText(at: string, shape: DrawShape, t: TFunction, lang: Lang): string {
  const match = /^(\w*)\[(\d+)\]$/.exec(at);
  const group = match ? (match[1] ?? '') : at;
  const n = match ? Number(match[2]) + 1 : 1;
  if (group === '') return t('result.place.number', { n });
  if (group === 'regular') return t('result.place.regular', { n });
  if (group === 'special' && shape.kind === 'mark-six') return t('result.place.special');
  if (group === 'lunarYear') return t('result.place.lunarYear');
  const tier = shape.kind === 'prizes' ? shape.tiers.find((candidate) => candidate.key === group) : undefined;
  if (!tier) return at;
  return tier.count > 1 ? t('result.place.tier', { tier: tier.name[lang], n }) : tier.name[lang];
}

/** Why parseDraw refused an entry, in words that say what to fix and where. */
export function problemText(
  check: Extract<DrawCheck<unknown>, { ok: false }>,
  shape: DrawShape,
  t: TFunction,
  lang: Lang,
): string {
  if (check.at === '' || (shape.kind === 'prizes' && !check.at.includes('[')))
    return t('result.problem.incomplete');
  const place = placeText(check.at, shape, t, lang);
  if (check.problem === 'lottery.draw.repeat') return t('result.problem.repeat', { place });
  if (check.problem === 'lottery.draw.shape') return t('result.problem.shape', { place });
  if (check.at === 'lunarYear') return t('result.problem.year', { place });
  if (shape.kind === 'prizes') {
    const tier = shape.tiers.find((candidate) => check.at.startsWith(`${candidate.key}[`));
    return t('result.problem.digits', { place, digits: tier?.digits ?? '' });
  }
  return t('result.problem.range', { place, min: shape.min, max: shape.max });
}
