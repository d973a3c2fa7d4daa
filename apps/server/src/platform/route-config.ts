import 'fastify';
import type { Merchant } from '../modules/system/merchant.ts';

export type RouteAuth = 'none' | 'session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call: everyone, or only a caller with a session token (spec section 6). */
    auth?: RouteAuth;
    /** Answers even in maintenance or region-restricted mode (the portal needs them to show the mode). */
    modeExempt?: boolean;
  }
  interface FastifyRequest {
    merchant: Merchant;
  }
}
