import { describe, expect, it } from 'vitest';
import { stepAt, totpCode } from '../../test/operator-authenticator.ts';
import { type Terminal, useOpsCli } from '../../test/ops-cli-helpers.ts';
import { authenticatorOf, newOperator, OPS, opsLogin } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

// Logins of the ops tool with a second factor. A file of its own: each command logs in from loopback,
// and the login limit per address is 20 a minute.
const t = useTestApp();
const { run } = useOpsCli(t);

describe('ops login', () => {
  it('logs in with --code and prints the token for OPS_TOKEN, which later commands use until logout', async () => {
    const code = await authenticatorOf(t).code('finance');
    const login = await run(['login', '--code', code], OPS.finance, {}, null);
    expect(login.code, login.err).toBe(0);
    expect(login.out).toMatch(/^ops_[\w-]{43}$/);
    expect(login.err).toContain('logged in as finance');
    const session = { OPS_TOKEN: login.out };

    expect((await run(['whoami'], null, session)).out).toBe('finance (finance, every merchant)');
    // The session outlives the command: OPS_TOKEN's session is the caller's to end.
    expect((await run(['deposits', '--status', 'pending'], null, session)).code).toBe(0);
    const out = await run(['logout'], null, session);
    expect(out).toMatchObject({ code: 0, out: 'logged out' });
    const after = await run(['whoami'], null, session);
    expect(after.code).toBe(1);
    expect(after.err).toContain('operator.not.logged.in');
    expect((await run(['logout'], null)).code).toBe(2);
  });

  it('asks for the code on a terminal, takes a recovery code, and says what is missing off one', async () => {
    const missing = await run(['whoami'], OPS.admin, {}, null);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('pass --code, or run on a terminal');

    const wrong = await run(['whoami', '--code', '000000'], OPS.admin, {}, null);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('(operator.totp.invalid, HTTP 401)');

    const [recovery = ''] = authenticatorOf(t).recoveryCodes('admin');
    const recovered = await run(['whoami', '--code', recovery.toUpperCase()], OPS.admin, {}, null);
    expect(recovered.out).toBe('admin (admin, every merchant)');
    const again = await run(['whoami', '--code', recovery], OPS.admin, {}, null);
    expect(again.err).toContain('operator.totp.invalid');

    expect((await run(['whoami'], OPS.admin)).out).toBe('admin (admin, every merchant)');
  });

  it("sets up a new finance operator's app at its first login on a terminal, and prints the recovery codes", async () => {
    const admin = await opsLogin(t, OPS.admin);
    const op = await newOperator(t, admin, 'finance');
    const offTerminal = await run(['login'], op, {}, null);
    expect(offTerminal.code).toBe(1);
    expect(offTerminal.err).toContain('run "npm run ops -- login" on a terminal');

    // The operator adds the printed key to its app and types the code the app shows.
    const readsTheKey: Terminal = (printed) => async () => {
      const secret = /\n {2}([A-Z2-7]{32})\n/.exec(printed.join('\n'))?.[1] ?? '';
      return totpCode(secret, stepAt(t.operatorClock.now().getTime()));
    };
    const first = await run(['login'], op, {}, readsTheKey);
    expect(first.code, first.err).toBe(0);
    expect(first.err).toContain(`otpauth://totp/Portal%20back%20office:${op.username}?`);
    const codes = first.err.match(/^ {2}[a-z2-9]{4}(-[a-z2-9]{4}){3}$/gm) ?? [];
    expect(codes).toHaveLength(10);
    expect(first.out).toMatch(/^ops_/);

    const reset = await run(['operator', '2fa-reset', String(op.id)], OPS.admin);
    expect(reset.code, reset.err).toBe(0);
    expect(reset.out).toContain(`operator ${op.id} has no authenticator app now`);
    expect((await run(['operators'], OPS.admin)).out.split('\n')[0]).toMatch(/\s2FA\s/);
  });
});
