import type { Card, TableDealResult } from '@portal/contracts/vendors.schema';

export type Side = 'player' | 'banker';

/** Baccarat's card value: aces count 1, tens and faces 0. */
export function cardValue(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

/** A hand's total: the sum of its values, last digit only. */
export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;
}

export type DealtCard = { side: Side; index: number; card: Card };

/** The order the cards come out of the shoe: player, banker, player, banker, then the third cards. */
export function dealOrder(result: Pick<TableDealResult, 'player' | 'banker'>): DealtCard[] {
  const order: DealtCard[] = [];
  const longest = Math.max(result.player.length, result.banker.length);
  for (let index = 0; index < longest; index += 1) {
    const player = result.player[index];
    if (player) order.push({ side: 'player', index, card: player });
    const banker = result.banker[index];
    if (banker) order.push({ side: 'banker', index, card: banker });
  }
  return order;
}

const RANK_LABELS: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
const SUIT_SYMBOLS: Record<Card['suit'], string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** The index printed in a card's corner: A, 2 to 10, J, Q, K. */
export function rankLabel(rank: number): string {
  return RANK_LABELS[rank] ?? String(rank);
}

export function suitSymbol(suit: Card['suit']): string {
  return SUIT_SYMBOLS[suit];
}

/** The spots a round pays: its outcome, and a pair bet when that hand's first two cards share a rank. */
export function winningBets(result: Pick<TableDealResult, 'player' | 'banker' | 'outcome'>): string[] {
  const won: string[] = [result.outcome];
  const isPair = (cards: readonly Card[]) => cards.length >= 2 && cards[0]?.rank === cards[1]?.rank;
  if (isPair(result.player)) won.push('PLAYER_PAIR');
  if (isPair(result.banker)) won.push('BANKER_PAIR');
  return won;
}
