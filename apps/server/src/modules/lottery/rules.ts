import {
  commitmentOf,
  drawFromSecret,
  type FamilyId,
  familyOf,
  newSecret,
  type OddsTable,
  type Play,
  payout,
  playOf,
  stakeOf,
} from '@portal/lottery';
import type { TicketStatus } from './lottery.tables.ts';

/** The lunar year of an instant in Hong Kong (Mark Six's zodiac): the Chinese calendar's related year. */
export function lunarYearOf(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-u-ca-chinese', {
    timeZone: 'Asia/Hong_Kong',
    year: 'numeric',
  }).formatToParts(at);
  // TypeScript's lib does not list ECMA-402's relatedYear part yet.
  const related = parts.find((p) => (p.type as string) === 'relatedYear')?.value;
  return Number(related ?? at.getUTCFullYear());
}

export type DrawCheck = { ok: true; draw: unknown } | { ok: false; problem: string; at: string };

/** A ticket's result against a draw: its status and what it credits. */
export type TicketResult = { status: Extract<TicketStatus, 'won' | 'lost' | 'tie'>; payout: number };

/**
 * The lottery's rules as the server uses them (@portal/lottery, decision 0023): secrets and their
 * commitments, the draw a secret gives, checks of entered results, and settlement of a ticket.
 */
export const lotteryRules = {
  newSecret,
  commitmentOf,

  isFamily: (family: string) => familyOf(family) !== undefined,

  /** The play of a family by id, or undefined (an unknown play or one of another family). */
  playOf(family: string, playId: string): Play<unknown> | undefined {
    const play = playOf(playId);
    return play && play.family === family ? play : undefined;
  },

  draw(family: string, secret: string, label: string, drawAt: Date): Promise<unknown> {
    if (!familyOf(family)) throw new Error(`no lottery family ${family}`);
    return drawFromSecret(family as FamilyId, secret, label, { lunarYear: lunarYearOf(drawAt) });
  },

  checkDraw(family: string, result: unknown): DrawCheck {
    const rules = familyOf(family);
    if (!rules) return { ok: false, problem: 'lottery.draw.shape', at: 'family' };
    const checked = rules.parseDraw(result);
    return checked.ok
      ? { ok: true, draw: checked.draw }
      : { ok: false, problem: checked.problem, at: checked.at };
  },

  stakeOf,

  /** The most one bet of the play can win, in basis points: the liability a bet adds to its target. */
  maxOdds: (odds: OddsTable) => Math.max(...Object.values(odds)),

  settleTicket(
    family: string,
    ticket: { play: string; pick: unknown; odds: OddsTable; unit_stake: number; multiplier: number },
    result: unknown,
  ): TicketResult {
    const rules = familyOf(family);
    const play = playOf(ticket.play);
    if (!rules || !play) throw new Error(`lottery ticket of an unknown play ${ticket.play}`);
    const draw = rules.parseDraw(result);
    if (!draw.ok) throw new Error(`lottery draw result does not parse: ${draw.problem}`);
    const settlement = play.settle(ticket.pick as never, draw.draw, ticket.odds);
    const status = settlement.outcome === 'win' ? 'won' : settlement.outcome === 'tie' ? 'tie' : 'lost';
    return { status, payout: payout(settlement, Number(ticket.unit_stake), ticket.multiplier) };
  },
};

export type LotteryRules = typeof lotteryRules;
