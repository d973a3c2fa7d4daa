import { createApiClient } from '@portal/ui/api/client.ts';

let currentLanguage = 'en';
let currentToken: () => string | null = () => null;

/** Where calls read the session token from (the session store registers itself). */
export function setTokenSource(source: () => string | null): void {
  currentToken = source;
}

/** The language sent as Accept-Language on every call; kept in step with i18next. */
export function setApiLanguage(language: string): void {
  currentLanguage = language;
}

/**
 * The portal's calls: same-origin `/wps` paths (the server finds the merchant by host), the page's
 * language and the member's session token. Encrypted bodies are built by their callers (`auth.ts`).
 */
const portal = createApiClient({
  authorization: () => currentToken(),
  headers: () => ({ 'Accept-Language': currentLanguage }),
});

/** Calls a same-origin API path and unwraps the envelope's value, or throws ApiError. */
export const apiRequest = portal.request;

/** GET a same-origin API path and unwrap the envelope's value, or throw ApiError. */
export const apiGet = portal.get;
