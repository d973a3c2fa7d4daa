import { PROOF_UPLOAD } from '@portal/contracts/payments';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { imageTypeOf } from '../../platform/images.ts';
import { uploadError } from '../../platform/upload-error.ts';
import type { ProofImage } from './withdrawal.service.ts';

/**
 * Limits of the multipart parser on the confirmation call: one file more than allowed, so that too many
 * is told apart from a broken body, and a few small fields (received, comment).
 */
export const PROOF_MULTIPART_LIMITS = {
  fileSize: PROOF_UPLOAD.maxBytes,
  files: PROOF_UPLOAD.maxImages + 1,
  fields: 4,
  fieldSize: 4 * 1024,
  fieldNameSize: 64,
  parts: PROOF_UPLOAD.maxImages + 6,
  headerPairs: 20,
};

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

/** Proofs are PNG or JPEG (spec section 5), told by their first bytes whatever the client declared. */
function proofTypeOf(data: Uint8Array): ProofImage['mime'] | null {
  const type = imageTypeOf(data);
  return type === 'image/png' || type === 'image/jpeg' ? type : null;
}

export type ConfirmAnswer =
  | { received: true }
  | { received: false; comment: string | null; proofs: ProofImage[] };

/**
 * Reads the not-received form to the end (the limits bound it), then judges it: a broken or oversized
 * body, the fields, the comment, the number of images and each image's bytes. Never throws anything
 * but an AppError, so a bad body is a 4xx, never a 500.
 */
export async function readProofUpload(req: FastifyRequest): Promise<ConfirmAnswer> {
  const fields = new Map<string, string>();
  const images: Uint8Array[] = [];
  let failure: AppError | null = null;
  const fail = (error: unknown) => {
    failure ??= uploadError(error, {
      tooLarge: new AppError('upload.too.large'),
      tooMany: new AppError('upload.too.many'),
    });
  };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (error) {
          fail(error);
          continue;
        }
        // A file input left empty is sent as a part with no name and no bytes.
        if (data.byteLength === 0 && !part.filename) continue;
        if (part.fieldname !== 'proof') fail(new AppError('validation.failed', 'Images must be named proof'));
        images.push(data);
        continue;
      }
      if (fields.has(part.fieldname))
        fail(new AppError('validation.failed', `${part.fieldname}: sent twice`));
      if (part.valueTruncated) {
        fail(
          part.fieldname === 'comment'
            ? new AppError('comment.too.long')
            : new AppError('validation.failed', `${part.fieldname}: too long`),
        );
      }
      fields.set(part.fieldname, String(part.value));
    }
  } catch (error) {
    fail(error);
  }
  if (failure) throw failure;

  const received = fields.get('received');
  if (received !== 'true' && received !== 'false') {
    throw new AppError('validation.failed', 'received: must be true or false');
  }
  if (received === 'true') return { received: true };
  const comment = fields.get('comment')?.trim() ?? '';
  if ([...comment].length > PROOF_UPLOAD.commentMaxLength) throw new AppError('comment.too.long');
  if (images.length === 0) throw new AppError('upload.required');
  if (images.length > PROOF_UPLOAD.maxImages) throw new AppError('upload.too.many');
  const proofs: ProofImage[] = [];
  for (const data of images) {
    const mime = proofTypeOf(data);
    if (!mime) throw new AppError('upload.type');
    proofs.push({ mime, data });
  }
  return { received: false, comment: comment || null, proofs };
}
