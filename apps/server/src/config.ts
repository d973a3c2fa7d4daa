import { isIP } from 'node:net';
import path from 'node:path';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  dataDir: string;
  defaultMerchant: string;
  defaultLanguage: string;
  publicUrl: string;
  /** Addresses of proxies whose X-Forwarded-For is believed; empty means none is. */
  trustedProxies: string[];
  webDist: string;
  /** The built back office (apps/backoffice/dist), served under /bo/. */
  backofficeDist: string;
  logLevel: string;
  /** Accept plain bodies on the calls that are encrypted (DESIGN.md 5); off unless set. */
  allowPlainPayloads: boolean;
  /** The default password (spec {secret}): an account logging in with it must change it first. */
  defaultPassword: string;
  /** HTTP SMS gateway; the outbox when not set. */
  smsGatewayUrl: string | null;
  smsGatewayToken: string | null;
  /** The bot check's siteverify URL and secret (reCAPTCHA, hCaptcha, Turnstile); none when not set. */
  botCheckUrl: string | null;
  botCheckSecret: string | null;
  /** SMTP server for mail (smtp:// or smtps://); the outbox when not set. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Addresses the embedded vendors' seamless wallet calls may come from; this machine by default. */
  seamlessAllowedIps: string[];
  /** Development and tests only: every captcha shows this answer, so a browser journey can solve it. */
  captchaTestAnswer: string | null;
  /** Whether this node polls for scheduled and deferred work (JOBS=on|off); off in tests, which tick by hand. */
  jobs: boolean;
  /** Minutes without a request after which an operator session ends (OPS_SESSION_IDLE_MINUTES, 30). */
  operatorIdleMinutes: number;
  /**
   * Manual balance adjustments above this many minor units wait for a second operator's approval
   * (ADJUSTMENT_APPROVAL_LIMIT, 1000000 = 10,000.00).
   */
  adjustmentApprovalLimit: number;
  /**
   * After SIGTERM, how long the node answers /readyz 503 while still serving, so a load balancer takes it
   * out of rotation before it stops (SHUTDOWN_DRAIN_MS; 5000 in production, 0 otherwise).
   */
  shutdownDrainMs: number;
  /**
   * The bearer token GET /metrics asks for (METRICS_TOKEN); without one it answers loopback callers only
   * (decision 0048).
   */
  metricsToken: string | null;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function port(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return n;
}

