import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
type Game = {
  nodeId: number;
  gameType: string;
  vassalage: string;
  isHot: boolean;
  isNew: boolean;
  isJackpot: boolean;
  gameClassify: string | null;
  gameName: string | null;
  nodeName: string;
  gameCode: string;
  minBet: number;
  minLineNum: number;
};
const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await get(`/wps/relay/GCSGAME_gameList?${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json().value as {
    content: Game[];
    pageNum: number;
    pageSize: number;
    totalPages: number;
    total: number;
  };
};

describe('GET /wps/relay/GCSGAME_newGameVendor', () => {
  it('groups vendors into lanes per category with every icon variant', async () => {
    const v = (await get('/wps/relay/GCSGAME_newGameVendor?merchantCode=siam')).json().value;
    const categories = v.lanes.map((l: { gameCategory: string }) => l.gameCategory);
    expect(categories).toEqual(
      expect.arrayContaining(['RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'FISH', 'PVP', 'LOTT']),
    );
    const esports = v.lanes.find((l: { gameCategory: string }) => l.gameCategory === 'ESPORTS');
    expect(esports.vendors.map((x: { vassalage: string }) => x.vassalage)).toEqual(
      expect.arrayContaining(['AV', 'IMES', 'IA', 'AI', 'TF']),
    );
    expect(Object.keys(esports.vendors[0].icons).sort()).toEqual([
      'ACTIVE',
      'COLOR',
      'DEFAULT',
      'PURPLE',
      'WHITE',
    ]);
  });

  it('refuses another merchant’s code', async () => {
    const res = await get('/wps/relay/GCSGAME_newGameVendor?merchantCode=lucky');
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('merchant.mismatch');
  });

  it('gives each merchant its own catalogue', async () => {
    const lucky = (await get('/wps/relay/GCSGAME_newGameVendor', { merchant: 'lucky' })).json().value;
    const categories = lucky.lanes.map((l: { gameCategory: string }) => l.gameCategory);
    expect(categories).not.toContain('COCKFIGHT');
  });
});

describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
  it('lists hot games only', async () => {
    const v = (
      await get(
        '/wps/relay/GCSGAME_hotGamesV2?merchantCode=siam&isPlatform=2&platform=flash,html5-desktop&language=th',
      )
    ).json().value as Game[];
    expect(v.length).toBeGreaterThanOrEqual(6);
    expect(v.every((g) => g.isHot)).toBe(true);
  });
});

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it('pages with page size 6 by default', async () => {
    const page = await list('gameType=RNG');
    expect(page.pageSize).toBe(6);
    expect(page.pageNum).toBe(1);
    expect(page.content).toHaveLength(6);
    expect(page.totalPages).toBe(Math.ceil(page.total / 6));
    const second = await list('gameType=RNG&pageNo=2');
    expect(second.content[0]?.nodeId).not.toBe(page.content[0]?.nodeId);
  });

  it('has at least 80 games over every category', async () => {
    const page = await list('pageSize=100');
    expect(page.total).toBeGreaterThanOrEqual(80);
  });

  it('filters new and jackpot RNG games', async () => {
    const fresh = await list('gameType=RNG&isNew=1&pageSize=50');
    expect(fresh.total).toBeGreaterThan(0);
    expect(fresh.content.every((g) => g.isNew && g.gameType === 'RNG')).toBe(true);
    const jackpot = await list('gameType=RNG&isJackpot=1&pageSize=50');
    expect(jackpot.total).toBeGreaterThan(0);
    expect(jackpot.content.every((g) => g.isJackpot)).toBe(true);
  });

  it('filters by vendor, sub-category, name, minimum bet and lines', async () => {
    const jp = await list('gameClassify=JP&pageSize=50');
    expect(jp.content.every((g) => g.gameClassify === 'JP')).toBe(true);
    const house = await list('vassalage=HOUSE&pageSize=50');
    expect(house.total).toBeGreaterThan(0);
    expect(house.content.every((g) => g.vassalage === 'HOUSE')).toBe(true);
    const first = house.content[0] as Game;
    const name = (first.gameName ?? first.nodeName).slice(0, 4).toLowerCase();
    const byName = await list(`gameName=${encodeURIComponent(name)}&pageSize=50`);
    expect(byName.content.some((g) => g.nodeId === first.nodeId)).toBe(true);
    const cheap = await list('minBet=100&pageSize=100');
    expect(cheap.content.every((g) => g.minBet <= 100)).toBe(true);
    const lines = await list('minLineNum=20&pageSize=100');
    expect(lines.content.every((g) => g.minLineNum >= 20)).toBe(true);
  });

  it('treats % and _ in a name search as letters', async () => {
    const page = await list('gameName=%25');
    expect(page.total).toBe(0);
  });

  it('answers an empty page past the end with the true total', async () => {
    const page = await list('gameType=RNG&pageNo=500');
    expect(page.content).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
  });

  it('refuses bad paging with validation.failed', async () => {
    for (const q of ['pageSize=0', 'pageSize=101', 'pageNo=0', 'pageNo=abc', 'isNew=2', 'gameType=rng%3B']) {
      const res = await get(`/wps/relay/GCSGAME_gameList?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errorCode, q).toBe('validation.failed');
    }
  });

  it('never lists another merchant’s games', async () => {
    const siam = await list('pageSize=100');
    const lucky = await list('pageSize=100', { merchant: 'lucky' });
    const siamIds = new Set(siam.content.map((g) => g.nodeId));
    expect(lucky.total).toBeGreaterThan(0);
    for (const g of lucky.content) expect(siamIds.has(g.nodeId)).toBe(false);
    const res = await get('/wps/relay/GCSGAME_gameList?merchant=lucky');
    expect(res.statusCode).toBe(403);
  });
});

