export type MerchantCode = 'siam' | 'lucky';

export type Motif =
  | 'gem'
  | 'dragon'
  | 'spade'
  | 'heart'
  | 'football'
  | 'fish'
  | 'rooster'
  | 'balls'
  | 'dice'
  | 'crown'
  | 'rocket'
  | 'temple'
  | 'coin'
  | 'star'
  | 'chip'
  | 'controller'
  | 'lotus';

/** Card-art colours: background top, background bottom, accent (title and glow). */
export type Palette = readonly [string, string, string];

export const PALETTES = {
  ruby: ['#7a0f2b', '#2a0410', '#ffcf5a'],
  emerald: ['#0d6b4f', '#03241b', '#b8ffdf'],
  sapphire: ['#1d3f9e', '#07112f', '#8fd3ff'],
  gold: ['#8a5a00', '#2b1700', '#ffe07a'],
  neon: ['#5b13a8', '#12022b', '#3df5ff'],
  sunset: ['#c2410c', '#3b0a0a', '#ffd166'],
  jade: ['#157a6e', '#052622', '#f5e6a8'],
  violet: ['#6d28d9', '#1e0a3c', '#f0abfc'],
  ocean: ['#0e7490', '#04202b', '#a5f3fc'],
  ember: ['#9f1239', '#1c0308', '#fb923c'],
  ice: ['#3b82f6', '#0b1a3a', '#e0f2fe'],
  rose: ['#be185d', '#2d0518', '#fde68a'],
  night: ['#1e293b', '#020617', '#f5b301'],
  lime: ['#3f6212', '#0f1a03', '#d9f99d'],
} as const satisfies Record<string, Palette>;
export type PaletteName = keyof typeof PALETTES;

export type VendorDef = {
  code: string;
  displayName: string;
  gameType: string;
  accountTypeName: string;
  isGame: 'GAME' | 'VASSALAGE';
  gameCode: string | null;
  /** Brand colour of the vendor's logo. */
  color: string;
};

const vendor = (
  code: string,
  displayName: string,
  gameType: string,
  accountTypeName: string,
  color: string,
  isGame: 'GAME' | 'VASSALAGE' = 'VASSALAGE',
  gameCode: string | null = null,
): VendorDef => ({ code, displayName, gameType, accountTypeName, isGame, gameCode, color });

export const VENDORS: readonly VendorDef[] = [
  vendor('HOUSE', 'House Slots', 'RNG', 'HOUSE_SLOT', '#f5b301'),
  vendor('NOVA', 'Nova Gaming', 'RNG', 'NOVA_SLOT', '#7c3aed'),
  vendor('JADE', 'Jade Dragon', 'RNG', 'JADE_SLOT', '#10b981'),
  vendor('STAR', 'Star Reels', 'RNG', 'STAR_SLOT', '#f43f5e'),
  vendor('HLIVE', 'House Live', 'LIVE', 'HOUSE_LIVE', '#e11d48'),
  vendor('SBXLIVE', 'Sandbox Live', 'LIVE', 'SBX_LIVE', '#0ea5e9'),
  vendor('FB', 'FB Sports', 'SPORTS', 'FB_SPORTS', '#2563eb', 'GAME', 'FB_SPORTS'),
  vendor('BTI', 'BTI Sports', 'SPORTS', 'BTI_SPORTS', '#16a34a', 'GAME', 'BTI_SPORTS'),
  vendor('SBX', 'Sandbox Sports', 'SPORTS', 'SBX_SPORTS', '#f97316', 'GAME', 'SBX_SPORTS'),
  vendor('AV', 'AV Esports', 'ESPORTS', 'AV_ESPORTS', '#8b5cf6', 'GAME', 'AV_ESPORTS'),
  vendor('IMES', 'IM Esports', 'ESPORTS', 'IM_ESPORTS', '#06b6d4', 'GAME', 'IMES_ESPORTS'),
  vendor('IA', 'IA Esports', 'ESPORTS', 'IA_ESPORTS', '#ef4444', 'GAME', 'IA_ESPORTS'),
  vendor('AI', 'AI Esports', 'ESPORTS', 'AI_ESPORTS', '#22c55e', 'GAME', 'AI_ESPORTS'),
  vendor('TF', 'TF Gaming', 'ESPORTS', 'TF_ESPORTS', '#eab308', 'GAME', 'TF_ESPORTS'),
  vendor('DS88', 'DS88 Sabong', 'COCKFIGHT', 'DS88_COCK', '#dc2626', 'GAME', 'DS88_ARENA'),
  vendor('DIG', 'Digitain Cockfight', 'COCKFIGHT', 'DIG_COCK', '#ea580c', 'GAME', 'DIG_ARENA'),
  vendor('HFISH', 'House Fishing', 'FISH', 'HOUSE_FISH', '#0891b2'),
  vendor('HPVP', 'House Cards', 'PVP', 'HOUSE_PVP', '#9333ea'),
  vendor('TCG_LOTTO_VN', 'VN Lotto', 'LOTT', 'TCG_LOTTO', '#dc2626'),
  vendor('TCG_SEA', 'SEA Lotto', 'LOTT', 'TCG_SEA', '#0284c7'),
  vendor('LOTT', 'Lotto Centre', 'LOTT', 'HOUSE_LOTT', '#ca8a04'),
  vendor('LOTT', 'Lotto Centre', 'ELOTT', 'HOUSE_LOTT', '#ca8a04'),
  vendor('HLOTTO', 'House e-Lotto', 'ELOTT', 'HOUSE_ELOTT', '#db2777'),
  vendor('HCRASH', 'House Crash', 'CRASH', 'HOUSE_CRASH', '#f43f5e'),
];

