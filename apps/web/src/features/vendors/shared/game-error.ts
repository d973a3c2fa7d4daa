import { ApiError } from '@portal/ui/api/client.ts';

/** How a game page answers a refused or failed bet. */
export type GameErrorKind = 'insufficient' | 'expired' | 'network' | 'other';

export type GameError = { kind: GameErrorKind; code: string; message: string };

/**
 * A bet whose answer never arrived (no connection, a proxy's 5xx) may still have been settled: the page
 * keeps its request id and offers to send it again. Every other refusal is final.
 */
export function isUncertain(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

export function toGameError(error: unknown): GameError {
  const code = error instanceof ApiError ? error.code : 'unknown.error';
  const message = error instanceof Error ? error.message : '';
  if (code === 'wallet.insufficient.funds') return { kind: 'insufficient', code, message };
  if (code === 'game.session.expired') return { kind: 'expired', code, message };
  if (isUncertain(error)) return { kind: 'network', code, message };
  return { kind: 'other', code, message };
}

/** Any failure as an ApiError, so the page shows a catalogue text for it. */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError('unknown.error', 0, error instanceof Error ? error.message : 'Unknown error');
}
