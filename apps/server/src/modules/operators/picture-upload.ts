import { CONTENT_PICTURE } from '@portal/contracts/content';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { uploadError } from '../../platform/upload-error.ts';

/** The parser's limits on the picture form: one file of 2 MB at most, and the merchant's code. */
export const PICTURE_MULTIPART_LIMITS = {
  fileSize: CONTENT_PICTURE.maxBytes,
  files: 1,
  fields: 2,
  fieldSize: 256,
  fieldNameSize: 64,
  parts: 4,
  headerPairs: 20,
};

/** The OpenAPI description of the form; the handler parses it once the operator is known. */
export const PictureUploadForm = {
  type: 'object',
  description: `merchant (a merchant code) and one PNG, JPEG or WebP picture named picture, ${CONTENT_PICTURE.maxBytes / 1024 / 1024} MB at most`,
  properties: {
    merchant: { type: 'string', minLength: 2, maxLength: 40 },
    picture: { type: 'string', format: 'binary' },
  },
} as const;

/**
 * Reads the picture form to its end (the limits bound it) and answers its merchant code and the file's
 * bytes; the content service judges the bytes. Throws only AppErrors, so a bad body is a 4xx, never a 500.
 */
export async function readPictureUpload(
  req: FastifyRequest,
): Promise<{ merchant: string; data: Uint8Array }> {
  let merchant: string | undefined;
  let data: Uint8Array | undefined;
  let failure: AppError | null = null;
  const fail = (error: unknown) => {
    failure ??= uploadError(error, {
      tooLarge: new AppError('content.picture.too.large'),
      tooMany: new AppError('validation.failed', 'Send one picture at a time'),
    });
  };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        try {
          const bytes = await part.toBuffer();
          if (part.fieldname !== 'picture')
            fail(new AppError('validation.failed', 'The file must be named picture'));
          // A file input left empty is sent as a part with no name and no bytes.
          if (bytes.byteLength > 0 || part.filename) data = bytes;
        } catch (error) {
          fail(error);
        }
      } else if (part.fieldname === 'merchant' && !part.valueTruncated) {
        merchant = String(part.value).trim();
      }
    }
  } catch (error) {
    fail(error);
  }
  if (failure) throw failure;
  if (!merchant || merchant.length < 2 || merchant.length > 40)
    throw new AppError('validation.failed', 'merchant: a merchant code is needed');
  if (!data || data.byteLength === 0) throw new AppError('content.picture.required');
  return { merchant, data };
}
