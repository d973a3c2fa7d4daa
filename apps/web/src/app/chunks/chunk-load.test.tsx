import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  type ChunkErrorReport,
  ChunkLoadError,
  describeChunkError,
  lazyChunk,
  listenForPreloadErrors,
  loadChunk,
  setChunkErrorReporter,
} from '../../shell/chunks/chunk-load.ts';
import { renderInShell } from '../../test/render.tsx';
import { ChunkErrorBoundary } from './chunk-error-boundary.tsx';

const SCRIPT_URL = 'http://portal.example/assets/promotions-page-AbC123.js';
const failedImport = () => new TypeError(`Failed to fetch dynamically imported module: ${SCRIPT_URL}`);

function collectReports() {
  const reports: ChunkErrorReport[] = [];
  const restore = setChunkErrorReporter((report) => reports.push(report));
  return { reports, restore };
}

function Throws(): never {
  throw new Error('not a chunk');
}

describe('chunk loading (spec sections 8 and 9)', () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    vi.useRealTimers();
  });

  it('reads the type and address from the browsers and from Vite', () => {
    expect(describeChunkError(failedImport())).toEqual({ type: 'script', url: SCRIPT_URL });
    expect(describeChunkError(new Error('Unable to preload CSS for /assets/slot-page-x1.css'))).toEqual({
      type: 'stylesheet',
      url: '/assets/slot-page-x1.css',
    });
    expect(
      describeChunkError(new TypeError('error loading dynamically imported module: https://a.example/b.js')),
    ).toEqual({ type: 'script', url: 'https://a.example/b.js' });
    // Safari names no address
    expect(describeChunkError(new TypeError('Importing a module script failed.'))).toEqual({
      type: 'script',
      url: '',
    });
  });

  it('retries a failed chunk once and reports the failure with its type and address', async () => {
    const collected = collectReports();
    restore = collected.restore;
    const loader = vi.fn().mockRejectedValueOnce(failedImport()).mockResolvedValueOnce({ default: 'ok' });
    await expect(loadChunk(loader)).resolves.toEqual({ default: 'ok' });
    expect(loader).toHaveBeenCalledTimes(2);
    expect(collected.reports).toEqual([{ type: 'script', url: SCRIPT_URL, source: 'import', attempt: 1 }]);
  });

  it('gives up after the second failure with a ChunkLoadError', async () => {
    const collected = collectReports();
    restore = collected.restore;
    const loader = vi.fn().mockRejectedValue(failedImport());
    const error = await loadChunk(loader).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'script', url: SCRIPT_URL });
    expect(loader).toHaveBeenCalledTimes(2);
    expect(collected.reports.map((report) => report.attempt)).toEqual([1, 2]);
  });

  it('counts a chunk with no answer after 120,000 ms as failed', async () => {
    vi.useFakeTimers();
    const collected = collectReports();
    restore = collected.restore;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const loader = vi.fn(() => new Promise<never>(() => {}));
    const result = loadChunk(loader).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(loader).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(await result).toMatchObject({ type: 'timeout' });
    expect(collected.reports.map((report) => report.type)).toEqual(['timeout', 'timeout']);
  });

  it("reports Vite's preload errors (a stylesheet) without swallowing them", () => {
    const collected = collectReports();
    const stop = listenForPreloadErrors();
    restore = () => {
      stop();
      collected.restore();
    };
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error('Unable to preload CSS for /assets/table-page-q9.css'),
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(collected.reports).toEqual([
      { type: 'stylesheet', url: '/assets/table-page-q9.css', source: 'preload' },
    ]);
  });

  it('shows the chunk error page with a reload button, never the raw error', async () => {
    const collected = collectReports();
    restore = collected.restore;
    const Broken = lazyChunk(() => Promise.reject(failedImport()));
    const reload = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInShell(
      <ChunkErrorBoundary onReload={reload}>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </ChunkErrorBoundary>,
    );
    const page = await screen.findByTestId('chunk-error-page');
    expect(page.textContent).toContain('Part of the page failed to load. Please refresh the page.');
    expect(page.textContent).not.toContain('assets');
    expect(page.textContent).not.toContain('Failed to fetch');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(collected.reports).toHaveLength(2);
  });

  it('passes any other error on to the next boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderInShell(
        <ChunkErrorBoundary>
          <Throws />
        </ChunkErrorBoundary>,
      ),
    ).toThrow('not a chunk');
    await waitFor(() => expect(screen.queryByTestId('chunk-error-page')).toBeNull());
  });
});
