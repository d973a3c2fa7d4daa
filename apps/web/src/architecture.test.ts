// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web's import rule (decisions 0013 and 0017): `app/` composes; a feature imports the shell and the
 * shared layers but never another feature or `app/`; the shell and the shared layers import no feature
 * and not `app/`. Test files follow the same rule, with `test/` (the shared test helpers) allowed to all.
 * The pieces shared with the back office are the `@portal/ui` package (its own test keeps it free of the
 * apps); the portal reaches them by that name, never by a relative path out of `src/`.
 */

const SRC = dirname(fileURLToPath(import.meta.url));
const SHARED_LAYERS = ['shell', 'api', 'i18n', 'test'];

/** `import … from`, `export … from`, bare `import '…'`, dynamic `import('…')` and `vi.mock('…')`. */
const IMPORT =
  /(?:\bimport\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?|\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+|\bimport\s*\(\s*|\bvi\.(?:mock|doMock|importActual)(?:<[^>]*>)?\(\s*)['"]([^'"]+)['"]/g;

export interface ImportLine {
  file: string;
  line: number;
  target: string;
  text: string;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Tests and their helpers (`test-*.ts(x)` beside the code, everything under `test/`). */
const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || /(^|\/)test-[\w-]+\.tsx?$/.test(file) || file.split('/')[0] === 'test';

/** Every relative import of every source file, with the target resolved against `src/`. */
export function relativeImports(): ImportLine[] {
  return sourceFiles(SRC).flatMap((path) => {
    const file = relative(SRC, path).split(sep).join('/');
    const text = readFileSync(path, 'utf8');
    return [...text.matchAll(IMPORT)].flatMap((match) => {
      const specifier = match[1] ?? '';
      if (!specifier.startsWith('.')) return [];
      const target = relative(SRC, resolve(dirname(path), specifier))
        .split(sep)
        .join('/');
      const line = text.slice(0, match.index).split('\n').length;
      return [{ file, line, target, text: match[0].replace(/\s+/g, ' ') }];
    });
  });
}

/** Why an import breaks the rule, or null when it keeps it. */
export function breach(file: string, target: string): string | null {
  if (target.startsWith('../')) return 'leaves src/ (shared pieces are imported as @portal/ui/…)';
  const [layer, feature] = file.split('/');
  const [targetLayer, targetFeature] = target.split('/');
  if (targetLayer === 'test' && isTest(file)) return null;
  if (layer === 'features') {
    if (targetLayer === 'app') return 'a feature imports app/';
    if (targetLayer === 'features' && targetFeature !== feature) return 'a feature imports another feature';
    return null;
  }
  if (layer !== undefined && SHARED_LAYERS.includes(layer)) {
    if (targetLayer === 'features' || targetLayer === 'app') return `${layer}/ imports ${targetLayer}/`;
  }
  return null;
}

const report = (lines: ImportLine[]) =>
  lines.map((l) => `\n  ${l.file}:${l.line} (${breach(l.file, l.target)}): ${l.text}`).join('');

describe('the web import rule', () => {
  const imports = relativeImports();

  it('finds the imports it judges', () => {
    expect(imports.some((l) => l.file === 'app/router.tsx' && l.target.startsWith('features/'))).toBe(true);
    expect(breach('features/wallet/a.ts', 'features/payments/b.ts')).not.toBeNull();
    expect(breach('features/wallet/a.ts', 'app/c.ts')).not.toBeNull();
    expect(breach('shell/session/a.ts', 'features/auth/b.ts')).not.toBeNull();
    expect(breach('features/wallet/a.ts', 'shell/money/balance.ts')).toBeNull();
    expect(breach('features/wallet/a.ts', '../../../packages/ui/src/button.tsx')).not.toBeNull();
  });

  it('keeps production code inside its feature, the shell and the shared layers', () => {
    const breaches = imports.filter((l) => !isTest(l.file) && breach(l.file, l.target) !== null);
    expect(report(breaches), 'imports that break the rule').toBe('');
  });

  it('keeps tests to their own feature and the shared test helpers', () => {
    const breaches = imports.filter((l) => isTest(l.file) && breach(l.file, l.target) !== null);
    expect(report(breaches), 'test imports that break the rule').toBe('');
  });
});
