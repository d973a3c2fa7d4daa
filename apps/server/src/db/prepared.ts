import { createHash } from 'node:crypto';
import { sql } from 'kysely';

/**
 * Prepared statements for the hottest writes (the ledger's entries, the seamless wallet's calls). A
 * statement that starts with PREPARED is parsed and planned once per PostgreSQL connection and then only
 * bound and executed: for these statements of many common table expressions, parsing and planning cost
 * more than running them. Only fixed shapes are marked, so a connection holds a few dozen at most. On
 * PGlite the dialect runs them through PREPARE and EXECUTE.
 */
const MARK = '/* prepared */';

/** Put first in a statement's text: `sql\`${PREPARED} with ...\``. */
export const PREPARED = sql.raw(MARK);

type Query = (...args: unknown[]) => unknown;

const names = new Map<string, string>();

export const isMarked = (text: string) => text.startsWith(MARK);

/** A marked statement's name: the same text always gets the same name. */
export function preparedName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `p${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** Makes a node-postgres client run marked statements as named (prepared) ones; others pass unchanged. */
export function prepareMarked(client: { query: Query }): void {
  const query = client.query.bind(client);
  client.query = (text: unknown, ...rest: unknown[]) => {
    if (typeof text === 'string' && isMarked(text) && Array.isArray(rest[0])) {
      return query({ name: preparedName(text), text, values: rest[0] }, ...rest.slice(1));
    }
    return query(text, ...rest);
  };
}
