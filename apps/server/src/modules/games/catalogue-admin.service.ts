import type { PageOf } from '@portal/contracts/common';
import type {
  OpsGame,
  OpsGamePatch,
  OpsGameQuery,
  OpsVendor,
  OpsVendorPatch,
} from '@portal/contracts/ops-catalogue.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import * as store from './catalogue-admin.store.ts';
import { vendorIcon } from './game-view.ts';

/** The merchants an operator may act on; null: every merchant. */
export type CatalogueScope = { merchantIds: readonly number[] | null };

/** A switch as it was and as it is now. */
export type Switched = { from: unknown; to: unknown };

/** What a change did, for the caller's audit row: the row's merchant and each switch that moved. */
export type CatalogueChange<T> = { value: T; merchantId: number; changed: Record<string, Switched> };

const inScope = (scope: CatalogueScope, merchantId: number) =>
  scope.merchantIds === null || scope.merchantIds.includes(merchantId);

const vendorView = (row: store.VendorRow): OpsVendor => ({
  id: row.id,
  code: row.code,
  displayName: row.display_name,
  category: row.game_type,
  enabled: row.enabled,
  maintenance: row.maintenance,
  games: Number(row.game_count ?? 0),
  iconUrl: vendorIcon(row.code, 'COLOR'),
});

const gameView = (row: store.AdminGameRow): OpsGame => ({
  id: row.id,
  code: row.game_code,
  name: row.game_names.en || row.game_name || row.node_name,
  names: row.game_names,
  vendor: row.vendor_code,
  vendorName: row.vendor_name,
  category: row.game_type,
  classify: row.game_classify,
  iconUrl: row.show_icon ?? row.icon_url,
  enabled: row.enabled,
  maintenance: row.maintenance,
  vendorEnabled: row.vendor_enabled,
  vendorMaintenance: row.vendor_maintenance,
  freeTrial: row.support_play === 0,
  hot: row.is_hot,
  hotRank: row.is_hot ? row.hot_rank : null,
  isNew: row.is_new,
});

/** A row's change: its view after, and the switches among `keys` whose value moved. */
function changeOf<T extends object>(
  merchantId: number,
  before: T,
  after: T,
  keys: readonly (keyof T & string)[],
): CatalogueChange<T> {
  const changed: Record<string, Switched> = {};
  for (const key of keys) {
    if (before[key] !== after[key]) changed[key] = { from: before[key], to: after[key] };
  }
  return { value: after, merchantId, changed };
}

const GAME_SWITCHES = ['enabled', 'maintenance', 'freeTrial', 'hot', 'hotRank', 'isNew'] as const;
const VENDOR_SWITCHES = ['enabled', 'maintenance'] as const;

/** A change must name a switch: a body whose every field is unknown (and so dropped) is refused. */
function assertSwitches(patch: object, names: readonly string[]): void {
  if (!names.some((name) => (patch as Record<string, unknown>)[name] !== undefined))
    throw new AppError('validation.failed', `body: give at least one of ${names.join(', ')}`);
}

/**
 * The catalogue for operators (issue 15): every vendor and game of a merchant with its switches, and the
 * changes to them. A change commits in one transaction and then `changed` drops the portal's cached
 * catalogue of that merchant on every node, so the portal shows it at the next request. Audit rows are
 * the operators module's, written around these calls.
 */
