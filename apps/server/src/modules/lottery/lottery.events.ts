/** A draw of a merchant's lottery game: drawn (its result is out) or its sales closed. */
export type LotteryDrawEvent = { merchantId: number; gameCode: string; issue: string };

declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    /** A draw's result was drawn by the platform or entered by an operator (its settlement follows). */
    'lottery.drawn': LotteryDrawEvent;
    /** A draw's sales closed (seen by the drawing job's tick after its closing time). */
    'lottery.closed': LotteryDrawEvent;
  }
}
