import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendStoredImage } from '../../platform/stored-image.ts';
import { actorOf, type OperatorService } from './operator.service.ts';
import { callerOf, operatorOf } from './operator-guard.ts';

/** The operator routes' stored images: the platform's (the portal's chat images are sent the same way). */
export { StoredImage, sendStoredImage } from '../../platform/stored-image.ts';

/** Sends a player's image to an operator once the viewing is in the audit log (`<kind>.image.view`). */
export async function sendViewedImage(
  operators: OperatorService,
  req: FastifyRequest,
  reply: FastifyReply,
  view: { kind: string; id: number; imageId: number; image: { mime: string; data: Uint8Array } },
) {
  const operator = operatorOf(req);
  await operators.audit.record(actorOf(operator, callerOf(req)), {
    action: `${view.kind}.image.view`,
    target: `${view.kind}:${view.id}`,
    merchantId: operator.merchantId,
    detail: { imageId: view.imageId },
  });
  return sendStoredImage(reply, view.image, `${view.kind}-${view.id}-image-${view.imageId}`);
}
