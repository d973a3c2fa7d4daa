import { SYSTEM_MODE, type SystemMode } from '@portal/contracts/system';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';
import type { Merchant } from './merchant.ts';

/** What tenancy needs of the system module: the merchant of a request and its mode for an address. */
export type MerchantResolver = {
  resolveMerchant: (from: { header: string | undefined; host: string }) => Promise<Merchant>;
  modeOf: (merchant: Merchant, ip: string) => SystemMode;
};

/**
 * Resolves the merchant of every request (Merchant header, host through the domain routes, default)
 * and closes the API to visitors of a merchant in maintenance or of a restricted region, except the
 * calls the portal needs to show that mode.
 */
export const tenancy = fp<{ system: MerchantResolver }>(
  async (app, { system }) => {
    app.decorateRequest('merchant', null as never);
    app.addHook('onRequest', async (req) => {
      const header = req.headers.merchant;
      req.merchant = await system.resolveMerchant({
        header: Array.isArray(header) ? header[0] : header,
        host: req.hostname,
      });
      if (req.routeOptions.config?.modeExempt) return;
      const mode = system.modeOf(req.merchant, req.ip);
      if (mode === SYSTEM_MODE.maintenance) throw new AppError('system.maintenance');
      if (mode === SYSTEM_MODE.regionRestricted) throw new AppError('region.restricted');
    });
  },
  { name: 'tenancy' },
);
