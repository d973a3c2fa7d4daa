// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The two web apps meet only in the shared packages (decisions 0017 and 0018): the back office imports
 * `@portal/ui` and `@portal/contracts`, never the portal's files, and the portal never imports the back
 * office, so neither app's bundle carries the other.
 */

const HERE = dirname(fileURLToPath(import.meta.url));
const APPS = resolve(HERE, '../..');
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(path);
    // this file writes crossings into a fixture, as text
    return /\.(tsx?|css)$/.test(entry.name) && entry.name !== 'architecture.test.ts' ? [path] : [];
  });
}

/** Every import of an app's sources that reaches into `other`, as "file: specifier". */
function crossings(app: string, other: string, otherPackage: string, apps = APPS): string[] {
  const root = join(apps, app, 'src');
  return sources(root).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
      .map((match) => match[1] ?? '')
      .filter((specifier) => {
        if (specifier.startsWith(otherPackage)) return true;
        if (!specifier.startsWith('.')) return false;
        const target = relative(join(apps, other), resolve(dirname(file), specifier));
        return !target.startsWith('..');
      })
      .map((specifier) => `${relative(root, file).split(sep).join('/')}: ${specifier}`),
  );
}

describe('the back office and the portal', () => {
  it('the back office imports nothing of the portal', () => {
    expect(crossings('backoffice', 'web', '@portal/web')).toEqual([]);
  });

  it('the portal imports nothing of the back office', () => {
    expect(crossings('web', 'backoffice', '@portal/backoffice')).toEqual([]);
  });

  it('finds a crossing when there is one', () => {
    const apps = mkdtempSync(join(tmpdir(), 'apps-'));
    mkdirSync(join(apps, 'backoffice/src/pages'), { recursive: true });
    writeFileSync(
      join(apps, 'backoffice/src/pages/x.tsx'),
      "import { a } from '../../../web/src/a.ts';\nimport b from '@portal/web/b';\nimport c from './c.ts';",
    );
    expect(crossings('backoffice', 'web', '@portal/web', apps)).toEqual([
      'pages/x.tsx: ../../../web/src/a.ts',
      'pages/x.tsx: @portal/web/b',
    ]);
  });
});