export type GameDef = {
  vendor: string;
  code: string;
  nodeName: string;
  /** The English name: the card art's title and the stored game_name (bets and search keep it). */
  title: string;
  /** The name the portal shows, per language (the game list answers the asked one). */
  names: { en: string; th: string };
  gameType: string;
  classify: string | null;
  prizeMode: string | null;
  minBet: number;
  minLineNum: number;
  trial: boolean;
  motif: Motif;
  palette: PaletteName;
  /** Rank on the siam hot list; 0 when not hot. */
  hot: number;
  isNew: boolean;
  jackpot: boolean;
  showIcon: boolean;
  sites: readonly MerchantCode[];
};

type GameOpts = Partial<
  Pick<GameDef, 'hot' | 'isNew' | 'jackpot' | 'showIcon' | 'prizeMode' | 'minLineNum' | 'trial'>
> & {
  sites?: readonly MerchantCode[];
};

const TYPE_OF: Record<string, string> = Object.fromEntries(VENDORS.map((v) => [v.code, v.gameType]));
const TRIAL_TYPES = new Set(['RNG', 'FISH', 'CRASH']);
/** The classification that flags a house game as the portal's mini game (decision 0045). */
export const MINI_CLASSIFY = 'MINI';
const BOTH: readonly MerchantCode[] = ['siam', 'lucky'];
const SIAM: readonly MerchantCode[] = ['siam'];
const LUCKY: readonly MerchantCode[] = ['lucky'];

function game(
  vendorCode: string,
  code: string,
  title: string,
  thaiTitle: string,
  classify: string | null,
  motif: Motif,
  palette: PaletteName,
  minBet: number,
  opts: GameOpts = {},
): GameDef {
  const gameType =
    vendorCode === 'LOTT' && opts.prizeMode === 'ELOTT' ? 'ELOTT' : (TYPE_OF[vendorCode] ?? 'RNG');
  return {
    vendor: vendorCode,
    code,
    nodeName: `${vendorCode.toLowerCase()}_${code.toLowerCase()}`,
    title,
    names: { en: title, th: thaiTitle },
    gameType,
    classify,
    prizeMode: opts.prizeMode ?? null,
    minBet,
    minLineNum: opts.minLineNum ?? (gameType === 'RNG' ? 20 : 0),
    trial: opts.trial ?? TRIAL_TYPES.has(gameType),
    motif,
    palette,
    hot: opts.hot ?? 0,
    isNew: opts.isNew ?? false,
    jackpot: opts.jackpot ?? classify === 'JP',
    showIcon: opts.showIcon ?? false,
    sites: opts.sites ?? SIAM,
  };
}

