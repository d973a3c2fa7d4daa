import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROOT } from './server-process.ts';

const DIST = path.join(ROOT, 'apps/web/dist');
const BUDGET_GZIP = 150 * 1024;
/** Issue 16: the lottery route's own files (script, styles, texts it is not sharing with the first page). */
const LOTTERY_BUDGET_GZIP = 60 * 1024;

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The JavaScript the home route loads before anything lazy: the entry and its static imports. */
function initialFiles(): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

const gzipOf = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length;

/** A lazy screen's chunk with the chunks and styles it alone brings (what the first page has, not counted). */
function routeFiles(screen: string): Set<string> {
  const initial = initialFiles();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || initial.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const key = Object.keys(manifest).find((k) => k.endsWith(`/${screen}.tsx`));
  if (key) visit(key);
  return files;
}

const LAZY_SCREENS = [
  'promotions-page',
  'join-page',
  'download-page',
  'game-list-page',
  'game-center-page',
  'lottery-page',
  'team-overview-page',
  'register-center-page',
  'downline-management-page',
  'team-betting-page',
  'team-profit-loss-page',
  'downline-transactions-page',
  'agent-announcement-page',
  'team-chart',
];

describe('portal bundle', () => {
  it('keeps the home route’s initial JavaScript within 150 kB gzip', () => {
    const files = [...initialFiles()].filter((f) => f.endsWith('.js'));
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const entry = Object.values(manifest).find((c) => c.isEntry);
    expect(html).toContain(entry?.file);
    const gzip = files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(DIST, f))).length, 0);
    console.log(
      `home route initial JS: ${files.length} files, ${(gzip / 1024).toFixed(1)} kB gzip (budget 150 kB)`,
    );
    expect(gzip).toBeLessThanOrEqual(BUDGET_GZIP);
  });

  it('puts every lazy screen in its own chunk, outside the initial load', () => {
    const initial = initialFiles();
    for (const screen of LAZY_SCREENS) {
      const entry = Object.values(manifest).find((c) => c.src?.includes(`/${screen}.tsx`));
      expect(entry, screen).toBeDefined();
      expect(entry?.isDynamicEntry, screen).toBe(true);
      expect(initial.has(entry?.file ?? ''), screen).toBe(false);
    }
    const files = LAZY_SCREENS.map(
      (s) => Object.values(manifest).find((c) => c.src?.includes(`/${s}.tsx`))?.file,
    );
    expect(new Set(files).size).toBe(LAZY_SCREENS.length);
  });

  it('loads the chart library (Recharts) with the agent overview’s chart, not with its figures', () => {
    const overview = routeFiles('features/agent/team-overview-page');
    const chart = Object.values(manifest).find((c) =>
      c.src?.endsWith('features/agent/components/team-chart.tsx'),
    );
    expect(chart?.isDynamicEntry).toBe(true);
    expect(overview.has(chart?.file ?? '')).toBe(false);
    expect([...overview].some((file) => /recharts/i.test(file))).toBe(false);
  });

  it('keeps the lottery route within 60 kB gzip, its texts and the rules of every family included', () => {
    const files = routeFiles('features/lottery/pages/lottery-page');
    const texts = Object.values(manifest)
      .filter((chunk) => /locales\/(en|th)\/lottery\.json$/.test(chunk.src ?? ''))
      .map((chunk) => chunk.file);
    expect(texts).toHaveLength(2);
    const gzip = [...files, ...texts].reduce((sum, file) => sum + gzipOf(file), 0);
    console.log(
      `lottery route: ${files.size + texts.length} files, ${(gzip / 1024).toFixed(1)} kB gzip (budget 60 kB)`,
    );
    expect(gzip).toBeLessThanOrEqual(LOTTERY_BUDGET_GZIP);
  });
});
