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

/** The day of a 'YYYY-MM-DD HH:mm:ss' or ISO date string, shown as d/m/Y like the portal's clock. */
export function datePart(value: string | null): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
