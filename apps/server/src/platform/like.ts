/**
 * A LIKE pattern that matches text starting with `prefix`, its own `%`, `_` and `\` taken literally
 * (PostgreSQL's default escape character is the backslash).
 */
export const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
