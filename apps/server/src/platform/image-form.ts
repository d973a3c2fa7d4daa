import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { imageTypeOf } from './images.ts';
import { uploadError } from './upload-error.ts';

/** A PNG or JPEG image told by its first bytes, whatever the client declared. */
export type FormImage = { mime: 'image/png' | 'image/jpeg'; data: Uint8Array };

/** The limits of a form of a comment and a few images (spec section 5's proof and application forms). */
export type ImageFormRules = {
  /** The file parts' field name. */
  field: string;
  maxImages: number;
  maxBytes: number;
  commentMaxLength: number;
};

/**
 * The multipart parser's limits for such a form: one file more than allowed, so that too many is told
 * apart from a broken body, and a few small fields.
 */
export const imageFormLimits = (rules: ImageFormRules) => ({
  fileSize: rules.maxBytes,
  files: rules.maxImages + 1,
  fields: 4,
  fieldSize: 4 * 1024,
  fieldNameSize: 64,
  parts: rules.maxImages + 6,
  headerPairs: 20,
});

/**
 * Reads a form of text fields and images to its end (the parser's limits bound it), then judges it: a
 * broken or oversized body, a field sent twice or too long, the comment's length, the number of images
 * and each image's bytes (PNG or JPEG). Answers the fields and the checked images; throws only AppErrors,
 * so a bad body is a 4xx, never a 500. At least one image is the caller's rule to check.
 */
export async function readImageForm(
  req: FastifyRequest,
  rules: ImageFormRules,
): Promise<{ fields: Map<string, string>; comment: string | null; images: FormImage[] }> {
  const fields = new Map<string, string>();
  const raw: Uint8Array[] = [];
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
        if (part.fieldname !== rules.field)
          fail(new AppError('validation.failed', `Images must be named ${rules.field}`));
        raw.push(data);
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
  const comment = fields.get('comment')?.trim() ?? '';
  if ([...comment].length > rules.commentMaxLength) throw new AppError('comment.too.long');
  if (raw.length > rules.maxImages) throw new AppError('upload.too.many');
  const images: FormImage[] = [];
  for (const data of raw) {
    const mime = imageTypeOf(data);
    if (mime !== 'image/png' && mime !== 'image/jpeg') throw new AppError('upload.type');
    images.push({ mime, data });
  }
  return { fields, comment: comment || null, images };
}
