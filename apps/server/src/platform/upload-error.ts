import { AppError } from './app-error.ts';

/**
 * A failure of the multipart parser as the catalogue names it: a file over the limit, more files than
 * allowed, or anything else as a form that is not valid. An AppError raised while reading stays itself.
 */
export function uploadError(error: unknown, named: { tooLarge: AppError; tooMany: AppError }): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return named.tooLarge;
  if (code === 'FST_FILES_LIMIT') return named.tooMany;
  return new AppError('validation.failed', 'The upload is not a valid multipart form');
}
