import { PROOF_UPLOAD } from '@portal/contracts/payments';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { imageFormLimits, readImageForm } from '../../platform/image-form.ts';
import type { ProofImage } from './withdrawal.service.ts';

const PROOF_FORM = {
  field: 'proof',
  maxImages: PROOF_UPLOAD.maxImages,
  maxBytes: PROOF_UPLOAD.maxBytes,
  commentMaxLength: PROOF_UPLOAD.commentMaxLength,
};

/** Limits of the multipart parser on the confirmation call (platform/image-form.ts). */
export const PROOF_MULTIPART_LIMITS = imageFormLimits(PROOF_FORM);

/**
 * The OpenAPI description of the not-received form. The parser reads the form in the handler, after the
 * session is checked; validation sees an empty object in its place.
 */
export const ProofUploadForm = {
  type: 'object',
  description: `received=false, a comment of at most ${PROOF_UPLOAD.commentMaxLength} characters and 1-${PROOF_UPLOAD.maxImages} PNG or JPEG images named proof, ${PROOF_UPLOAD.maxBytes / 1024 / 1024} MB each at most`,
  properties: {
    received: { type: 'string', enum: ['false'] },
    comment: { type: 'string', maxLength: PROOF_UPLOAD.commentMaxLength },
    proof: {
      type: 'array',
      items: { type: 'string', format: 'binary' },
      minItems: 1,
      maxItems: PROOF_UPLOAD.maxImages,
    },
  },
} as const;

export type ConfirmAnswer =
  | { received: true }
  | { received: false; comment: string | null; proofs: ProofImage[] };

/**
 * Reads the not-received form to the end and judges it (platform/image-form.ts): the fields, the
 * comment, the number of images and each image's bytes. Never throws anything but an AppError.
 */
export async function readProofUpload(req: FastifyRequest): Promise<ConfirmAnswer> {
  const { fields, comment, images } = await readImageForm(req, PROOF_FORM);
  const received = fields.get('received');
  if (received !== 'true' && received !== 'false') {
    throw new AppError('validation.failed', 'received: must be true or false');
  }
  if (received === 'true') return { received: true };
  if (images.length === 0) throw new AppError('upload.required');
  return { received: false, comment, proofs: images };
}
