import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives working defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      redisUrl: null,
      defaultMerchant: 'siam',
      defaultLanguage: 'th',
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustedProxies).toEqual([]);
    expect(config.jobs).toBe(true);
    expect(config.operatorIdleMinutes).toBe(30);
  });

  it('polls for jobs unless told not to, and not in tests unless told to', () => {
    expect(loadConfig({ JOBS: 'off' }).jobs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).jobs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOBS: 'on' }).jobs).toBe(true);
  });

  it('drains for 5 seconds after SIGTERM in production, not at all otherwise, unless told', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ NODE_ENV: 'test' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '1500' }).shutdownDrainMs).toBe(1500);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/portal',
      REDIS_URL: 'redis://cache:6379',
      DATA_DIR: '/var/lib/portal',
      DEFAULT_MERCHANT: 'lucky',
      DEFAULT_LANGUAGE: 'en',
      PUBLIC_URL: 'https://play.example.com',
      TRUSTED_PROXY: '10.0.0.1, ::1',
      OPS_SESSION_IDLE_MINUTES: '15',
      ADJUSTMENT_APPROVAL_LIMIT: '50000000',
      METRICS_TOKEN: 'scrape-3f9a1c7e5b2d',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/portal',
      redisUrl: 'redis://cache:6379',
      dataDir: '/var/lib/portal',
      defaultMerchant: 'lucky',
      defaultLanguage: 'en',
      publicUrl: 'https://play.example.com',
      trustedProxies: ['10.0.0.1', '::1'],
      operatorIdleMinutes: 15,
      adjustmentApprovalLimit: 50_000_000,
      metricsToken: 'scrape-3f9a1c7e5b2d',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL/],
    [{ REDIS_URL: 'http://x' }, /REDIS_URL/],
    [{ DEFAULT_MERCHANT: 'Bad Name!' }, /DEFAULT_MERCHANT/],
    [{ DEFAULT_LANGUAGE: 'thai' }, /DEFAULT_LANGUAGE/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL/],
    [{ TRUSTED_PROXY: 'proxy.local' }, /TRUSTED_PROXY/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ ALLOW_PLAIN_PAYLOADS: 'yes' }, /ALLOW_PLAIN_PAYLOADS/],
    [{ DEFAULT_PASSWORD: 'short' }, /DEFAULT_PASSWORD/],
    [{ SMS_GATEWAY_URL: 'sms.example' }, /SMS_GATEWAY_URL/],
    [{ SMTP_URL: 'http://mail.example' }, /SMTP_URL/],
    [{ CAPTCHA_TEST_ANSWER: 'K7MPW', NODE_ENV: 'production' }, /CAPTCHA_TEST_ANSWER/],
    [{ CAPTCHA_TEST_ANSWER: 'abc' }, /CAPTCHA_TEST_ANSWER/],
    [{ JOBS: 'sometimes' }, /JOBS/],
    [{ OPS_SESSION_IDLE_MINUTES: '4' }, /OPS_SESSION_IDLE_MINUTES/],
    [{ OPS_SESSION_IDLE_MINUTES: '481' }, /OPS_SESSION_IDLE_MINUTES/],
    [{ OPS_SESSION_IDLE_MINUTES: 'half an hour' }, /OPS_SESSION_IDLE_MINUTES/],
    [{ ADJUSTMENT_APPROVAL_LIMIT: '10,000.00' }, /ADJUSTMENT_APPROVAL_LIMIT/],
    [{ ADJUSTMENT_APPROVAL_LIMIT: '-1' }, /ADJUSTMENT_APPROVAL_LIMIT/],
    [{ SHUTDOWN_DRAIN_MS: '5s' }, /SHUTDOWN_DRAIN_MS/],
    [{ SHUTDOWN_DRAIN_MS: '600000' }, /SHUTDOWN_DRAIN_MS/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN/],
    [{ METRICS_TOKEN: 'a token with spaces in it' }, /METRICS_TOKEN/],
  ])('stops with a message naming the bad value %o', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(pattern);
  });

  it('does not echo a database password in its message', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:secret@h/db' })).toThrow(/^(?!.*secret).*$/);
  });
});
