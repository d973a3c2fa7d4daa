import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import {
  SEAMLESS_PATH_PREFIX,
  SEAMLESS_SIGNATURE_HEADER,
  type SeamlessOperation,
} from '@portal/contracts/seamless';
import type { SeamlessResult } from '@portal/contracts/seamless.schema';
import type { FastifyInstance } from 'fastify';
import { signBody } from '../platform/hmac.ts';

/**
 * A vendor's side of the seamless wallet (DESIGN.md 5a): it signs each call and sends it the way vendors
 * do, retrying a call that timed out or failed on the way with the very same body (same transaction id),
 * so the platform's idempotency is what keeps money right. The embedded vendors use it; the protocol
 * tests drive the platform with it.
 */

export type Transport = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: unknown }>;

/** Over real HTTP on kept-alive connections, each attempt bounded by a timeout. */
export function httpTransport(baseUrl: string, timeoutMs = 5000): Transport {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return (path, body, headers) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: base.hostname,
          port: base.port,
          path,
          method: 'POST',
          agent,
          timeout: timeoutMs,
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            let parsed: unknown = null;
            try {
              parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              parsed = null;
            }
            resolve({ status: response.statusCode ?? 0, body: parsed });
          });
          response.on('error', reject);
        },
      );
      request.on('timeout', () =>
        request.destroy(new Error(`seamless call timed out after ${timeoutMs} ms`)),
      );
      request.on('error', reject);
      request.end(body);
    });
}

/** Through the platform's own routing, in process (the same routes, checks and signature). */
export function injectTransport(app: () => FastifyInstance): Transport {
  return async (path, body, headers) => {
    const response = await app().inject({
      method: 'POST',
      url: path,
      payload: body,
      headers,
      remoteAddress: '127.0.0.1',
    });
    return { status: response.statusCode, body: response.json() };
  };
}

/** A refusal the platform answered: its errorCode, HTTP status and value ({balance} when funds are short). */
export class SeamlessRefusal extends Error {
  override name = 'SeamlessRefusal';
  constructor(
    readonly code: string,
    readonly status: number,
    readonly value: unknown,
    message: string,
  ) {
    super(message);
  }
}

export type SeamlessClientOptions = {
  provider: string;
  secret: Buffer;
  transport: Transport;
  /** Attempts of one call when the answer is lost (network, timeout, 5xx). */
  attempts?: number;
  backoffMs?: number;
  /** Sends each money call twice, as a vendor's retry storm would; the answers must agree. */
  duplicate?: (operation: SeamlessOperation) => boolean;
};

type Envelope = { success: boolean; value: unknown; message: string | null; errorCode: string | null };

export type SeamlessClient = ReturnType<typeof createSeamlessClient>;

export function createSeamlessClient(options: SeamlessClientOptions) {
  const attempts = options.attempts ?? 4;
  const backoffMs = options.backoffMs ?? 50;

  async function send(operation: SeamlessOperation, payload: object): Promise<SeamlessResult> {
    const body = JSON.stringify(payload);
    const headers = {
      'content-type': 'application/json',
      [SEAMLESS_SIGNATURE_HEADER]: signBody(options.secret, body),
    };
    const path = `${SEAMLESS_PATH_PREFIX}/${options.provider}/${operation}`;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const { status, body: answer } = await options.transport(path, body, headers);
        const envelope = answer as Envelope | null;
        if (status >= 500 || !envelope) {
          lastError = new Error(`seamless ${operation}: HTTP ${status}`);
        } else if (envelope.success) {
          return envelope.value as SeamlessResult;
        } else {
          throw new SeamlessRefusal(
            envelope.errorCode ?? 'unknown.error',
            status,
            envelope.value,
            envelope.message ?? '',
          );
        }
      } catch (error) {
        if (error instanceof SeamlessRefusal) throw error;
        lastError = error;
      }
      if (attempt < attempts) await delay(backoffMs * 2 ** (attempt - 1));
    }
    throw lastError;
  }

  async function call(operation: SeamlessOperation, payload: object): Promise<SeamlessResult> {
    if (!options.duplicate?.(operation)) return send(operation, payload);
    const [first, second] = await Promise.allSettled([send(operation, payload), send(operation, payload)]);
    if (first.status === 'fulfilled') return first.value;
    if (second.status === 'fulfilled') return second.value;
    throw first.reason;
  }

  return {
    provider: options.provider,
    authenticate: (body: { token: string }) => call('authenticate', body),
    balance: (body: { playerId: string }) => call('balance', body),
    bet: (body: {
      token: string;
      playerId: string;
      txId: string;
      roundId: string;
      gameCode: string;
      amount: number;
      validBet?: number;
    }) => call('bet', body),
    win: (body: {
      playerId: string;
      txId: string;
      roundId: string;
      betTxId?: string;
      amount: number;
      roundEnded?: boolean;
    }) => call('win', body),
    refund: (body: { playerId: string; txId: string; betTxId: string; roundId: string }) =>
      call('refund', body),
    endRound: (body: { playerId: string; roundId: string }) => call('endRound', body),
  };
}
