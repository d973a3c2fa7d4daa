import type { ActivityState } from '@portal/contracts/promotions';
import type { PromotionCard } from '@portal/contracts/promotions.schema';

/** The distinct promotion types, in the order they first appear. */
export function promotionTypes(promotions: readonly PromotionCard[]): string[] {
  return [...new Set(promotions.map((p) => p.type))];
}

/** The promotions of one type; '' keeps them all. */
export function filterPromotions(promotions: readonly PromotionCard[], type: string): PromotionCard[] {
  return type === '' ? [...promotions] : promotions.filter((promotion) => promotion.type === type);
}

/** The day of an ISO date string, shown as d/m/Y like the portal's clock. */
export function datePart(value: string | null): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** What the card's button does in a state: act (join, apply, claim) or only say where the player stands. */
export type ButtonIntent = 'join' | 'apply' | 'claim' | null;

/** The button of a player's activity state (spec section 4): its action, or none (a label only). */
export function intentOf(card: Pick<PromotionCard, 'type' | 'state'>): ButtonIntent {
  if (card.state === 'claim') return 'claim';
  if (card.state !== 'join') return null;
  return card.type === 'custom' ? 'apply' : 'join';
}

/** The text key of a state's button. */
export function stateLabel(card: Pick<PromotionCard, 'type' | 'state'>): string {
  const intent = intentOf(card);
  if (intent) return `promotions.actions.${intent}`;
  if (card.type === 'rebate' && card.state === 'signed') return 'promotions.states.automatic';
  return `promotions.states.${card.state satisfies ActivityState}`;
}
