// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The package's boundary (decision 0017): the portal and the back office both import `@portal/ui`, so it
 * imports nothing of either app: no relative path out of `src/`, no `@portal/*` package but the contracts,
 * no library it does not declare. Tests may use the declared development libraries and Node's own.
 */

const SRC = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(SRC, '../package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const RUNTIME = new Set([
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
]);
const FOR_TESTS = new Set([...Object.keys(manifest.devDependencies ?? {}), 'vitest']);

/** `import … from`, `export … from`, bare and dynamic imports, `vi.mock`, and CSS `@import`/`composes … from`. */
const IMPORT =
  /(?:\bimport\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?|\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+|\bimport\s*\(\s*|\bvi\.(?:mock|doMock|importActual)(?:<[^>]*>)?\(\s*|@import\s+(?:url\(\s*)?|\bcomposes\s*:[^;]*?\bfrom\s+)['"]([^'"]+)['"]/g;

type ImportLine = { file: string; line: number; specifier: string };

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

function imports(): ImportLine[] {
  return sourceFiles(SRC).flatMap((path) => {
    const file = relative(SRC, path).split(sep).join('/');
    const text = readFileSync(path, 'utf8');
    return [...text.matchAll(IMPORT)].map((match) => ({
      file,
      line: text.slice(0, match.index).split('\n').length,
      specifier: match[1] ?? '',
    }));
  });
}

/** `@scope/name/deep/path` → `@scope/name`; `name/deep` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Why an import crosses the package's boundary, or null when it stays inside. */
export function breach(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    const target = relative(SRC, resolve(SRC, dirname(file), specifier));
    return target.startsWith('..') ? 'leaves the package' : null;
  }
  const name = packageOf(specifier);
  if (name.startsWith('@portal/') && name !== '@portal/contracts') return `imports the app ${name}`;
  if (RUNTIME.has(name)) return null;
  const isTest = /\.test\.tsx?$/.test(file);
  if (isTest && (FOR_TESTS.has(name) || specifier.startsWith('node:') || builtinModules.includes(name)))
    return null;
  return `imports ${name}, which the package does not declare${isTest ? '' : ' for its runtime'}`;
}

describe('the package boundary', () => {
  const lines = imports();

  it('finds the imports it judges', () => {
    expect(lines.some((l) => l.file === 'dialog/modal.tsx' && l.specifier === '../icons.tsx')).toBe(true);
    expect(lines.some((l) => l.file === 'api/client.ts' && l.specifier === '@portal/contracts/common')).toBe(
      true,
    );
    expect(breach('pager.tsx', '../../../apps/web/src/i18n/setup.ts')).not.toBeNull();
    expect(breach('dialog/modal.tsx', '../icons.tsx')).toBeNull();
    expect(breach('pager.tsx', '@portal/web/src/api/client.ts')).not.toBeNull();
    expect(breach('pager.tsx', 'zustand')).not.toBeNull();
    expect(breach('pager.tsx', '@testing-library/react')).not.toBeNull();
    expect(breach('pager.test.tsx', '@testing-library/react')).toBeNull();
  });

  it('imports nothing from the apps and only the libraries it declares', () => {
    const breaches = lines.flatMap((l) => {
      const why = breach(l.file, l.specifier);
      return why ? [`\n  ${l.file}:${l.line} ${l.specifier} (${why})`] : [];
    });
    expect(breaches.join(''), 'imports that cross the boundary').toBe('');
  });
});