export const GAMES: readonly GameDef[] = [
  // House slots
  game('HOUSE', 'DRAGON_FORTUNE', 'Dragon Fortune', 'ดราก้อนฟอร์จูน', 'SC', 'dragon', 'ruby', 100, {
    hot: 1,
    sites: BOTH,
  }),
  game('HOUSE', 'GOLDEN_TEMPLE', 'Golden Temple', 'โกลเด้นเทมเปิล', 'SC', 'temple', 'gold', 100, {
    hot: 3,
    showIcon: true,
  }),
  game('HOUSE', 'NEON_KOI', 'Neon Koi', 'นีออนคอย', 'SC', 'fish', 'neon', 50, { isNew: true, sites: BOTH }),
  game('HOUSE', 'LOTUS_BLOOM', 'Lotus Bloom', 'โลตัสบลูม', 'SC', 'lotus', 'rose', 50, { isNew: true }),
  game('HOUSE', 'RUBY_RUSH', 'Ruby Rush', 'รูบี้รัช', 'SC', 'gem', 'ruby', 100, { hot: 6 }),
  game('HOUSE', 'ROYAL_CROWN', 'Royal Crown Megaways', 'รอยัลคราวน์ เมกะเวย์', 'JP', 'crown', 'gold', 200, {
    hot: 2,
    sites: BOTH,
  }),
  game('HOUSE', 'MEGA_SIAM', 'Mega Siam Jackpot', 'เมกะสยามแจ็คพอต', 'JP', 'coin', 'night', 200, { hot: 9 }),
  game('HOUSE', 'CRYSTAL_VAULT', 'Crystal Vault', 'คริสตัลวอลต์', 'JP', 'gem', 'ice', 100, { isNew: true }),
  game('HOUSE', 'JACKS_BETTER', 'Jacks or Better', 'แจ็คส์ออร์เบตเตอร์', 'VP', 'spade', 'sapphire', 100, {
    minLineNum: 1,
  }),
  game('HOUSE', 'DEUCES_WILD', 'Deuces Wild', 'ดิวซ์ไวลด์', 'VP', 'heart', 'ember', 100, { minLineNum: 1 }),
  game('HOUSE', 'BACCARAT_GOLD', 'Baccarat Gold', 'บาคาร่าโกลด์', 'TG', 'chip', 'gold', 500, { minLineNum: 1 }),
  game('HOUSE', 'SIC_BO_DELUXE', 'Sic Bo Deluxe', 'ไฮโลดีลักซ์', 'TG', 'dice', 'ruby', 500, {
    minLineNum: 1,
    hot: 12,
  }),
  game('HOUSE', 'BLACKJACK_VIP', 'Blackjack VIP', 'แบล็คแจ็ค VIP', 'TG', 'spade', 'emerald', 1000, {
    minLineNum: 1,
  }),
  game('HOUSE', 'LUCKY_ROCKET', 'Lucky Rocket', 'ลัคกี้ร็อคเก็ต', 'AC', 'rocket', 'neon', 100, {
    isNew: true,
    sites: BOTH,
  }),
  game('HOUSE', 'STAR_CATCHER', 'Star Catcher', 'สตาร์แคชเชอร์', 'AC', 'star', 'violet', 100, { isNew: true }),
  game('HOUSE', 'BINGO_PARTY', 'Bingo Party', 'บิงโกปาร์ตี้', 'BG', 'balls', 'sunset', 100, { minLineNum: 1 }),
  game('HOUSE', 'BINGO_TROPICAL', 'Tropical Bingo', 'ทรอปิคอลบิงโก', 'BG', 'balls', 'ocean', 100, {
    minLineNum: 1,
  }),
  // The mini game (decision 0045): the portal's mini-game modal plays it; classify MINI flags it
  game('HOUSE', 'MINI_DICE', 'Hi-Lo Dice', 'ไฮโลลูกเต๋า', MINI_CLASSIFY, 'dice', 'violet', 100, {
    minLineNum: 1,
    trial: true,
    sites: BOTH,
  }),
  // Nova Gaming
  game('NOVA', 'COSMIC_GEMS', 'Cosmic Gems', 'คอสมิกเจมส์', 'SC', 'gem', 'violet', 100, {
    hot: 4,
    sites: BOTH,
  }),
  game('NOVA', 'NEBULA_NIGHTS', 'Nebula Nights', 'เนบิวลาไนท์', 'SC', 'star', 'neon', 100, {
    isNew: true,
    sites: BOTH,
  }),
  game('NOVA', 'GALAXY_KING', 'Galaxy King', 'กาแล็กซี่คิง', 'JP', 'crown', 'violet', 200, {
    hot: 7,
    sites: BOTH,
  }),
  game('NOVA', 'ROCKET_REELS', 'Rocket Reels', 'ร็อคเก็ตรีลส์', 'SC', 'rocket', 'sunset', 50, { sites: BOTH }),
  game('NOVA', 'QUANTUM_COINS', 'Quantum Coins', 'ควอนตัมคอยน์', 'JP', 'coin', 'ice', 100, { isNew: true }),
  game('NOVA', 'SUPERNOVA_SEVENS', 'Supernova Sevens', 'ซูเปอร์โนวาเซเว่นส์', 'SC', 'star', 'ember', 100, {
    hot: 10,
  }),
  game('NOVA', 'ORBIT_JOKER', 'Orbit Joker', 'ออร์บิทโจ๊กเกอร์', 'VP', 'spade', 'neon', 100, { minLineNum: 1 }),
  game('NOVA', 'LUNAR_DICE', 'Lunar Dice', 'ลูนาร์ไดซ์', 'TG', 'dice', 'sapphire', 200, {
    minLineNum: 1,
    sites: BOTH,
  }),
  game('NOVA', 'ASTRO_HEIST', 'Astro Heist', 'แอสโตรไฮสต์', 'AC', 'rocket', 'lime', 100, {}),
  game('NOVA', 'METEOR_MANIA', 'Meteor Mania', 'มีทิเออร์มาเนีย', 'SC', 'gem', 'sunset', 50, { sites: BOTH }),
  game('NOVA', 'STARDUST_VAULT', 'Stardust Vault', 'สตาร์ดัสต์วอลต์', 'JP', 'gem', 'night', 200, { hot: 14 }),
  game('NOVA', 'COMET_CASH', 'Comet Cash', 'โคเมทแคช', 'SC', 'coin', 'sapphire', 100, { isNew: true }),
  // Jade Dragon
  game('JADE', 'JADE_EMPEROR', 'Jade Emperor', 'จักรพรรดิหยก', 'JP', 'crown', 'jade', 200, {
    hot: 5,
    showIcon: true,
  }),
  game('JADE', 'TWIN_DRAGONS', 'Twin Dragons', 'มังกรคู่', 'SC', 'dragon', 'jade', 100, { hot: 8 }),
  game('JADE', 'PEARL_RIVER', 'Pearl River', 'แม่น้ำไข่มุก', 'SC', 'lotus', 'ocean', 50, {}),
  game('JADE', 'FORTUNE_KOI', 'Fortune Koi', 'ฟอร์จูนคอย', 'SC', 'fish', 'emerald', 50, { isNew: true }),
  game('JADE', 'SILK_ROAD', 'Silk Road Riches', 'สมบัติเส้นทางสายไหม', 'SC', 'coin', 'sunset', 100, {
    hot: 11,
    jackpot: true,
  }),
  game('JADE', 'PHOENIX_RISING', 'Phoenix Rising', 'ฟีนิกซ์ไรซิ่ง', 'JP', 'star', 'ember', 200, {}),
  game('JADE', 'TIGER_GATE', 'Tiger Gate', 'ไทเกอร์เกท', 'SC', 'temple', 'ruby', 100, { isNew: true }),
  game('JADE', 'MAHJONG_WAYS', 'Mahjong Ways', 'มาจองเวย์', 'TG', 'chip', 'jade', 100, {
    minLineNum: 1,
    hot: 13,
  }),
  game('JADE', 'RED_ENVELOPE', 'Red Envelope', 'อั่งเปา', 'AC', 'coin', 'ruby', 50, { showIcon: true }),
  game('JADE', 'PANDA_PALACE', 'Panda Palace', 'แพนด้าพาเลซ', 'SC', 'temple', 'lime', 100, {}),
  game('JADE', 'EMERALD_DYNASTY', 'Emerald Dynasty', 'ราชวงศ์มรกต', 'JP', 'gem', 'emerald', 200, {
    isNew: true,
  }),
  game('JADE', 'LANTERN_NIGHTS', 'Lantern Nights', 'ค่ำคืนแห่งโคมไฟ', 'SC', 'lotus', 'sunset', 100, {
    isNew: true,
  }),
  // Star Reels (lucky only)
  game('STAR', 'LUCKY_CLOVER', 'Lucky Clover', 'ลัคกี้โคลเวอร์', 'SC', 'star', 'lime', 50, { sites: LUCKY }),
  game('STAR', 'DIAMOND_DAZE', 'Diamond Daze', 'ไดมอนด์เดซ', 'SC', 'gem', 'ice', 100, { sites: LUCKY }),
  game('STAR', 'VEGAS_CROWN', 'Vegas Crown', 'เวกัสคราวน์', 'JP', 'crown', 'rose', 200, { sites: LUCKY }),
  game('STAR', 'HEART_OF_GOLD', 'Heart of Gold', 'ฮาร์ทออฟโกลด์', 'SC', 'heart', 'gold', 100, { sites: LUCKY }),
  game('STAR', 'SEVEN_STARS', 'Seven Stars', 'เซเว่นสตาร์', 'JP', 'star', 'sapphire', 100, { sites: LUCKY }),
  game('STAR', 'POKER_NIGHT', 'Poker Night', 'โป๊กเกอร์ไนท์', 'VP', 'spade', 'night', 100, {
    minLineNum: 1,
    sites: LUCKY,
  }),
  game('STAR', 'GOLD_RUSH', 'Gold Rush Express', 'โกลด์รัชเอ็กซ์เพรส', 'SC', 'coin', 'sunset', 50, {
    sites: LUCKY,
  }),
  game('STAR', 'MOON_DICE', 'Moon Dice', 'มูนไดซ์', 'TG', 'dice', 'violet', 100, {
    minLineNum: 1,
    sites: LUCKY,
  }),
  // Live
  game('HLIVE', 'BACCARAT_SQUEEZE', 'Baccarat Squeeze', 'บาคาร่าบีบไพ่', null, 'chip', 'ruby', 1000, {
    hot: 15,
  }),
  game('HLIVE', 'SPEED_BACCARAT', 'Speed Baccarat', 'สปีดบาคาร่า', null, 'chip', 'emerald', 1000, {}),
  game('HLIVE', 'DRAGON_TIGER', 'Dragon Tiger', 'เสือมังกร', null, 'dragon', 'ember', 500, {}),
  game('HLIVE', 'LIVE_ROULETTE', 'Lightning Roulette', 'ไลท์นิ่งรูเล็ต', null, 'coin', 'night', 500, {}),
  game('HLIVE', 'LIVE_SICBO', 'Live Sic Bo', 'ไฮโลสด', null, 'dice', 'gold', 500, {}),
  game('SBXLIVE', 'SBX_BLACKJACK', 'Sandbox Blackjack', 'แซนด์บ็อกซ์ แบล็คแจ็ค', null, 'spade', 'sapphire', 1000, {
    sites: BOTH,
  }),
  game('SBXLIVE', 'SBX_BACCARAT', 'Sandbox Baccarat', 'แซนด์บ็อกซ์ บาคาร่า', null, 'chip', 'violet', 1000, {
    sites: BOTH,
  }),
  game('SBXLIVE', 'SBX_ROULETTE', 'Sandbox Roulette', 'แซนด์บ็อกซ์ รูเล็ต', null, 'coin', 'rose', 500, {
    sites: BOTH,
  }),
  // Sports and esports
  game('FB', 'FB_SPORTS', 'FB Sports', 'FB สปอร์ต', null, 'football', 'sapphire', 1000, {}),
  game('BTI', 'BTI_SPORTS', 'BTI Sportsbook', 'BTI สปอร์ตบุ๊ค', null, 'football', 'emerald', 1000, {
    sites: BOTH,
  }),
  game('SBX', 'SBX_SPORTS', 'Sandbox Sports', 'แซนด์บ็อกซ์ สปอร์ต', null, 'football', 'sunset', 1000, {
    sites: BOTH,
  }),
  game('AV', 'AV_ESPORTS', 'AV Esports Arena', 'AV อีสปอร์ต อารีน่า', null, 'controller', 'violet', 1000, {
    sites: BOTH,
  }),
  game('IMES', 'IMES_ESPORTS', 'IM Esports', 'IM อีสปอร์ต', null, 'controller', 'ocean', 1000, {}),
  game('IA', 'IA_ESPORTS', 'IA Esports', 'IA อีสปอร์ต', null, 'controller', 'ruby', 1000, {}),
  game('AI', 'AI_ESPORTS', 'AI Esports', 'AI อีสปอร์ต', null, 'controller', 'lime', 1000, {}),
  game('TF', 'TF_ESPORTS', 'TF Gaming', 'TF เกมมิ่ง', null, 'controller', 'gold', 1000, { sites: BOTH }),
  // Cockfight
  game('DS88', 'DS88_ARENA', 'DS88 Sabong Arena', 'สนามไก่ชน DS88', null, 'rooster', 'ember', 2000, {}),
  game('DIG', 'DIG_ARENA', 'Digitain Cockfight', 'ไก่ชน Digitain', null, 'rooster', 'sunset', 2000, {}),
  // Fish
  game('HFISH', 'OCEAN_KING', 'Ocean King', 'โอเชียนคิง', null, 'fish', 'ocean', 10, { sites: BOTH }),
  game('HFISH', 'GOLDEN_TOAD', 'Golden Toad Hunt', 'ล่าคางคกทองคำ', null, 'fish', 'gold', 10, { sites: BOTH }),
  game('HFISH', 'SHARK_STRIKE', 'Shark Strike', 'ชาร์คสไตรค์', null, 'fish', 'sapphire', 20, {
    isNew: true,
    sites: BOTH,
  }),
  game('HFISH', 'DRAGON_REEF', 'Dragon Reef', 'ดราก้อนรีฟ', null, 'dragon', 'emerald', 20, {}),
  game('HFISH', 'MERMAID_TREASURE', 'Mermaid Treasure', 'สมบัตินางเงือก', null, 'gem', 'ice', 10, {}),
  // PVP cards
  game('HPVP', 'POK_DENG', 'Pok Deng', 'ป๊อกเด้ง', null, 'spade', 'ruby', 500, { sites: BOTH }),
  game('HPVP', 'TEXAS_HOLDEM', "Texas Hold'em", 'เท็กซัสโฮลเด็ม', null, 'heart', 'emerald', 1000, {
    sites: BOTH,
  }),
  game('HPVP', 'NIU_NIU', 'Niu Niu Showdown', 'นิวนิวโชว์ดาวน์', null, 'chip', 'gold', 500, {}),
  game('HPVP', 'TIEN_LEN', 'Tien Len', 'เทียนเลน', null, 'spade', 'sapphire', 500, {}),
  game('HPVP', 'DUMMY_THAI', 'Dummy', 'ดัมมี่', null, 'heart', 'violet', 500, {}),
  game('HPVP', 'THREE_CARDS', 'Three Card Duel', 'ดวลไพ่สามใบ', null, 'chip', 'night', 500, {}),
  // Lottery
  game('TCG_LOTTO_VN', 'VN_NORTH', 'Vietnam North Lotto', 'หวยเวียดนามเหนือ', null, 'balls', 'ruby', 1000, {
    prizeMode: 'LOTT',
  }),
  game('TCG_LOTTO_VN', 'VN_SOUTH', 'Vietnam South Lotto', 'หวยเวียดนามใต้', null, 'balls', 'sunset', 1000, {
    prizeMode: 'LOTT',
  }),
  game('TCG_SEA', 'SEA_THAI_GOV', 'Thai Government Lotto', 'หวยรัฐบาลไทย', null, 'balls', 'gold', 1000, {
    prizeMode: 'SEA',
  }),
  game('TCG_SEA', 'SEA_LAO', 'Lao Development Lotto', 'หวยลาวพัฒนา', null, 'balls', 'jade', 1000, {
    prizeMode: 'SEA',
  }),
  game('LOTT', 'HANOI_VIP', 'Hanoi VIP', 'หวยฮานอย VIP', null, 'balls', 'night', 1000, { prizeMode: 'LOTT' }),
  game('LOTT', 'YEEKEE_5', 'Yee Kee 5 Minute', 'หวยยี่กี 5 นาที', null, 'balls', 'violet', 500, {
    prizeMode: 'ZY',
  }),
  game('LOTT', 'LOTT_K3', 'Fast 3 Dice', 'ลูกเต๋าด่วน 3 ลูก', null, 'dice', 'ember', 200, { prizeMode: 'ELOTT' }),
  game('LOTT', 'LOTT_PK10', 'PK10 Racing', 'แข่งรถ PK10', null, 'rocket', 'sapphire', 200, {
    prizeMode: 'ELOTT',
  }),
  game('HLOTTO', 'ELOTT_SSC', 'Lucky Time SSC', 'ลัคกี้ไทม์ SSC', null, 'balls', 'rose', 200, {
    prizeMode: 'ELOTT',
  }),
  game('HLOTTO', 'ELOTT_11X5', 'Lucky 11 x 5', 'ลัคกี้ 11x5', null, 'balls', 'ocean', 200, {
    prizeMode: 'ELOTT',
  }),
  game('HLOTTO', 'ELOTT_LHC', 'Mark Six Express', 'มาร์คซิกซ์ เอ็กซ์เพรส', null, 'balls', 'emerald', 200, {
    prizeMode: 'ELOTT',
  }),
  game('HLOTTO', 'ELOTT_LF3D', 'Lucky Fast 3D', 'ลัคกี้ 3 ตัวด่วน', null, 'balls', 'gold', 200, {
    prizeMode: 'ELOTT',
  }),
  // Crash
  game('HCRASH', 'MOON_ROCKET', 'Moon Rocket', 'มูนร็อคเก็ต', null, 'rocket', 'neon', 100, { isNew: true }),
  game('HCRASH', 'JET_LUCKY', 'Jet Lucky', 'เจ็ทลัคกี้', null, 'rocket', 'sunset', 100, {}),
  game('HCRASH', 'CRASH_DICE', 'Crash Dice', 'แครชไดซ์', null, 'dice', 'night', 100, {}),
];