const THAI = /[\u0E00-\u0E7F]/;

describe('game names per language (issue 14)', () => {
  const named = async (query: string, headers: Record<string, string> = {}) => {
    const page = await list(`${query}&pageSize=100`, headers);
    return new Map(page.content.map((g) => [`${g.vassalage}:${g.gameCode}`, g.gameName]));
  };

  it('answers the Thai name with language=th and the English one with language=en', async () => {
    const th = await named('vassalage=HOUSE&language=th');
    const en = await named('vassalage=HOUSE&language=en');
    expect(th.get('HOUSE:DEUCES_WILD')).toBe('ดิวซ์ไวลด์');
    expect(en.get('HOUSE:DEUCES_WILD')).toBe('Deuces Wild');
    expect(th.get('HOUSE:BINGO_TROPICAL')).toBe('ทรอปิคอลบิงโก');
    expect(en.get('HOUSE:BINGO_TROPICAL')).toBe('Tropical Bingo');
    expect((await named('vassalage=HLIVE&language=en')).get('HLIVE:LIVE_SICBO')).toBe('Live Sic Bo');
    expect((await named('vassalage=HFISH&language=th')).get('HFISH:MERMAID_TREASURE')).toBe('สมบัตินางเงือก');
  });

  it('names every game of both merchants, never by its internal name', async () => {
    for (const merchant of ['siam', 'lucky']) {
      for (const language of ['th', 'en']) {
        const page = await list(`pageSize=100&language=${language}`, { merchant });
        expect(page.content.length).toBe(page.total);
        for (const g of page.content) {
          expect(g.gameName, `${merchant} ${language} ${g.nodeName}`).toBeTruthy();
          expect(g.gameName).not.toBe(g.nodeName);
          expect(THAI.test(g.gameName ?? ''), `${language} ${g.gameName}`).toBe(language === 'th');
        }
      }
    }
  });

  it('takes the merchant’s default language without one, and English for a language it has no name in', async () => {
    expect((await named('vassalage=HOUSE')).get('HOUSE:DRAGON_FORTUNE')).toBe('ดราก้อนฟอร์จูน');
    const lucky = await named('vassalage=HOUSE', { merchant: 'lucky' });
    expect(lucky.get('HOUSE:DRAGON_FORTUNE')).toBe('Dragon Fortune');
    expect((await named('vassalage=HOUSE&language=zh')).get('HOUSE:DRAGON_FORTUNE')).toBe('Dragon Fortune');
    expect((await named('vassalage=HOUSE&language=th-TH')).get('HOUSE:DRAGON_FORTUNE')).toBe('ดราก้อนฟอร์จูน');
  });

  it('names the hot games in the language asked', async () => {
    const hot = async (language: string) =>
      (await get(`/wps/relay/GCSGAME_hotGamesV2?language=${language}`)).json().value as Game[];
    const [th, en] = [await hot('th'), await hot('en')];
    expect(th.map((g) => g.nodeId)).toEqual(en.map((g) => g.nodeId));
    expect(th.every((g) => THAI.test(g.gameName ?? ''))).toBe(true);
    expect(en.every((g) => g.gameName && !THAI.test(g.gameName))).toBe(true);
  });

  it('finds a game by its English, Thai or internal name in either language', async () => {
    for (const search of ['deuces wild', 'ดิวซ์', 'house_deuces']) {
      for (const language of ['en', 'th']) {
        const page = await list(`gameName=${encodeURIComponent(search)}&language=${language}`);
        expect(
          page.content.map((g) => g.gameCode),
          `${search} ${language}`,
        ).toEqual(['DEUCES_WILD']);
        expect(page.content[0]?.gameName).toBe(language === 'th' ? 'ดิวซ์ไวลด์' : 'Deuces Wild');
      }
    }
  });
});

describe('GET /wps/relay/GCSGAME_winnerBoard', () => {
  it('lists the latest 20 winners, newest first', async () => {
    const v = (await get('/wps/relay/GCSGAME_winnerBoard?gameCategory=ALL&language=th&limitNum=20')).json()
      .value;
    expect(v).toHaveLength(20);
    const times = v.map((w: { vo: { winTime: string } }) => Date.parse(w.vo.winTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Number.isInteger(v[0].vo.winAmount)).toBe(true);
  });

  it('filters by category', async () => {
    const v = (await get('/wps/relay/GCSGAME_winnerBoard?gameCategory=RNG&limitNum=5')).json().value;
    expect(v.every((w: { vo: { gameCategory: string } }) => w.vo.gameCategory === 'RNG')).toBe(true);
  });

  it('refuses a limit above 100', async () => {
    const res = await get('/wps/relay/GCSGAME_winnerBoard?limitNum=1000');
    expect(res.statusCode).toBe(400);
  });
});
