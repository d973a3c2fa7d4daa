import { spawnSync } from 'node:child_process';
import { inject } from 'vitest';
import {
  type Authenticator,
  loginWithCode,
  type OpsAnswer,
  type OpsPost,
} from '../apps/server/test/operator-authenticator.ts';
import { authenticatorApp } from './backoffice.ts';
import { ROOT } from './server-process.ts';

/** The operator tool (apps/server/src/cli/ops.ts), as an operator runs it beside the server. */
export type OpsTool = {
  /** A command in the tool's logged-in session; its standard output. */
  (...args: string[]): string;
  /** Ends the tool's session. */
  logout: () => void;
};

function runOps(env: Record<string, string>, args: string[]): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/ops.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, OPS_URL: inject('baseUrl'), ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`ops ${args.join(' ')} failed: ${result.stderr}${result.stdout}`);
  return result.stdout;
}

/**
 * Logs the tool in as an operator who must use an authenticator: the first login enrols the app (as the
 * back office would), then the tool logs in with the app's next code and keeps that session. A journey
 * that signs the operator in to the back office too passes the app it signs in with.
 */
export async function opsToolAs(
  operator: { username: string; password: string },
  app: Authenticator = authenticatorApp(),
): Promise<OpsTool> {
  const base = inject('baseUrl');
  const post: OpsPost = async (path, body) =>
    (await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((res) => res.json())) as OpsAnswer;
  const { token } = await loginWithCode(post, app, operator);
  await fetch(`${base}/ops/v1/session/logout`, { method: 'DELETE', headers: { authorization: token } });
  const session = runOps({ OPS_USERNAME: operator.username, OPS_PASSWORD: operator.password }, [
    'login',
    '--code',
    await app.code(operator.username),
  ]).trim();
  const tool = ((...args: string[]) => runOps({ OPS_TOKEN: session }, args)) as OpsTool;
  tool.logout = () => void tool('logout');
  return tool;
}

/** The id of the order with this number, from the tool's JSON list of deposits or withdrawals. */
export function orderIdOf(ops: OpsTool, kind: 'deposits' | 'withdrawals', orderNo: string): string {
  const list = JSON.parse(ops(kind, '--json')) as { content: Array<{ id: number; orderNo: string }> };
  const order = list.content.find((o) => o.orderNo === orderNo);
  if (!order) throw new Error(`${orderNo} is not among the ${kind}`);
  return String(order.id);
}
