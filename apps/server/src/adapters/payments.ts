import { randomBytes } from 'node:crypto';
import { type Static, Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { signatureMatches, signBody } from '../platform/hmac.ts';

/**
 * The payment gateway seam (DESIGN.md 6): what the deposits service needs from a gateway, whichever it
 * is. The embedded default is the sandbox below; a production gateway is another implementation of
 * `PaymentGateway` with the merchant's credentials, registered under its channel code.
 */

/** What a gateway tells the platform about one order, once it is settled on its side. */
export const GatewayNotification = Type.Object({
  orderNo: Type.String({ minLength: 1, maxLength: 64 }),
  /** Minor units: it must equal the order's amount. */
  amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  status: Type.Union([Type.Literal('SUCCESS'), Type.Literal('FAILED')]),
  gatewayReference: Type.String({ minLength: 1, maxLength: 64 }),
  paidAt: Type.String({ format: 'date-time' }),
});
export type GatewayNotification = Static<typeof GatewayNotification>;

export type NotificationReading =
  | { ok: true; notification: GatewayNotification }
  | { ok: false; reason: 'signature' | 'malformed'; message: string };

export type PaymentGateway = {
  /** The deposit channel code it serves ('SANDBOX'). */
  readonly code: string;
  /** Where the player goes to pay an order: a path of this site, or the gateway's own address. */
  payUrl(orderNo: string): string;
  /**
   * Reads a notification: the signature over the exact bytes received is checked first, and nothing
   * of an unsigned body is even parsed.
   */
  readNotification(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): NotificationReading;
};

export type SignedNotification = { body: Buffer; signature: string };

/** The sandbox also plays the gateway's side: when the player pays, it signs what it sends back. */
export type SandboxGateway = PaymentGateway & {
  notificationFor(order: { orderNo: string; amount: number }, paidAt: Date): SignedNotification;
};

export const SIGNATURE_HEADER = 'x-signature';

const checkNotification = Compile(GatewayNotification);

/** Parses and checks a signed body; the message names the first field that is wrong. */
function parseNotification(rawBody: Buffer): NotificationReading {
  let value: unknown;
  try {
    value = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed', message: 'The body is not valid JSON' };
  }
  if (checkNotification.Check(value)) return { ok: true, notification: value };
  const [first] = checkNotification.Errors(value);
  const where = first?.instancePath ? first.instancePath.slice(1) : 'body';
  return { ok: false, reason: 'malformed', message: `${where} ${first?.message ?? 'is not valid'}` };
}

/**
 * The sandbox gateway: the pay page is served by this server (/pay/sandbox/<orderNo>), and paying
 * sends back a notification signed with HMAC-SHA256 (hex, header x-signature) of the exact JSON bytes.
 */
export function sandboxGateway(secret: Buffer): SandboxGateway {
  return {
    code: 'SANDBOX',
    payUrl: (orderNo) => `/pay/sandbox/${encodeURIComponent(orderNo)}`,
    readNotification(rawBody, headers) {
      if (!signatureMatches(secret, rawBody, headers[SIGNATURE_HEADER])) {
        return { ok: false, reason: 'signature', message: 'The notification signature is not valid' };
      }
      return parseNotification(rawBody);
    },
    notificationFor(order, paidAt) {
      const notification: GatewayNotification = {
        orderNo: order.orderNo,
        amount: order.amount,
        status: 'SUCCESS',
        gatewayReference: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
        paidAt: paidAt.toISOString(),
      };
      const body = Buffer.from(JSON.stringify(notification), 'utf8');
      return { body, signature: signBody(secret, body) };
    },
  };
}
