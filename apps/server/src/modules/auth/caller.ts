import { createHash } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { askedLanguageOf } from '../../platform/request-language.ts';
import { newCaptchaClientKey } from './captcha.service.ts';
import type { Caller } from './login.service.ts';

/** The captcha cookie: binds a picture to the client that fetched it. */
export const CAPTCHA_COOKIE = 'captcha_key';
/** The remembered-login cookie (spec section 9: it lasts one day). */
export const REMEMBER_COOKIE = 'remember_token';

/** The portal's device id header (decision 0046): a random id the browser keeps from its first visit. */
export const DEVICE_HEADER = 'x-device-id';
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function callerOf(req: FastifyRequest): Caller {
  const userAgent = req.headers['user-agent'];
  const device = req.headers[DEVICE_HEADER];
  const language = askedLanguageOf(req);
  return {
    merchant: req.merchant,
    ip: req.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null,
    captchaKey: req.cookies[CAPTCHA_COOKIE],
    ...(typeof device === 'string' && DEVICE_ID.test(device) ? { deviceId: device } : {}),
    ...(language ? { language } : {}),
  };
}

/** What an account keeps of a device id: its SHA-256 (the id itself is never stored). */
export const deviceHashOf = (deviceId: string) => createHash('sha256').update(deviceId).digest('hex');

/** The client's captcha key, set as an HttpOnly cookie on first use. */
export function captchaKeyOf(req: FastifyRequest, reply: FastifyReply): string {
  const given = req.cookies[CAPTCHA_COOKIE];
  if (given && /^[A-Za-z0-9_-]{16,64}$/.test(given)) return given;
  const key = newCaptchaClientKey();
  reply.setCookie(CAPTCHA_COOKIE, key, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
  });
  return key;
}

/** Keeps the token in an HttpOnly cookie for a day when the player asked to be remembered. */
export function rememberLogin(
  req: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(REMEMBER_COOKIE, token, {
    path: '/wps/session',
    httpOnly: true,
    sameSite: 'strict',
    secure: req.protocol === 'https',
    expires: expiresAt,
  });
}

export function forgetLogin(reply: FastifyReply): void {
  reply.clearCookie(REMEMBER_COOKIE, { path: '/wps/session' });
}
