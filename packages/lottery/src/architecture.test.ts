import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The package's boundary: the portal's slip (in the browser) and the server's settlement import the
 * same files, so the rules' sources import nothing but each other (no dependency, no `node:` module),
 * use no Node-only global, and never Math.random. Tests may use Node.
 */

const SRC = dirname(fileURLToPath(import.meta.url));
const IMPORT = /\b(?:import|export)\s[^;]*?\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g;
const NODE_ONLY = /\b(?:Buffer|process|require|__dirname|setImmediate)\b|Math\.random/;

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sources(SRC).map((path) => ({
  file: relative(SRC, path).split(sep).join('/'),
  text: readFileSync(path, 'utf8'),
}));

describe('the lottery package', () => {
  it('has sources to check', () => {
    expect(files.map((f) => f.file)).toContain('families/k3.ts');
  });

  it('imports only its own files, by relative paths that stay inside src/', () => {
    const outside = files.flatMap(({ file, text }) =>
      [...text.matchAll(IMPORT)]
        .map((match) => match[1] ?? match[2] ?? '')
        .filter((specifier) => {
          if (!specifier.startsWith('.')) return true;
          return relative(SRC, join(SRC, dirname(file), specifier)).startsWith('..');
        })
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(outside).toEqual([]);
  });

  it('uses no Node-only global and never Math.random', () => {
    // comments may name them; code may not
    const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(files.filter(({ text }) => NODE_ONLY.test(code(text))).map((f) => f.file)).toEqual([]);
  });
});
