import type { PageOf } from '@portal/contracts/common';
import type {
  OpsGame,
  OpsGamePatch,
  OpsVendor,
  OpsVendorPatch,
} from '@portal/contracts/ops-catalogue.schema';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';

/** The query keys of the catalogue screen: every read under 'catalogue', then the merchant. */
export const catalogueKeys = {
  vendors: (merchant: string) => ['catalogue', merchant, 'vendors'] as const,
  hot: (merchant: string) => ['catalogue', merchant, 'hot'] as const,
  /** The games pages' key family (lib/use-list.ts keys each page by it, the filter and the page). */
  games: 'catalogue-games',
};

export function useVendors(merchant: string) {
  return useQuery({
    queryKey: catalogueKeys.vendors(merchant),
    queryFn: () => opsApi.catalogue.vendors(merchant),
    enabled: merchant !== '',
  });
}

export function useHotList(merchant: string) {
  return useQuery({
    queryKey: catalogueKeys.hot(merchant),
    queryFn: () => opsApi.catalogue.hot(merchant),
    enabled: merchant !== '',
  });
}

/** The last change's word: what was saved, or why it was refused. */
export type Notice = { tone: 'success' | 'danger'; text: string };

/** Puts a changed game into every cached games page that shows it. */
function replaceGame(client: QueryClient, game: OpsGame) {
  client.setQueriesData<PageOf<OpsGame>>({ queryKey: [catalogueKeys.games] }, (page) =>
    page ? { ...page, content: page.content.map((g) => (g.id === game.id ? game : g)) } : page,
  );
}

/** Moves one place of a list up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const other = index + by;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other] as T, next[index] as T];
  return next;
}

/**
 * The catalogue's changes for one merchant: each switch is one call, its answer replaces the row on
 * screen (and the lists it touches are read again); a refusal says why and reloads what went stale.
 */
export function useCatalogueChanges(merchant: string) {
  const client = useQueryClient();
  const { t } = useTranslation('catalogue');
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);

  // the screen's own words for a refusal in its context, else the back office's for the code
  const refusal = (error: unknown) =>
    error instanceof ApiError
      ? t(`errors.${error.code}`, { defaultValue: errorText(error, t) })
      : errorText(error, t);

  async function run<T>(key: string, call: () => Promise<T>, saved: (value: T) => string, stale: () => void) {
    setPending((keys) => new Set(keys).add(key));
    try {
      const value = await call();
      setNotice({ tone: 'success', text: saved(value) });
      return value;
    } catch (error) {
      setNotice({ tone: 'danger', text: refusal(error) });
      stale();
      return null;
    } finally {
      setPending((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
    }
  }

  const reload = (...keys: ReadonlyArray<readonly unknown[]>) => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };

  const clearNotice = useCallback(() => setNotice(null), []);

  return {
    notice,
    clearNotice,
    isPending: (key: string) => pending.has(key),

    async setGame(game: OpsGame, patch: OpsGamePatch) {
      const changed = await run(
        `game:${game.id}:${Object.keys(patch).join()}`,
        () => opsApi.catalogue.setGame(game.id, patch),
        (value) => t('saved.game', { name: value.name }),
        () => reload([catalogueKeys.games], catalogueKeys.hot(merchant)),
      );
      if (!changed) return;
      replaceGame(client, changed);
      if (patch.hot !== undefined) reload(catalogueKeys.hot(merchant), [catalogueKeys.games]);
    },

    async setVendor(vendor: OpsVendor, patch: OpsVendorPatch) {
      const changed = await run(
        `vendor:${vendor.id}:${Object.keys(patch).join()}`,
        () => opsApi.catalogue.setVendor(vendor.id, patch),
        (value) => t('saved.vendor', { name: value.displayName }),
        () => reload(catalogueKeys.vendors(merchant)),
      );
      if (!changed) return;
      client.setQueryData<OpsVendor[]>(catalogueKeys.vendors(merchant), (list) =>
        list?.map((v) => (v.id === changed.id ? changed : v)),
      );
      // its games show the vendor's switches
      reload([catalogueKeys.games], catalogueKeys.hot(merchant));
    },

    /** Shows the new order at once and saves it; a refusal puts back the server's list. */
    async orderHot(games: OpsGame[]) {
      const key = catalogueKeys.hot(merchant);
      client.setQueryData(key, games);
      const saved = await run(
        'hot',
        () =>
          opsApi.catalogue.orderHot(
            merchant,
            games.map((g) => g.id),
          ),
        () => t('saved.order'),
        () => reload(key),
      );
      if (saved) client.setQueryData(key, saved);
    },
  };
}

export type CatalogueChanges = ReturnType<typeof useCatalogueChanges>;
