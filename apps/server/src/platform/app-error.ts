import { ERRORS, type ErrorCode } from '@portal/contracts/errors';

/** An error with a catalogue code; the one error handler turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
  ) {
    super(message ?? ERRORS[code].message);
    this.status = ERRORS[code].status;
  }
}

export function ok<T>(value: T) {
  return { success: true as const, value, message: null, errorCode: null };
}

export function failure(code: ErrorCode, message?: string) {
  return { success: false as const, value: null, message: message ?? ERRORS[code].message, errorCode: code };
}
