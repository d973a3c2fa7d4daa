import type { PromotionCard } from '@portal/contracts/promotions.schema';
import { type FilePart, formBody } from './form-body.ts';
import { answerOf, call, type Player } from './money-helpers.ts';
import { pendingBankDeposit } from './ops-helpers.ts';
import type { TestApp } from './test-app.ts';

const ALL = { operatorId: 1, merchantIds: null };

/** The caller's promotions with their states. */
export async function promotionsOf(t: TestApp, p: Player, merchant = 'siam') {
  return answerOf<PromotionCard[]>(
    await call(t, 'GET', '/wps/relay/MCSFE_getAvailablePromotions?language=en', undefined, {
      token: p.token,
      merchant,
    }),
  );
}

/** The caller's promotion of a seed key's type and title start. */
export async function promotionNamed(t: TestApp, p: Player, title: string, merchant = 'siam') {
  const found = (await promotionsOf(t, p, merchant)).find((c) => c.title.startsWith(title));
  if (!found) throw new Error(`no promotion ${title}`);
  return found;
}

export const joinPromotion = (t: TestApp, p: Player, promotionId: number, merchant = 'siam') =>
  call(t, 'POST', '/wps/relay/MCSFE_joinSignUpPromotion', { promotionId }, { token: p.token, merchant });

/** A bank deposit the player makes and an operator approves; its events handled. */
export async function creditedDeposit(t: TestApp, p: Player, amount: number, merchant = 'siam') {
  const order = await pendingBankDeposit(t, p, merchant, amount);
  await t.services.deposits.approve(order.id, ALL, undefined);
  await t.services.events.settled();
  return order;
}

/** Applies to a custom promotion with a form of fields and images named image. */
export async function applyTo(
  t: TestApp,
  p: Player,
  promotionId: number,
  fields: Record<string, string>,
  files: FilePart[],
  merchant = 'siam',
) {
  const { payload, contentType } = await formBody(fields, files, 'image');
  return t.app.inject({
    method: 'POST',
    url: `/wps/promotions/${promotionId}/apply`,
    headers: { authorization: p.token, merchant, 'content-type': contentType },
    remoteAddress: '198.51.100.40',
    payload,
  });
}
