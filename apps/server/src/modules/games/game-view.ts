import type { Game } from '@portal/contracts/games';
import type { GameRow } from './games.store.ts';

export const VENDOR_ICON_VARIANTS = ['DEFAULT', 'ACTIVE', 'WHITE', 'COLOR', 'PURPLE'] as const;
export type VendorIconVariant = (typeof VENDOR_ICON_VARIANTS)[number];

/** A vendor's drawn logo (content/art.routes.ts) in one of its variants. */
export const vendorIcon = (code: string, variant: VendorIconVariant) =>
  `/assets/art/vendors/${code}/${variant}.svg`;

/** The language a name is looked up in: 'th-TH' and 'TH' read as 'th'. */
export function nameLanguage(language: string): string {
  return language.toLowerCase().split('-')[0] ?? '';
}

/** A game's shown name: its name in the language, else in English, else the stored game_name (null: none). */
export function gameNameIn(row: Pick<GameRow, 'game_name' | 'game_names'>, language: string): string | null {
  const names = row.game_names ?? {};
  return names[nameLanguage(language)] || names.en || row.game_name;
}

/** A catalogue row as the portal sees it (spec section 3, Game), named in the asked language. */
export function toGame(row: GameRow, language: string): Game {
  return {
    nodeId: row.id,
    nodeName: row.node_name,
    gameName: gameNameIn(row, language),
    gameType: row.game_type,
    vassalage: row.vendor_code,
    accountTypeName: row.account_type_name,
    gameClassify: row.game_classify,
    prizeMode: row.prize_mode,
    minBet: Number(row.min_bet),
    minLineNum: row.min_line_num,
    showIcon: row.show_icon,
    iconUrl: row.icon_url,
    supportPlay: row.support_play,
    gameCode: row.game_code,
    isGame: row.is_game,
    isHot: row.is_hot,
    isNew: row.is_new,
    isJackpot: row.is_jackpot,
    maintenance: row.maintenance,
  };
}
