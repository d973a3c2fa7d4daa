import type { Announcement } from '@portal/contracts/content';

/** The distinct promotion types, in the order they first appear. */
export function promotionTypes(promotions: readonly Announcement[]): string[] {
  const seen = new Set<string>();
  for (const promotion of promotions) if (promotion.promotionType) seen.add(promotion.promotionType);
  return [...seen];
}

/** The promotions of one type; '' keeps them all. */
export function filterPromotions(promotions: readonly Announcement[], type: string): Announcement[] {
  return type === '' ? [...promotions] : promotions.filter((promotion) => promotion.promotionType === type);
}

/** The date part of a 'YYYY-MM-DD HH:mm:ss' string. */
export function datePart(value: string | null): string | null {
  if (!value) return null;
  return value.split(/[ T]/)[0] ?? value;
}
