import { ERRORS, type ErrorCode } from '@portal/contracts/errors';

/** An error with a catalogue code; the one error handler turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    /** Details the client acts on (the captcha indication of a refused login); null mostly. */
    readonly value: unknown = null,
  ) {
    super(message ?? ERRORS[code].message);
    this.status = ERRORS[code].status;
  }
}

export function ok<T>(value: T) {
  return { success: true as const, value, message: null, errorCode: null };
}

export function failure(code: ErrorCode, message?: string, value: unknown = null) {
  return { success: false as const, value, message: message ?? ERRORS[code].message, errorCode: code };
}

/** Refuses a list that names a key twice (a category's rate given two values): validation.failed on `field`. */
export function eachOnce<T>(
  items: readonly T[] | undefined,
  keyOf: (item: T) => string,
  field: string,
): void {
  if (!items) return;
  const seen = new Set<string>();
  for (const item of items) {
    const key = keyOf(item);
    if (seen.has(key)) throw new AppError('validation.failed', `${field}: ${key} is given more than once`);
    seen.add(key);
  }
}
