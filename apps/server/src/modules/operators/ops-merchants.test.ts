import type { OpsMerchantSettings } from '@portal/contracts/operators-merchants.schema';
import type { FeatureNode, SystemStatus } from '@portal/contracts/system';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, newPlayer, refusedWith } from '../../../test/money-helpers.ts';
import { newOperatorToken, OPS, ops, opsLogin } from '../../../test/ops-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';

type Page<T> = { content: T[] };
type Audit = { action: string; target: string | null; detail: Record<string, unknown> };

const t = useTestApp();
let admin: string;
let viewer: string;
/** An administrator of lucky only. */
let luckyAdmin: string;

beforeAll(async () => {
  admin = await opsLogin(t, OPS.admin);
  viewer = await opsLogin(t, OPS.siamviewer);
  luckyAdmin = await newOperatorToken(t, admin, 'admin', 'lucky');
});

const settingsOf = async (code: string, token = admin) =>
  answerOf<OpsMerchantSettings>(await ops(t, 'GET', `/ops/v1/merchants/${code}`, undefined, { token }));
const patch = (code: string, body: unknown, token = admin) =>
  ops(t, 'PATCH', `/ops/v1/merchants/${code}`, body, { token });
const putDomains = (code: string, domains: unknown, token = admin) =>
  ops(t, 'PUT', `/ops/v1/merchants/${code}/domains`, { domains }, { token });
const patchChannel = (code: string, channel: string, body: unknown, token = admin) =>
  ops(t, 'PATCH', `/ops/v1/merchants/${code}/channels/${channel}`, body, { token });
const create = (body: unknown, token = admin) => ops(t, 'POST', '/ops/v1/merchants', body, { token });

/** What a visitor's browser reads first, by the Merchant header or by the host it asked for. */
async function status(site: { merchant?: string; host?: string; ip?: string }): Promise<SystemStatus> {
  const headers: Record<string, string> = site.host ? { host: site.host } : {};
  const res = await call(t, 'GET', '/wps/system/status', undefined, {
    ...(site.merchant ? { merchant: site.merchant } : {}),
    ...(site.ip ? { ip: site.ip } : {}),
    headers,
  });
  return answerOf<SystemStatus>(res);
}

async function lastAudit(target: string): Promise<Audit | undefined> {
  const res = await ops(t, 'GET', `/ops/v1/audit?target=${target}&pageSize=1`, undefined, { token: admin });
  return answerOf<Page<Audit>>(res).content[0];
}

const NEW_SITE = {
  code: 'golden',
  name: 'Golden Palace',
  domain: 'golden.localhost',
  template: 'siam',
  primaryColor: '#c0392b',
  accentColor: '#1f2937',
  defaultTheme: 'dark',
};

describe('reading a merchant', () => {
  it("shows a viewer its merchant's whole set-up, and no other merchant", async () => {
    const siam = await settingsOf('siam', viewer);
    expect(siam).toMatchObject({ code: 'siam', name: 'Siam Royal', currency: 'THB', maintenance: false });
    expect(siam.domains).toEqual([
      { domain: 'localhost', main: true },
      { domain: 'siam.localhost', main: false },
    ]);
    expect(siam.features.find((f) => f.modId === 'SMSLOGIN3')).toEqual({
      modId: 'SMSLOGIN3',
      enabled: true,
      parent: 'COMM3',
      depth: 1,
    });
    expect(siam.channels.map((c) => [c.code, c.kind, c.enabled])).toEqual([
      ['BANK', 'bank', true],
      ['SANDBOX', 'gateway', true],
    ]);
    expect(siam.withdrawal).toEqual({ min: 300_00, max: 200_000_00, dailyCount: 5 });
    expect(siam.registerSettings.rules.find((r) => r.field === 'username')?.required).toBe(true);
    refusedWith(
      await ops(t, 'GET', '/ops/v1/merchants/lucky', undefined, { token: viewer }),
      404,
      'merchant.unknown',
    );
    refusedWith(
      await ops(t, 'GET', '/ops/v1/merchants/nosuch', undefined, { token: admin }),
      404,
      'merchant.unknown',
    );
  });
});

