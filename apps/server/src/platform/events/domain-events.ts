/**
 * The platform's domain events: event name → payload. Empty here, because `platform/` knows no module:
 * each module that owns events adds them from a `<module>.events.ts` file beside its service, by
 * declaration merging:
 *
 *   declare module '../../platform/events/domain-events.ts' {
 *     interface DomainEvents { 'deposit.credited': DepositCredited }
 *   }
 *
 * Payloads are plain JSON (numbers, strings, booleans, null, arrays, objects; times as ISO strings): an
 * event crosses to other nodes as JSON and must arrive the same.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the modules through declaration merging
export interface DomainEvents {}

/** One published event as every handler sees it. */
export type EventEnvelope<Events, Name extends keyof Events> = {
  /** Unique per publication: the key an exactly-once consumer remembers (decision 0015). */
  id: string;
  name: Name;
  /** When it was published (after its transaction committed), ISO 8601. */
  at: string;
  /** The node that published it. */
  origin: string;
  payload: Events[Name];
};

export type EventHandler<Events, Name extends keyof Events> = (
  payload: Events[Name],
  event: EventEnvelope<Events, Name>,
) => unknown;

/** A batch handler's call: the events one transaction raised under one name, in the order raised. */
export type EventBatchHandler<Events, Name extends keyof Events> = (
  events: readonly EventEnvelope<Events, Name>[],
) => unknown;
