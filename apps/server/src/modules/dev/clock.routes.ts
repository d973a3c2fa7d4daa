import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';

const DAY_MS = 86_400_000;

/** The system's clock moved by whole days: the sign-in task's "today" in development (decision 0036). */
export type DevClock = { now: () => Date; days: () => number; set: (days: number) => void };

export function createDevClock(): DevClock {
  let days = 0;
  return {
    now: () => new Date(Date.now() + days * DAY_MS),
    days: () => days,
    set: (next) => {
      days = next;
    },
  };
}

/**
 * The development clock of the sign-in task (decision 0036): a browser journey checks in on two days by
 * moving the engagement module's "today" a day ahead and back. Registered only in development mode, like
 * the outbox; no other module reads this clock, and production has neither the route nor the clock.
 */
export const clockRoutes: FastifyPluginAsyncTypebox<{ clock: DevClock }> = async (app, { clock }) => {
  app.post(
    '/dev/clock',
    {
      config: { auth: 'none', modeExempt: true },
      schema: {
        hide: true,
        body: Type.Object(
          { days: Type.Integer({ minimum: -366, maximum: 366 }) },
          { additionalProperties: false },
        ),
      },
    },
    async (req) => {
      clock.set(req.body.days);
      return ok({ days: clock.days(), now: clock.now().toISOString() });
    },
  );
};