describe('changing a merchant', () => {
  it('renames and recolours the brand: the portal shows it at once, with its wordmark redrawn, and the change is audited', async () => {
    await status({ merchant: 'lucky' });
    const after = answerOf<OpsMerchantSettings>(
      await patch('lucky', { name: 'Lucky Star Club', brand: { primaryColor: '#2255aa' } }),
    );
    expect(after.brand).toMatchObject({ name: 'Lucky Star Club', primaryColor: '#2255aa' });
    const info = (await status({ merchant: 'lucky' })).info;
    expect(info.brand.name).toBe('Lucky Star Club');
    expect(info.brand.primaryColor).toBe('#2255aa');
    expect(info.brand.logoUrl).toBe('/assets/art/brand/lucky/logo.svg?n=Lucky+Star+Club&c=2255aa');
    const logo = await call(t, 'GET', info.brand.logoUrl);
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('Lucky Star Club');
    expect(logo.body).toContain('#2255aa');
    expect(await lastAudit('merchant:lucky')).toMatchObject({
      action: 'merchant.update',
      detail: { outcome: 'changed', changed: ['name', 'brand'] },
    });
    // the same again moves nothing
    await patch('lucky', { name: 'Lucky Star Club' });
    expect((await lastAudit('merchant:lucky'))?.detail).toMatchObject({ outcome: 'unchanged', changed: [] });
  });

  it('switches a feature module: the portal reads the new tree; an unknown module changes nothing', async () => {
    const tree = (code: string) =>
      status({ merchant: code }).then((s) => s.info.whitelabelVal as FeatureNode[]);
    const flag = (nodes: readonly FeatureNode[], modId: string): string | undefined => {
      for (const node of nodes) {
        if (node.modId === modId) return node.enabled;
        const inner = flag(node.childrenNodes, modId);
        if (inner) return inner;
      }
      return undefined;
    };
    expect(flag(await tree('lucky'), 'FEEDBACK3')).toBe('1');
    await patch('lucky', { features: { FEEDBACK3: false } });
    expect(flag(await tree('lucky'), 'FEEDBACK3')).toBe('0');
    refusedWith(
      await patch('lucky', { features: { FEEDBACK3: true, NOSUCH3: true } }),
      400,
      'site.feature.unknown',
    );
    expect(flag(await tree('lucky'), 'FEEDBACK3')).toBe('0');
    await patch('lucky', { features: { FEEDBACK3: true } });
    expect(flag(await tree('lucky'), 'FEEDBACK3')).toBe('1');
  });

  it('refuses rules the portal cannot work with, and every section is checked before any is written', async () => {
    const before = await settingsOf('lucky');
    const rules = before.registerSettings.rules.map((r) =>
      r.field === 'username' ? { ...r, required: false } : r,
    );
    refusedWith(
      await patch('lucky', {
        name: 'Never Written',
        registerSettings: { ...before.registerSettings, rules },
      }),
      400,
      'site.register.invalid',
    );
    const reversed = before.registerSettings.rules.map((r) =>
      r.field === 'email' ? { ...r, min: 30, max: 10 } : r,
    );
    refusedWith(
      await patch('lucky', { registerSettings: { ...before.registerSettings, rules: reversed } }),
      400,
      'site.register.invalid',
    );
    refusedWith(
      await patch('lucky', { languages: { languages: ['en'], defaultLanguage: 'th' } }),
      400,
      'site.language.invalid',
    );
    refusedWith(
      await patch('lucky', { languages: { languages: ['en', 'xx'], defaultLanguage: 'en' } }),
      400,
      'site.language.invalid',
    );
    refusedWith(
      await patch('lucky', { withdrawal: { min: 500, max: 100, dailyCount: 3 } }),
      400,
      'site.limits.invalid',
    );
    refusedWith(await patch('lucky', { restrictedRanges: ['10.0.0.0/33'] }), 400, 'site.range.invalid');
    refusedWith(
      await patch('lucky', { brand: { logoUrl: 'javascript:alert(1)' } }),
      400,
      'site.logo.invalid',
    );
    refusedWith(await patch('lucky', {}), 400, 'validation.failed');
    refusedWith(await patch('lucky', { brand: { primaryColor: 'red' } }), 400, 'validation.failed');
    expect(await settingsOf('lucky')).toEqual(before);
    expect((await lastAudit('merchant:lucky'))?.action).toBe('merchant.update.refused');
  });

  it('restricts a range and sets maintenance: the portal answers each at once', async () => {
    await patch('lucky', { restrictedRanges: ['192.0.2.0/24', '2001:db8::/32'] });
    expect((await status({ merchant: 'lucky', ip: '192.0.2.9' })).regionRestriction).toBe(true);
    expect((await status({ merchant: 'lucky', ip: '198.51.100.9' })).regionRestriction).toBe(false);
    await patch('lucky', { maintenance: true });
    expect((await status({ merchant: 'lucky' })).maintenance).toBe(true);
    await patch('lucky', { maintenance: false, restrictedRanges: [] });
    expect((await status({ merchant: 'lucky', ip: '192.0.2.9' })).mode).toBe(0);
  });

  it('sets languages and withdrawal limits', async () => {
    const after = answerOf<OpsMerchantSettings>(
      await patch('lucky', {
        languages: { languages: ['th', 'en', 'ja'], defaultLanguage: 'th' },
        withdrawal: { min: 25_00, max: 9_000_00, dailyCount: 4 },
      }),
    );
    expect(after.languages).toEqual(['th', 'en', 'ja']);
    expect(after.withdrawal).toEqual({ min: 25_00, max: 9_000_00, dailyCount: 4 });
    const info = (await status({ merchant: 'lucky' })).info;
    expect([info.languages, info.defaultLanguage]).toEqual([['th', 'en', 'ja'], 'th']);
  });

  it('leaves a changed merchant as the operator set it when the demo is seeded again', async () => {
    await patch('lucky', { name: 'Lucky Star Club' });
    await seedDemo(t.database.db);
    expect((await settingsOf('lucky')).name).toBe('Lucky Star Club');
    expect((await settingsOf('siam')).name).toBe('Siam Royal');
  });

  it('is for administrators: a viewer and another merchant’s administrator change nothing', async () => {
    refusedWith(await patch('siam', { maintenance: true }, viewer), 403, 'operator.forbidden');
    refusedWith(await patch('siam', { maintenance: true }, luckyAdmin), 404, 'merchant.unknown');
    refusedWith(
      await putDomains('siam', [{ domain: 'x.localhost', main: true }], viewer),
      403,
      'operator.forbidden',
    );
    refusedWith(await patchChannel('siam', 'BANK', { enabled: false }, viewer), 403, 'operator.forbidden');
    expect((await settingsOf('siam')).maintenance).toBe(false);
  });
});

