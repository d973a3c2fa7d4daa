import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEPOSIT_STATUSES, type DepositStatus } from '@portal/contracts/payments';
import { DepositChannelParams } from '@portal/contracts/payments.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { SIGNATURE_HEADER } from '../../adapters/payments.ts';
import { ok } from '../../platform/app-error.ts';
import { languageOf } from '../../platform/request-language.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { DepositService } from './deposit.service.ts';
import {
  DEPOSIT_PAGE,
  PAY_PAGE_CSP,
  type PageBrand,
  renderMessagePage,
  renderPayPage,
  textsOf,
} from './pay-page.ts';

export type GatewayRoutesDeps = { deposits: DepositService };

const NotificationResult = Type.Object({
  orderNo: Type.String(),
  status: Type.Unsafe<DepositStatus>(Type.String({ enum: [...DEPOSIT_STATUSES] })),
  amount: Type.Integer(),
});

const OrderParams = Type.Object({ orderNo: Type.String({ maxLength: 64 }) });
const PayAction = Type.Object({ action: Type.Union([Type.Literal('pay'), Type.Literal('cancel')]) });
const Html = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });

/** A notification is a few hundred bytes; anything much larger is not one. */
const NOTIFICATION_BODY_LIMIT = 16 * 1024;

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAY_PAGE_CSP)
    .send(html);
}

/**
 * Every gateway's notification endpoint. The signature covers the exact bytes sent, so in this plugin's
 * scope JSON arrives unparsed, as a Buffer.
 */
const notificationRoutes: FastifyPluginAsyncTypebox<GatewayRoutesDeps> = async (app, { deposits }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(
    '/wps/payments/notify/:channel',
    {
      config: { auth: 'none', modeExempt: true },
      bodyLimit: NOTIFICATION_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary: 'A payment gateway’s signed notification that an order was paid (or declined)',
        description:
          'Body (application/json): {orderNo, amount (minor units), status: SUCCESS | FAILED, gatewayReference, ' +
          'paidAt (ISO date-time)}. Header x-signature: hex HMAC-SHA256 of the exact body bytes with the ' +
          'gateway’s secret, checked before anything else (payment.signature.invalid, nothing changes). The ' +
          'amount must equal the order’s. The order is credited once however often the notification repeats; ' +
          'a repeat answers the same result.',
        params: DepositChannelParams,
        headers: Type.Object({ [SIGNATURE_HEADER]: Type.Optional(Type.String()) }),
        response: envelopeResponses(NotificationResult),
      },
    },
    async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return ok(await deposits.notify(req.params.channel, raw, req.headers));
    },
  );
};

/**
 * The sandbox payment gateway, served by this server (DESIGN.md 6): its pay page, and the notification
 * endpoint every gateway calls back. The gateway stands for a third party, so these answer whatever
 * mode the portal is in: a payment under way still completes.
 */
export const gatewayRoutes: FastifyPluginAsyncTypebox<GatewayRoutesDeps> = async (app, { deposits }) => {
  const gateway = { auth: 'none', modeExempt: true } as const;
  const tags = ['payments'];

  /** The pending sandbox order a pay page names, or the message page answered when it cannot be paid. */
  async function payableOf(req: FastifyRequest, orderNo: string, reply: FastifyReply) {
    const language = languageOf(req);
    const t = textsOf(language);
    const brand: PageBrand = req.merchant.brand;
    const check = await deposits.sandboxPayable(req.merchant, orderNo, language);
    if (check.state === 'missing')
      return { answered: sendHtml(reply, 404, renderMessagePage(brand, language, t.missing)) };
    if (check.state === 'closed') {
      return {
        answered: sendHtml(
          reply,
          409,
          renderMessagePage(brand, language, t.closed[check.reason], check.orderNo),
        ),
      };
    }
    return { order: check.order, language, t, brand };
  }

  app.get(
    '/pay/sandbox/:orderNo',
    {
      config: gateway,
      schema: {
        tags,
        summary: 'The sandbox gateway’s pay page for a pending order (HTML)',
        description: 'An order that is unknown, paid, expired or not a sandbox order shows a plain message.',
        params: OrderParams,
        response: {
          200: Html('The pay page'),
          404: Html('Unknown order'),
          409: Html('The order cannot be paid'),
        },
      },
    },
    async (req, reply) => {
      const payable = await payableOf(req, req.params.orderNo, reply);
      if (payable.answered) return payable.answered;
      const { order, language, brand } = payable;
      return sendHtml(
        reply,
        200,
        renderPayPage(brand, language, { ...order, currency: req.merchant.currency }),
      );
    },
  );

  app.post(
    '/pay/sandbox/:orderNo',
    {
      config: gateway,
      schema: {
        tags,
        summary: 'Pays or cancels on the sandbox pay page (form post), then returns to the deposit page',
        description:
          'Pay: the sandbox signs a notification and delivers it to POST /wps/payments/notify/SANDBOX ' +
          '(through the real route and its signature check), then redirects (303) to the portal’s deposit ' +
          'page. Cancel: redirects without paying; the order stays pending until it expires.',
        consumes: ['application/x-www-form-urlencoded'],
        params: OrderParams,
        body: PayAction,
        response: {
          303: { description: 'Back to the portal’s deposit page' },
          404: Html('Unknown order'),
          409: Html('The order cannot be paid'),
          502: Html('The notification was not accepted'),
        },
      },
    },
    async (req, reply) => {
      const payable = await payableOf(req, req.params.orderNo, reply);
      if (payable.answered) return payable.answered;
      const { order, language, brand, t } = payable;
      if (req.body.action === 'cancel') return reply.redirect(DEPOSIT_PAGE, 303);

      const signed = deposits.sandboxNotification(order);
      const delivered = await app.inject({
        method: 'POST',
        url: '/wps/payments/notify/SANDBOX',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signed.signature,
          merchant: req.merchant.code,
        },
        payload: signed.body,
        remoteAddress: '127.0.0.1',
      });
      if (delivered.statusCode !== 200) {
        req.log.warn(
          { orderNo: order.orderNo, status: delivered.statusCode },
          'sandbox: notification refused',
        );
        return sendHtml(reply, 502, renderMessagePage(brand, language, t.failed, order.orderNo));
      }
      return reply.redirect(DEPOSIT_PAGE, 303);
    },
  );

  await app.register(notificationRoutes, { deposits });
};
