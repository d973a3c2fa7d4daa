import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Spec section 9: a chunk that has not arrived after 120,000 ms counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** What failed to load (spec section 8): a script or a stylesheet chunk, or one that never arrived. */
export type ChunkErrorType = 'script' | 'stylesheet' | 'timeout';

export type ChunkErrorReport = {
  type: ChunkErrorType;
  /** The chunk's address when the browser names it; empty otherwise. */
  url: string;
  /** 'import' from a lazy route's loader (with its attempt, 1 or 2), 'preload' from Vite's preload helper. */
  source: 'import' | 'preload';
  attempt?: number;
};

/** A lazy chunk that failed twice: the route shows the chunk error page, never this message. */
export class ChunkLoadError extends Error {
  readonly type: ChunkErrorType;
  readonly url: string;
  constructor(type: ChunkErrorType, url: string) {
    super(`chunk load failed: ${type} ${url}`);
    this.name = 'ChunkLoadError';
    this.type = type;
    this.url = url;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

const defaultReporter = (report: ChunkErrorReport) => {
  console.error('[chunk-load]', report);
};
let reporter: (report: ChunkErrorReport) => void = defaultReporter;

/** The report hook (spec section 8: reported with type and URL, not shown to users); returns the restore. */
export function setChunkErrorReporter(next: (report: ChunkErrorReport) => void): () => void {
  reporter = next;
  return () => {
    reporter = defaultReporter;
  };
}

export function reportChunkError(report: ChunkErrorReport): void {
  try {
    reporter(report);
  } catch {
    // a broken report hook must not turn a chunk error into a blank page
  }
}

const URL_PATTERN = /(https?:\/\/\S+|\/\S+\.(?:m?js|css)\b\S*)/;

/**
 * The type and address of a failed chunk from the browser's or Vite's message: Vite's CSS preload
 * says "Unable to preload CSS for <url>", a failed import names the module's address (Chrome, Firefox)
 * or nothing (Safari).
 */
export function describeChunkError(error: unknown): { type: ChunkErrorType; url: string } {
  if (error instanceof ChunkLoadError) return { type: error.type, url: error.url };
  const message = error instanceof Error ? error.message : String(error);
  const url = URL_PATTERN.exec(message)?.[1]?.replace(/[),.;]+$/, '') ?? '';
  const type: ChunkErrorType =
    /\bCSS\b/i.test(message) || /\.css(?:$|\?)/.test(url) ? 'stylesheet' : 'script';
  return { type, url };
}

class ChunkTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads a chunk: a failure (or no answer within the timeout) is reported with its type and address and
 * retried once; a second failure rejects with a ChunkLoadError for the route's error page.
 */
export async function loadChunk<T>(
  loader: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  let last: { type: ChunkErrorType; url: string } = { type: 'script', url: '' };
  for (const attempt of [1, 2]) {
    try {
      return await withTimeout(loader(), timeoutMs);
    } catch (error) {
      last = error instanceof ChunkTimeout ? { type: 'timeout', url: '' } : describeChunkError(error);
      reportChunkError({ ...last, source: 'import', attempt });
    }
  }
  throw new ChunkLoadError(last.type, last.url);
}

/**
 * `React.lazy` through loadChunk: the one way the portal declares a lazy piece (a route's screen, a modal,
 * a menu), so every failed chunk is reported, retried once and shown as the chunk error page.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint, so every screen's props pass through
export function lazyChunk<T extends ComponentType<any>>(
  loader: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => loadChunk(loader));
}

type PreloadErrorEvent = Event & { payload?: unknown };

/**
 * Vite's `vite:preloadError` (a chunk's script or stylesheet preload failed) is reported; the event is
 * left to reject the import, so the lazy route's retry and error page handle it.
 */
export function listenForPreloadErrors(target: Window = window): () => void {
  const onError = (event: Event) => {
    reportChunkError({ ...describeChunkError((event as PreloadErrorEvent).payload), source: 'preload' });
  };
  target.addEventListener('vite:preloadError', onError);
  return () => target.removeEventListener('vite:preloadError', onError);
}