describe('domains', () => {
  it('routes a new domain to its merchant, and refuses one another merchant has or a list without one main', async () => {
    refusedWith(
      await putDomains('lucky', [
        { domain: 'lucky.localhost', main: true },
        { domain: 'localhost', main: false },
      ]),
      409,
      'site.domain.taken',
    );
    refusedWith(
      await putDomains('lucky', [
        { domain: 'lucky.localhost', main: true },
        { domain: 'star.localhost', main: true },
      ]),
      400,
      'site.domains.invalid',
    );
    refusedWith(
      await putDomains('lucky', [{ domain: 'Bad Domain', main: true }]),
      400,
      'site.domains.invalid',
    );
    expect((await status({ host: 'star.localhost:3000' })).info.merchantCode).toBe('siam');
    const after = answerOf<OpsMerchantSettings>(
      await putDomains('lucky', [
        { domain: 'lucky.localhost', main: true },
        { domain: '127.0.0.1', main: false },
        { domain: 'STAR.localhost', main: false },
      ]),
    );
    expect(after.domains.map((d) => d.domain)).toEqual(['lucky.localhost', '127.0.0.1', 'star.localhost']);
    expect((await status({ host: 'star.localhost:3000' })).info.merchantCode).toBe('lucky');
    expect(await lastAudit('merchant:lucky')).toMatchObject({
      action: 'merchant.domains',
      detail: { changed: ['domains'] },
    });
  });
});

describe('payment channels', () => {
  it("sets a channel's limits and quick amounts, which the deposit page offers at once", async () => {
    const player = await newPlayer(t, { merchant: 'lucky' });
    const after = answerOf<OpsMerchantSettings>(
      await patchChannel('lucky', 'SANDBOX', { min: 20_00, max: 3_000_00, quickAmounts: [20_00, 100_00] }),
    );
    expect(after.channels.find((c) => c.code === 'SANDBOX')).toMatchObject({ min: 20_00, max: 3_000_00 });
    const channels = answerOf<Array<{ code: string; min: number; max: number; quickAmounts: number[] }>>(
      await call(t, 'GET', '/wps/system/depositBanks', undefined, { token: player.token, merchant: 'lucky' }),
    );
    expect(channels.find((c) => c.code === 'SANDBOX')).toMatchObject({
      min: 20_00,
      max: 3_000_00,
      quickAmounts: [20_00, 100_00],
    });
    expect(await lastAudit('merchant:lucky:SANDBOX')).toMatchObject({
      action: 'merchant.channel',
      detail: { changed: ['SANDBOX.min', 'SANDBOX.max', 'SANDBOX.quickAmounts'] },
    });
  });

  it('refuses limits out of order, a payee for a gateway and an unknown channel', async () => {
    refusedWith(
      await patchChannel('lucky', 'SANDBOX', { min: 900_00, max: 100_00 }),
      400,
      'site.limits.invalid',
    );
    refusedWith(await patchChannel('lucky', 'SANDBOX', { quickAmounts: [1] }), 400, 'site.limits.invalid');
    refusedWith(
      await patchChannel('lucky', 'SANDBOX', {
        payee: { bankName: 'A Bank', accountName: 'Lucky Star LLC', accountNumber: '123456789' },
      }),
      400,
      'validation.failed',
    );
    refusedWith(await patchChannel('lucky', 'NOSUCH', { enabled: false }), 404, 'not.found');
    refusedWith(await patchChannel('lucky', 'SANDBOX', {}), 400, 'validation.failed');
  });
});

