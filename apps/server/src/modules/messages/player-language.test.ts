import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashPassword } from '../../platform/password.ts';
import { playerLanguage } from '../../platform/player-language.ts';

// The platform writes to a player in the language the member stored (POST /wps/member/language), else in
// the merchant's default (issue 20, the rest of the shell; decision 0045): system messages and SMS.
let t: TestApp;
let siamId: number;
const PASSWORD = 'Lingo@2026';

beforeAll(async () => {
  t = await createTestApp();
  const siam = await t.database.db
    .selectFrom('merchants')
    .select(['id', 'default_language'])
    .where('code', '=', 'siam')
    .executeTakeFirstOrThrow();
  siamId = siam.id;
  // the fallback below is the merchant's default: Siam's is Thai
  expect(siam.default_language).toBe('th');
});
afterAll(() => t.close());

let seq = 0;
/** A Siam player with a number of its own, logged in; its language stored when given. */
async function player(language: string | null, loginLanguage?: string) {
  seq += 1;
  const username = `polyglot${seq}${Date.now() % 100_000}`;
  const mobile = `0865${String(Date.now() % 100_000).padStart(5, '0')}${seq}`.slice(0, 10);
  const id = await insertTestAccount(t.services.accounts, {
    merchantId: siamId,
    username,
    passwordHash: await hashPassword(PASSWORD),
    mobile,
    countryDialingCode: '+66',
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/wps/session/loginV2',
    payload: { username, password: PASSWORD },
    remoteAddress: `10.9.1.${seq}`,
    ...(loginLanguage ? { headers: { 'accept-language': loginLanguage } } : {}),
  });
  const token = login.json().value.token as string;
  if (language) {
    const set = await t.app.inject({
      method: 'POST',
      url: '/wps/member/language',
      headers: { authorization: token },
      payload: { language },
    });
    expect(set.statusCode, set.body).toBe(200);
  }
  return { id, username, token, mobile, international: `+66${mobile.slice(1)}` };
}

const inbox = async (token: string, pageLanguage: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/wps/relay/CSP_getInbox',
      headers: { authorization: token, 'accept-language': pageLanguage },
    })
  ).json().value.content as Array<{ title: string; content: string }>;

const notice = {
  kind: 'system' as const,
  title: { en: 'Your withdrawal was paid', th: 'การถอนเงินของคุณได้รับการจ่ายแล้ว' },
  content: { en: 'It is on its way to your bank.', th: 'เงินกำลังโอนเข้าบัญชีธนาคารของคุณ' },
  source: 'system',
};

describe('the language the platform writes to a player in', () => {
  it('is the stored language when the merchant offers it, else the merchant’s default', () => {
    const siam = { defaultLanguage: 'th', languages: ['th', 'en'] };
    expect(playerLanguage('en', siam)).toBe('en');
    expect(playerLanguage(null, siam)).toBe('th');
    expect(playerLanguage(undefined, siam)).toBe('th');
    expect(playerLanguage('vi', siam)).toBe('th');
  });

  it('writes a system message in the stored language, whatever the page’s language', async () => {
    const english = await player('en');
    await t.services.messages.notify(siamId, english.id, notice);
    expect((await inbox(english.token, 'th'))[0]).toMatchObject({
      title: notice.title.en,
      content: notice.content.en,
    });
    const thai = await player('th');
    await t.services.messages.notify(siamId, thai.id, notice);
    expect((await inbox(thai.token, 'en'))[0]).toMatchObject({ title: notice.title.th });
  });

  it('falls back to the merchant’s default for a player who never chose', async () => {
    const silent = await player(null);
    await t.services.messages.notify(siamId, silent.id, notice);
    expect((await inbox(silent.token, 'en'))[0]).toMatchObject({ title: notice.title.th });
  });

  it('keeps the language a member logs in with until it chooses one, and never replaces a choice', async () => {
    const storedOf = async (id: number) =>
      (
        await t.database.db
          .selectFrom('accounts')
          .select('language')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).language;
    const english = await player(null, 'en-GB,en;q=0.8');
    expect(await storedOf(english.id)).toBe('en');
    await t.services.messages.notify(siamId, english.id, notice);
    expect((await inbox(english.token, 'th'))[0]).toMatchObject({ title: notice.title.en });
    // a language the merchant does not offer is not kept
    expect(await storedOf((await player(null, 'xx')).id)).toBeNull();
    // a member who chose Thai and logs in again from an English page keeps Thai
    const thai = await player('th');
    const again = await t.app.inject({
      method: 'POST',
      url: '/wps/session/loginV2',
      payload: { username: thai.username, password: PASSWORD },
      headers: { 'accept-language': 'en' },
      remoteAddress: '10.9.3.1',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await storedOf(thai.id)).toBe('th');
  });

  it('writes the feedback answer’s title in the stored language', async () => {
    const english = await player('en');
    const receipt = await t.services.feedback.submit(siamId, english.id, {
      category: 'game',
      content: 'more dice games please',
      images: [],
    });
    await t.services.feedback.answer(siamId, receipt.id, 'Coming next month.', 'ops');
    expect((await inbox(english.token, 'th'))[0]).toMatchObject({
      title: 'Reply to your feedback',
      content: 'Coming next month.',
    });
  });

  it('sends the SMS code in the stored language, else in the merchant’s default', async () => {
    const sms = async (p: { mobile: string; international: string }) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: p.mobile, countryDialingCode: '+66' },
        remoteAddress: `10.9.2.${seq}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      await t.services.events.settled();
      const [message] = await t.services.outbox.latest(1, p.international);
      return message?.body ?? '';
    };
    const english = await player('en');
    expect(await sms(english)).toMatch(/your verification code is \d{6}\. It expires in 5 minutes\./);
    const thai = await player('th');
    expect(await sms(thai)).toMatch(/รหัสยืนยันของคุณคือ \d{6} รหัสจะหมดอายุใน 5 นาที/);
    const silent = await player(null);
    expect(await sms(silent)).toMatch(/รหัสยืนยันของคุณคือ \d{6}/);
  });
});