export function createCatalogueAdmin(deps: {
  db: Database;
  /** After a change has committed: the merchant whose catalogue the portal must read again. */
  changed: (merchantId: number) => Promise<void>;
}) {
  const { db } = deps;

  async function committed<T>(change: CatalogueChange<T>): Promise<CatalogueChange<T>> {
    if (Object.keys(change.changed).length > 0) await deps.changed(change.merchantId);
    return change;
  }

  async function hotList(merchantId: number): Promise<OpsGame[]> {
    return (await store.hotGames(db, merchantId)).map(gameView);
  }

  return {
    /** A new merchant's catalogue: the template's vendors and games with their switches, in the caller's transaction. */
    copyCatalogue: (trx: Database, fromId: number, toId: number) => store.copyCatalogue(trx, fromId, toId),

    async vendors(merchantId: number): Promise<OpsVendor[]> {
      return (await store.listVendors(db, merchantId)).map(vendorView);
    },

    async games(merchantId: number, query: Omit<OpsGameQuery, 'merchant'>): Promise<PageOf<OpsGame>> {
      const pageNum = query.pageNum ?? 1;
      const pageSize = query.pageSize ?? 20;
      const { rows, total } = await store.listGames(
        db,
        merchantId,
        {
          search: query.search?.trim() || undefined,
          vendor: query.vendor,
          category: query.category,
          flag: query.flag,
        },
        { offset: (pageNum - 1) * pageSize, limit: pageSize },
      );
      return {
        content: rows.map(gameView),
        pageNum,
        pageSize,
        totalPages: Math.ceil(total / pageSize),
        total,
      };
    },

    hotList,

    /**
     * Sets a game's switches. A game outside the scope answers game.not.found, as one that does not
     * exist. Hot on puts it last on the hot list, hot off takes it out; the others close up.
     */
    async updateGame(
      id: number,
      scope: CatalogueScope,
      patch: OpsGamePatch,
    ): Promise<CatalogueChange<OpsGame>> {
      assertSwitches(patch, ['enabled', 'maintenance', 'freeTrial', 'hot', 'isNew']);
      const change = await db.transaction().execute(async (trx) => {
        const row = await store.findGame(trx, id);
        if (!row || !inScope(scope, row.merchant_id)) throw new AppError('game.not.found');
        const set: Parameters<typeof store.updateGame>[2] = {};
        if (patch.enabled !== undefined) set.enabled = patch.enabled;
        if (patch.maintenance !== undefined) set.maintenance = patch.maintenance;
        if (patch.freeTrial !== undefined) set.support_play = patch.freeTrial ? 0 : 1;
        if (patch.isNew !== undefined) set.is_new = patch.isNew;
        if (Object.keys(set).length > 0) await store.updateGame(trx, id, set);
        if (patch.hot !== undefined && patch.hot !== row.is_hot) {
          const list = await store.lockHotList(trx, row.merchant_id);
          if (!patch.hot) await store.leaveHotList(trx, id);
          await store.rankHotList(trx, patch.hot ? [...list, id] : list.filter((other) => other !== id));
        }
        const after = (await store.findGame(trx, id)) as store.AdminGameRow;
        return changeOf(row.merchant_id, gameView(row), gameView(after), GAME_SWITCHES);
      });
      return committed(change);
    },

    /** Sets a vendor's switches; outside the scope it answers vendor.not.found. */
    async updateVendor(
      id: number,
      scope: CatalogueScope,
      patch: OpsVendorPatch,
    ): Promise<CatalogueChange<OpsVendor>> {
      assertSwitches(patch, VENDOR_SWITCHES);
      const change = await db.transaction().execute(async (trx) => {
        const row = await store.findVendor(trx, id);
        if (!row || !inScope(scope, row.merchant_id)) throw new AppError('vendor.not.found');
        await store.updateVendor(trx, id, patch);
        const after = (await store.findVendor(trx, id)) as store.VendorRow;
        return changeOf(row.merchant_id, vendorView(row), vendorView(after), VENDOR_SWITCHES);
      });
      return committed(change);
    },

    /**
     * Puts the merchant's hot list in the given order. The list must hold exactly the games on it now:
     * one added or taken off since the operator read it answers catalogue.hot.changed and changes nothing.
     */
    async reorderHot(merchantId: number, ids: readonly number[]): Promise<CatalogueChange<OpsGame[]>> {
      const change = await db.transaction().execute(async (trx): Promise<CatalogueChange<OpsGame[]>> => {
        const current = await store.lockHotList(trx, merchantId);
        const wanted = new Set(ids);
        if (ids.length !== current.length || !current.every((id) => wanted.has(id)))
          throw new AppError('catalogue.hot.changed');
        const same = current.every((id, index) => ids[index] === id);
        if (!same) await store.rankHotList(trx, ids);
        return {
          value: (await store.hotGames(trx, merchantId)).map(gameView),
          merchantId,
          changed: same ? {} : { order: { from: current, to: [...ids] } },
        };
      });
      return committed(change);
    },
  };
}

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;