function url(name: string, raw: string | undefined, protocols: string[]): string | null {
  if (raw === undefined || raw === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(' or ')}), got a value that is not one`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
}

function code(name: string, raw: string | undefined, fallback: string, pattern: RegExp): string {
  const value = raw === undefined || raw === '' ? fallback : raw;
  if (!pattern.test(value)) throw new ConfigError(`${name} must match ${pattern}, got "${value}"`);
  return value;
}

/** Reads and validates the configuration; a bad value stops the start with a message naming it. */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (nodeEnv !== 'development' && nodeEnv !== 'production' && nodeEnv !== 'test') {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${nodeEnv}"`);
  }
  const trustedProxies = (env.TRUSTED_PROXY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const ip of trustedProxies) {
    if (isIP(ip) === 0) throw new ConfigError(`TRUSTED_PROXY must list IP addresses, got "${ip}"`);
  }
  const seamlessAllowedIps = (env.SEAMLESS_ALLOWED_IPS ?? '127.0.0.1,::1')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const ip of seamlessAllowedIps) {
    if (isIP(ip) === 0) throw new ConfigError(`SEAMLESS_ALLOWED_IPS must list IP addresses, got "${ip}"`);
  }
  const p = port(env.PORT, 3000);
  const allowPlain = env.ALLOW_PLAIN_PAYLOADS ?? 'false';
  if (allowPlain !== 'true' && allowPlain !== 'false') {
    throw new ConfigError(`ALLOW_PLAIN_PAYLOADS must be true or false, got "${allowPlain}"`);
  }
  const defaultPassword = env.DEFAULT_PASSWORD || 'Welcome@2026';
  const captchaTestAnswer = env.CAPTCHA_TEST_ANSWER || null;
  if (captchaTestAnswer !== null) {
    if (nodeEnv === 'production') throw new ConfigError('CAPTCHA_TEST_ANSWER must not be set in production');
    if (!/^[34679ACDEFHJKLMNPRTWXY]{5}$/.test(captchaTestAnswer)) {
      throw new ConfigError(
        'CAPTCHA_TEST_ANSWER must be 5 characters of the captcha alphabet (34679ACDEFHJKLMNPRTWXY)',
      );
    }
  }
  const jobs = env.JOBS || (nodeEnv === 'test' ? 'off' : 'on');
  if (jobs !== 'on' && jobs !== 'off') throw new ConfigError(`JOBS must be on or off, got "${jobs}"`);
  if (defaultPassword.length < 8) throw new ConfigError('DEFAULT_PASSWORD must be at least 8 characters');
  const idle = env.OPS_SESSION_IDLE_MINUTES || '30';
  // Activity is written once a minute, so a limit of a few minutes would end busy sessions; and a limit
  // above the session's own 8 hours would never apply.
  if (!/^[0-9]{1,3}$/.test(idle) || Number(idle) < 5 || Number(idle) > 480) {
    throw new ConfigError(
      `OPS_SESSION_IDLE_MINUTES must be a whole number of minutes from 5 to 480, got "${idle}"`,
    );
  }
  const approvalLimit = env.ADJUSTMENT_APPROVAL_LIMIT || '1000000';
  if (!/^[0-9]{1,15}$/.test(approvalLimit)) {
    throw new ConfigError(
      `ADJUSTMENT_APPROVAL_LIMIT must be a whole number of minor units (0: every adjustment is approved), got "${approvalLimit}"`,
    );
  }
  if (env.BOT_CHECK_URL && !env.BOT_CHECK_SECRET) {
    throw new ConfigError("BOT_CHECK_URL needs BOT_CHECK_SECRET (the provider's secret key)");
  }
  const drain = env.SHUTDOWN_DRAIN_MS || (nodeEnv === 'production' ? '5000' : '0');
  if (!/^[0-9]{1,6}$/.test(drain) || Number(drain) > 120_000) {
    throw new ConfigError(
      `SHUTDOWN_DRAIN_MS must be a whole number of milliseconds up to 120000, got "${drain}"`,
    );
  }
  const metricsToken = env.METRICS_TOKEN || null;
  if (metricsToken !== null && !/^[\x21-\x7e]{16,256}$/.test(metricsToken)) {
    throw new ConfigError('METRICS_TOKEN must be 16 to 256 printable characters without spaces');
  }
  return {
    env: nodeEnv,
    port: p,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, 'data')),
    defaultMerchant: code('DEFAULT_MERCHANT', env.DEFAULT_MERCHANT, 'siam', /^[a-z0-9_-]{2,40}$/),
    defaultLanguage: code('DEFAULT_LANGUAGE', env.DEFAULT_LANGUAGE, 'th', /^[a-z]{2}(-[a-z]{2,4})?$/),
    publicUrl: url('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:']) ?? `http://localhost:${p}`,
    trustedProxies,
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'apps/web/dist')),
    backofficeDist: path.resolve(env.BACKOFFICE_DIST || path.join(repoRoot, 'apps/backoffice/dist')),
    logLevel: code(
      'LOG_LEVEL',
      env.LOG_LEVEL,
      nodeEnv === 'test' ? 'silent' : 'info',
      /^(fatal|error|warn|info|debug|trace|silent)$/,
    ),
    allowPlainPayloads: allowPlain === 'true',
    defaultPassword,
    smsGatewayUrl: url('SMS_GATEWAY_URL', env.SMS_GATEWAY_URL, ['http:', 'https:']),
    smsGatewayToken: env.SMS_GATEWAY_TOKEN || null,
    botCheckUrl: url('BOT_CHECK_URL', env.BOT_CHECK_URL, ['http:', 'https:']),
    botCheckSecret: env.BOT_CHECK_SECRET || null,
    smtpUrl: url('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'no-reply@portal.localhost',
    captchaTestAnswer,
    seamlessAllowedIps,
    jobs: jobs === 'on',
    operatorIdleMinutes: Number(idle),
    adjustmentApprovalLimit: Number(approvalLimit),
    shutdownDrainMs: Number(drain),
    metricsToken,
  };
}
