import type { FastifyRequest } from 'fastify';

/**
 * The language a request asks for: the first Accept-Language tag (the portal sends its current one)
 * that the merchant offers, else the merchant's default. Channel names, the pay page and the player's
 * own game lists (favourites, recent games, rooms: calls without a language parameter) use it.
 */
export function languageOf(req: FastifyRequest): string {
  return askedLanguageOf(req) ?? req.merchant.defaultLanguage;
}

/** The first Accept-Language tag the merchant offers, or null when the request names none of them. */
export function askedLanguageOf(req: FastifyRequest): string | null {
  const header = req.headers['accept-language'];
  const tags = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => (part.split(';')[0] ?? '').trim().toLowerCase().split('-')[0] ?? '')
    .filter((tag) => tag !== '');
  return tags.find((tag) => req.merchant.languages.includes(tag)) ?? null;
}