/** Lucky Star's own hot list, in rank order. */
export const LUCKY_HOT: readonly string[] = [
  'NOVA:COSMIC_GEMS',
  'STAR:VEGAS_CROWN',
  'HOUSE:DRAGON_FORTUNE',
  'STAR:DIAMOND_DAZE',
  'HFISH:OCEAN_KING',
  'NOVA:GALAXY_KING',
  'STAR:LUCKY_CLOVER',
  'SBXLIVE:SBX_BACCARAT',
  'HPVP:POK_DENG',
  'STAR:SEVEN_STARS',
];

/** Lucky Star's order of vendors: its own slot brand first. */
const LUCKY_VENDOR_ORDER = ['STAR', 'NOVA', 'HOUSE'];

export function vendorsFor(merchant: MerchantCode): VendorDef[] {
  const used = new Set(gamesFor(merchant).map((g) => `${g.vendor}:${g.gameType}`));
  const list = VENDORS.filter((v) => used.has(`${v.code}:${v.gameType}`));
  if (merchant === 'siam') return list;
  const rank = (v: VendorDef) => {
    const i = LUCKY_VENDOR_ORDER.indexOf(v.code);
    return i === -1 ? LUCKY_VENDOR_ORDER.length : i;
  };
  return [...list].sort((a, b) => rank(a) - rank(b));
}

/** A merchant's games with that merchant's hot ranks applied. */
export function gamesFor(merchant: MerchantCode): GameDef[] {
  const list = GAMES.filter((g) => g.sites.includes(merchant));
  if (merchant === 'siam') return list;
  return list.map((g) => {
    const rank = LUCKY_HOT.indexOf(`${g.vendor}:${g.code}`) + 1;
    return { ...g, hot: rank };
  });
}

export function findVendor(code: string): VendorDef | undefined {
  return VENDORS.find((v) => v.code === code);
}

export function findGame(vendorCode: string, gameCode: string): GameDef | undefined {
  return GAMES.find((g) => g.vendor === vendorCode && g.code === gameCode);
}

export function gameIconUrl(vendorCode: string, gameCode: string): string {
  return `/assets/art/games/${vendorCode}/${gameCode}.svg`;
}
