import 'fastify';
import type { OperatorRole } from '@portal/contracts/operators';
import type { Merchant } from './merchant.ts';

export type RouteAuth = 'none' | 'session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call: everyone, or only a caller with a session token (spec section 6). */
    auth?: RouteAuth;
    /** Answers even in maintenance or region-restricted mode (the portal needs them to show the mode). */
    modeExempt?: boolean;
    /** The body may arrive encrypted (DESIGN.md 5) and must, unless configuration allows plain bodies. */
    encrypted?: boolean;
    /** Trial accounts are refused with in_need_true_account (member and agent panels, money, real games). */
    realAccount?: boolean;
    /** Answers a session whose password must be changed first (change password, member info, logout). */
    beforePasswordChange?: boolean;
    /**
     * Operator API routes (/ops/v1): the lowest operator role that may call (viewer < finance < admin),
     * or 'none' for the operator login. These routes declare member auth 'none'.
     */
    operator?: OperatorRole | 'none';
  }
  interface FastifyRequest {
    merchant: Merchant;
  }
}
