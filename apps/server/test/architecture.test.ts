import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's boundaries (decision 0013): `platform/` and the embedded vendors import no module; a
 * module reaches another only through its service (never its store or its tables); a module's SQL names
 * only the tables it owns. The recorded exceptions are the only ones allowed, and each must still be
 * needed, so the list only shrinks.
 */
const SRC = path.resolve(import.meta.dirname, '../src');

/** Cross-module table statements still allowed, as `module: table` (decision 0013 says why). */
const TABLE_EXCEPTIONS = new Set([
  // The session lookup runs on every request: one join instead of a second round trip.
  'auth/session.store.ts: accounts',
  // The real-time salary's 5-minute windows read the team's raw bets, shorter than the rollups' hour (0027).
  'contracts/team-activity.raw.ts: account_tree',
  'contracts/team-activity.raw.ts: bets',
  // A team's sums join the member rollups with the member module's closure table (decision 0026): one join
  // instead of handing 100,000 ids from one module to the other.
  'agent/team.store.ts: account_tree',
  // The team rollups add to every agent above a member, found through the closure, in the same statement.
  'agent/rollups.store.ts: account_tree',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/** Relative import specifiers of a file, resolved to paths under src/. */
export function importsOf(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    found.push(rel(path.resolve(path.dirname(file), match[1] as string)));
  }
  return found;
}

/** The tables a piece of code names in the query builder or in raw SQL. */
export function tablesNamed(text: string, known: Set<string>): string[] {
  const names = new Set<string>();
  const builder =
    /\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"`]([a-z_]+)/g;
  for (const match of text.matchAll(builder)) names.add(match[1] as string);
  for (const template of text.matchAll(/sql(?:<[^`]*?>)?`([^`]*)`/gs)) {
    for (const match of (template[1] as string).matchAll(/\b(?:from|join|update|into)\s+([a-z_]+)/gi)) {
      names.add(match[1] as string);
    }
  }
  return [...names].filter((name) => known.has(name));
}

/** Which module owns each table: the `<module>.tables.ts` files' `…Tables` maps. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of sourceFiles(SRC).filter((f) => f.endsWith('.tables.ts'))) {
    const owner = rel(path.dirname(file));
    const map = /export type \w+Tables = \{([^}]*)\}/.exec(readFileSync(file, 'utf8'));
    for (const line of (map?.[1] ?? '').matchAll(/^\s*([a-z_]+):/gm)) owners.set(line[1] as string, owner);
  }
  return owners;
}

const files = sourceFiles(SRC).map((file) => ({
  path: rel(file),
  text: readFileSync(file, 'utf8'),
  abs: file,
}));
const moduleOf = (p: string) => /^modules\/([^/]+)\//.exec(p)?.[1];

describe('server boundaries', () => {
  it('platform/ and the embedded vendors import no module', () => {
    const offending = files
      .filter((f) => f.path.startsWith('platform/') || f.path.startsWith('vendors/'))
      .flatMap((f) =>
        importsOf(f.abs, f.text)
          .filter((to) => to.startsWith('modules/'))
          .map((to) => `${f.path} -> ${to}`),
      );
    expect(offending).toEqual([]);
  });

  it("no module imports another module's store or tables", () => {
    const offending = files.flatMap((f) => {
      const own = moduleOf(f.path);
      if (!own) return [];
      return importsOf(f.abs, f.text)
        .filter(
          (to) => moduleOf(to) !== undefined && moduleOf(to) !== own && /\.(store|tables)\.ts$/.test(to),
        )
        .map((to) => `${f.path} -> ${to}`);
    });
    expect(offending).toEqual([]);
  });

  it('a flow goes through the services of the modules it spans: no store, no tables, no SQL', () => {
    const known = new Set(tableOwners().keys());
    const flows = files.filter((f) => f.path.startsWith('flows/'));
    expect(flows.length).toBeGreaterThan(0);
    const offending = flows.flatMap((f) => [
      ...importsOf(f.abs, f.text)
        .filter((to) => /\.(store|tables)\.ts$/.test(to))
        .map((to) => `${f.path} -> ${to}`),
      ...tablesNamed(f.text, known).map((table) => `${f.path}: ${table}`),
    ]);
    expect(offending).toEqual([]);
  });

  it('modules and platform/ build on no flow: a module names one only in a type import', () => {
    const offending = files.flatMap((f) => {
      if (f.path.startsWith('flows/') || f.path === 'app.ts') return [];
      const valueImport = /^import\s+(?!type\b)[^;]*?from\s+'([^']*\/flows\/[^']+)'/gm;
      return [...f.text.matchAll(valueImport)].map((match) => `${f.path} -> ${match[1]}`);
    });
    expect(offending).toEqual([]);
  });

  it("a module's SQL names only its own tables (and the recorded exceptions)", () => {
    const owners = tableOwners();
    expect(owners.size).toBeGreaterThan(30);
    const known = new Set(owners.keys());
    const found = new Set<string>();
    for (const f of files) {
      const own = moduleOf(f.path);
      if (!own || f.path.endsWith('.tables.ts')) continue;
      for (const table of tablesNamed(f.text, known)) {
        if (owners.get(table) !== `modules/${own}`) found.add(`${f.path.slice('modules/'.length)}: ${table}`);
      }
    }
    expect([...found].filter((entry) => !TABLE_EXCEPTIONS.has(entry)).sort()).toEqual([]);
    // An exception that is no longer needed comes off the list.
    expect([...TABLE_EXCEPTIONS].filter((entry) => !found.has(entry))).toEqual([]);
  });

  it('docs/architecture.md names the file of every route', () => {
    const doc = readFileSync(path.resolve(SRC, '../../../docs/architecture.md'), 'utf8');
    const missing = files
      .filter((f) => f.path.endsWith('.routes.ts'))
      .flatMap((f) =>
        [...f.text.matchAll(/app\.(?:get|post|put|delete|patch)\(\s*['`]([^'`]+)['`]/g)].map(
          (match) => `${match[1]} ${f.path}`,
        ),
      )
      .filter((route) => {
        const [url, file] = route.split(' ');
        return !new RegExp(
          `\\|\\s*\`[A-Z()]+ ${escapeRegExp(url as string)}\`\\s*\\|\\s*\`${escapeRegExp(file as string)}\`[^|\\n]*\\|`,
        ).test(doc);
      });
    expect(missing).toEqual([]);
  });

  it('the checks see what they look for', () => {
    const known = new Set(['accounts', 'merchants', 'bets']);
    expect(
      tablesNamed(
        "db.selectFrom('accounts as a').innerJoin('merchants as m', 'm.id', 'a.merchant_id'); sql`update bets set x = 1`",
        known,
      ).sort(),
    ).toEqual(['accounts', 'bets', 'merchants']);
    expect(
      importsOf(path.join(SRC, 'modules/payments/x.ts'), "import { a } from '../member/member.store.ts';"),
    ).toEqual(['modules/member/member.store.ts']);
  });
});
