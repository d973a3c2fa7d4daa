import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/template-db.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createEventBus } from '../../platform/events/event-bus.ts';
import { createVerificationService } from './verification.service.ts';

/** A gateway that holds every SMS until released: a slow provider. */
function slowGateway() {
  const sent: Array<{ to: string; text: string }> = [];
  let release: () => void = () => {};
  const open = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    sent,
    release,
    send: async (_merchantId: number, to: string, text: string) => {
      await open;
      sent.push({ to, text });
    },
  };
}

describe('a code offered to a number that may not be an account’s', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  async function codesFor(target: string) {
    return handle.db
      .selectFrom('verification_codes')
      .select('id')
      .where('target', '=', target)
      .where('purpose', '=', 'no-login')
      .execute();
  }

  it('stores a code either way, answers without waiting for the gateway, and sends only to a bound number', async () => {
    const gateway = slowGateway();
    const events = createEventBus({ onHandlerError: () => {} });
    const verification = createVerificationService(handle.db, {
      sms: gateway,
      mail: { send: async () => {} },
      secret: Buffer.from('test secret'),
      events,
    });
    const merchant = (await handle.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;

    // Both calls return while the gateway still holds the bound number's SMS: its time tells nothing.
    await verification.offerSms(merchant, 'no-login', '+66810000001', 'Siam', 'en');
    await verification.offerSms(merchant, 'no-login', '+66810000002', 'Siam', null);
    expect(gateway.sent).toEqual([]);
    expect(await codesFor('+66810000001')).toHaveLength(1);
    expect(await codesFor('+66810000002')).toHaveLength(1);

    gateway.release();
    await events.settled();
    expect(gateway.sent.map((m) => m.to)).toEqual(['+66810000001']);
    expect(gateway.sent[0]?.text).toMatch(/^Siam: your verification code is \d{6}\./);
  });
});
