import type {
  OpsChannelPatch,
  OpsDomain,
  OpsMerchantCreate,
  OpsMerchantPatch,
  OpsMerchantSettings,
} from '@portal/contracts/operators-merchants.schema';
import type { Database } from '../db/database.ts';
import type { ContentAdmin } from '../modules/content/content-admin.service.ts';
import type { CatalogueAdmin } from '../modules/games/catalogue-admin.service.ts';
import type { ChannelAdmin } from '../modules/payments/channel-admin.service.ts';
import type { MerchantSetupService } from '../modules/system/merchant-setup.service.ts';
import { AppError } from '../platform/app-error.ts';
import type { Merchant } from '../platform/merchant.ts';

export type MerchantAdminDeps = {
  /** Runs the steps of a new merchant in one transaction: a failure leaves no half-made site. */
  transact: <T>(run: (trx: Database) => Promise<T>) => Promise<T>;
  setup: MerchantSetupService;
  channels: ChannelAdmin;
  catalogue: Pick<CatalogueAdmin, 'copyCatalogue'>;
  help: Pick<ContentAdmin, 'copyHelp'>;
  merchants: {
    merchantById(id: number): Promise<Merchant | null>;
    merchantByCode(code: string): Promise<Merchant | null>;
  };
};

/** What an operator's change did: the settings after it, and the sections it moved (for the audit log). */
export type MerchantChange = { settings: OpsMerchantSettings; changed: string[] };

/**
 * Merchants for operators span system (the set-up, domains), payments (channels, withdrawal limits),
 * games (the catalogue) and content (help): a flow (decision 0013). A new merchant copies its template's
 * set-up, catalogue, help and channels in one transaction and answers on its domain at once (decision 0022).
 */
export function createMerchantAdmin(deps: MerchantAdminDeps) {
  const { setup, channels } = deps;

  async function settingsOf(merchantId: number): Promise<OpsMerchantSettings> {
    const [{ id: _id, ...own }, list, merchant] = await Promise.all([
      setup.setupOf(merchantId),
      channels.channels(merchantId),
      deps.merchants.merchantById(merchantId),
    ]);
    if (!merchant) throw new AppError('merchant.unknown');
    return { ...own, channels: list, withdrawal: channels.withdrawalLimits(merchant) };
  }

  const after = async (merchantId: number, changed: string[]): Promise<MerchantChange> => ({
    settings: await settingsOf(merchantId),
    changed,
  });

  return {
    settingsOf,

    async update(merchantId: number, patch: OpsMerchantPatch): Promise<MerchantChange> {
      return after(merchantId, (await setup.update(merchantId, patch)).changed);
    },

    async replaceDomains(merchantId: number, domains: readonly OpsDomain[]): Promise<MerchantChange> {
      return after(merchantId, (await setup.replaceDomains(merchantId, domains)).changed);
    },

    async updateChannel(merchantId: number, code: string, patch: OpsChannelPatch): Promise<MerchantChange> {
      const { changed } = await channels.updateChannel(merchantId, code, patch);
      if (changed.length > 0) await setup.markEdited(merchantId);
      return after(
        merchantId,
        changed.map((field) => `${code}.${field}`),
      );
    },

    async create(input: OpsMerchantCreate): Promise<MerchantChange & { merchantId: number }> {
      const template = await deps.merchants.merchantByCode(input.template.toLowerCase());
      if (!template) throw new AppError('merchant.unknown', 'The template merchant does not exist');
      const { id, copied } = await deps.transact(async (trx) => {
        const id = await setup.create(trx, input, template.id);
        const copied = {
          games: await deps.catalogue.copyCatalogue(trx, template.id, id),
          help: await deps.help.copyHelp(trx, template, { id, name: input.name }),
          channels: await channels.copyChannels(trx, template.id, id),
        };
        return { id, copied };
      });
      await setup.created();
      const changed = Object.entries(copied).map(([what, count]) => `${what}:${count}`);
      return { merchantId: id, ...(await after(id, changed)) };
    },
  };
}

export type MerchantAdmin = ReturnType<typeof createMerchantAdmin>;
