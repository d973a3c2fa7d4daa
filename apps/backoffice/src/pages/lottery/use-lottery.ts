import type { OpsLotteryDraw, OpsLotteryGame, OpsLotteryGamePatch } from '@portal/contracts/lottery.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { useKeyset } from '../../lib/use-keyset.ts';
import { useSaves } from '../../shell/use-saves.ts';
import { refusalText } from './refusal-text.ts';

/** The screen's reads: every key under 'lottery', then the merchant. */
export const lotteryKeys = {
  games: (merchant: string) => ['lottery', merchant, 'games'] as const,
  names: (merchant: string) => ['lottery', merchant, 'names'] as const,
  /** The draws pages' family (lib/use-keyset.ts keys each page by it, the game and the cursor). */
  draws: (merchant: string) => ['lottery', merchant, 'draws'] as const,
  exposure: (drawId: number) => ['lottery-exposure', drawId] as const,
};

export function useLotteryGames(merchant: string) {
  return useQuery({
    queryKey: lotteryKeys.games(merchant),
    queryFn: () => opsApi.lottery.games(merchant),
    enabled: merchant !== '',
  });
}

/** The catalogue's lottery categories: where the games' shown names are. */
const LOTTERY_CATEGORIES = ['LOTT', 'ELOTT'];

/**
 * The games' names as the portal shows them, by `vendor:code` and language: two catalogue pages (the
 * lottery categories), read once a while. A game the catalogue lacks keeps its code.
 */
export function useGameNames(merchant: string) {
  return useQuery({
    queryKey: lotteryKeys.names(merchant),
    queryFn: async () => {
      const pages = await Promise.all(
        LOTTERY_CATEGORIES.map((category) => opsApi.catalogue.games({ merchant, category, pageSize: 100 })),
      );
      return new Map(pages.flatMap((page) => page.content).map((g) => [`${g.vendor}:${g.code}`, g.names]));
    },
    enabled: merchant !== '',
    staleTime: 300_000,
  });
}

/**
 * The saves of one game's sections: each answers the game as it now stands, which replaces it in the
 * games list. A new schedule replans the coming draws, so the draws are read again.
 */
export function useGameSaves(merchant: string, code: string) {
  const client = useQueryClient();
  const { t } = useTranslation('lottery');
  const saves = useSaves(
    `${merchant}:${code}`,
    (game: OpsLotteryGame) => {
      client.setQueryData<OpsLotteryGame[]>(lotteryKeys.games(merchant), (games) =>
        games?.map((g) => (g.gameCode === game.gameCode ? game : g)),
      );
      void client.invalidateQueries({ queryKey: lotteryKeys.draws(merchant) });
    },
    t('saved'),
    (error) => refusalText(error, t),
  );
  return {
    ...saves,
    /** Sends one section's fields under the notice's key. */
    patch: (section: string, body: OpsLotteryGamePatch) =>
      void saves.save(section, () => opsApi.lottery.setGame(merchant, code, body)),
  };
}

export type GameSaves = ReturnType<typeof useGameSaves>;

/** A page of older draws. */
const PAGE = 20;
/** The first page reads every planned draw (at most 60 ahead) and the latest past ones. */
const FIRST_PAGE = 80;
/** The coming draws the first page shows: the nearest ones. */
const COMING = 3;
/** Planning looks this far ahead at most (decision 0024). */
const PLANNED_MS = 62 * 86_400_000;

/**
 * A page of a game's draws, latest first. The first shows the few nearest coming draws above the latest
 * past ones (a fast game has an hour of planned draws ahead, which would fill it); each older page goes
 * on from the last draw shown, by its time.
 */
export async function drawsPage(
  merchant: string,
  game: string,
  before: string | undefined,
  now = Date.now(),
): Promise<{ items: OpsLotteryDraw[]; next: string | null }> {
  if (before) {
    const items = await opsApi.lottery.draws({ merchant, game, before, pageSize: PAGE });
    return { items, next: items.length === PAGE ? (items.at(-1)?.drawAt ?? null) : null };
  }
  const rows = await opsApi.lottery.draws({
    merchant,
    game,
    before: new Date(now + PLANNED_MS).toISOString(),
    pageSize: FIRST_PAGE,
  });
  const coming = rows.filter((d) => Date.parse(d.drawAt) > now);
  const past = rows.slice(coming.length, coming.length + PAGE);
  const next =
    past.length === PAGE
      ? (past.at(-1)?.drawAt ?? null)
      : rows.length === FIRST_PAGE
        ? (rows.at(-1)?.drawAt ?? null)
        : null;
  return { items: [...coming.slice(-COMING), ...past], next };
}

/** A game's draws page by page, read again every few seconds: draws close, draw and settle by themselves. */
export function useDraws(merchant: string, game: string) {
  return useKeyset(
    lotteryKeys.draws(merchant),
    (query) => drawsPage(merchant, game, query.before as string | undefined),
    { game },
    'before',
    5000,
  );
}

export type DrawsList = ReturnType<typeof useDraws>;
