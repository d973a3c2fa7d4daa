import type { AddressInfo } from 'node:net';
import { beforeAll } from 'vitest';
import { type OpsEnv, runOpsCommand } from '../src/cli/ops-commands.ts';
import { authenticatorOf, OPS, opsLogin } from './ops-helpers.ts';
import type { TestApp } from './test-app.ts';

/** The operator at its terminal: answers the tool's question, seeing what the tool printed before it. */
export type Terminal = (printed: string[]) => (question: string) => Promise<string>;

/**
 * The ops tool against a test app listening on loopback: admin and finance set up the tests'
 * authenticator app first. `run` runs one command as an operator on a terminal where it types its
 * app's current code when asked (null: not on a terminal), and collects what the tool prints.
 */
export function useOpsCli(t: TestApp) {
  let url = '';
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    await opsLogin(t, OPS.admin);
    await opsLogin(t, OPS.finance);
  });

  const typesTheCode =
    (username: string): Terminal =>
    () =>
    () =>
      authenticatorOf(t).code(username);

  async function run(
    args: string[],
    who: { username: string; password: string } | null = OPS.finance,
    env: OpsEnv = {},
    terminal: Terminal | null = who ? typesTheCode(who.username) : null,
  ) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOpsCommand(
      args,
      { OPS_URL: url, ...(who ? { OPS_USERNAME: who.username, OPS_PASSWORD: who.password } : {}), ...env },
      { out: (text) => out.push(text), err: (text) => err.push(text) },
      terminal ? { prompt: terminal(err) } : {},
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  return { run, typesTheCode, url: () => url };
}