describe('a new merchant', () => {
  it('is made by an administrator of every merchant only, with a free code and domain and a known template', async () => {
    refusedWith(await create(NEW_SITE, luckyAdmin), 403, 'operator.forbidden');
    refusedWith(await create(NEW_SITE, viewer), 403, 'operator.forbidden');
    refusedWith(await create({ ...NEW_SITE, code: 'siam' }), 409, 'site.code.taken');
    refusedWith(await create({ ...NEW_SITE, domain: 'localhost' }), 409, 'site.domain.taken');
    refusedWith(await create({ ...NEW_SITE, template: 'nosuch' }), 404, 'merchant.unknown');
    refusedWith(await create({ ...NEW_SITE, code: 'Bad Code' }), 400, 'validation.failed');
    refusedWith(await create({ ...NEW_SITE, primaryColor: '#zzz' }), 400, 'validation.failed');
    refusedWith(
      await ops(t, 'GET', '/ops/v1/merchants/golden', undefined, { token: admin }),
      404,
      'merchant.unknown',
    );
  });

  it('works at once on its domain: its brand, the template’s games and help under its name, the gateway but no bank without a payee', async () => {
    const made = answerOf<OpsMerchantSettings>(await create(NEW_SITE));
    expect(made).toMatchObject({
      code: 'golden',
      name: 'Golden Palace',
      currency: 'THB',
      maintenance: false,
    });
    expect(made.domains).toEqual([{ domain: 'golden.localhost', main: true }]);
    expect(made.channels.map((c) => [c.code, c.enabled, c.payee])).toEqual([
      ['BANK', false, null],
      ['SANDBOX', true, null],
    ]);
    expect(await lastAudit('merchant:golden')).toMatchObject({
      action: 'merchant.create',
      detail: { outcome: 'changed' },
    });

    const site = await status({ host: 'golden.localhost:5173' });
    expect(site.info.merchantCode).toBe('golden');
    expect(site.info.brand).toMatchObject({
      name: 'Golden Palace',
      primaryColor: '#c0392b',
      defaultTheme: 'dark',
    });
    expect(site.info.customerService).toEqual([]);
    const games = answerOf<{ total: number }>(
      await call(t, 'GET', '/wps/relay/GCSGAME_gameList?pageSize=10&gameType=RNG', undefined, {
        merchant: 'golden',
      }),
    );
    expect(games.total).toBeGreaterThan(10);
    const help = await call(t, 'GET', '/wps/help', undefined, { merchant: 'golden' });
    expect(help.body).toContain('Golden Palace');
    expect(help.body).not.toContain('Siam Royal');

    // a player registers there, and pays in through the gateway; the bank transfer waits for its payee
    const player = await newPlayer(t, { merchant: 'golden' });
    const channels = answerOf<Array<{ code: string }>>(
      await call(t, 'GET', '/wps/system/depositBanks', undefined, {
        token: player.token,
        merchant: 'golden',
      }),
    );
    expect(channels.map((c) => c.code)).toEqual(['SANDBOX']);
    refusedWith(await patchChannel('golden', 'BANK', { enabled: true }), 400, 'validation.failed');
    await patchChannel('golden', 'BANK', {
      enabled: true,
      payee: {
        bankName: 'Kasikorn Bank',
        accountName: 'Golden Palace Co., Ltd.',
        accountNumber: '0389999999',
      },
    });
    const opened = answerOf<Array<{ code: string }>>(
      await call(t, 'GET', '/wps/system/depositBanks', undefined, {
        token: player.token,
        merchant: 'golden',
      }),
    );
    expect(opened.map((c) => c.code)).toEqual(['BANK', 'SANDBOX']);
    expect(
      (await ops(t, 'GET', '/ops/v1/merchants', undefined, { token: admin }))
        .json()
        .value.map((m: { code: string }) => m.code),
    ).toContain('golden');
  });
});
