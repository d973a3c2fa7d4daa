import { AppError } from './app-error.ts';
import type { Merchant } from './merchant.ts';

/** The merchant's home dialing code ('+63'), for numbers typed without one; Thailand's when it names none. */
export function homeDialingCode(merchant: Pick<Merchant, 'settings'>): string {
  return merchant.settings.dialingCode ?? '+66';
}

export type Phone = {
  /** The national number as stored and shown: digits, starting with 0 (spec: enter a number starting with 0). */
  local: string;
  dialingCode: string;
  /** International form for gateways and code targets: +66812345678. */
  international: string;
};

/**
 * Reads a mobile number as players type it (spaces and dashes allowed, with or without the leading
 * 0) under a dialing code; refuses with the spec's phone errors.
 */
export function parsePhone(
  raw: string | undefined,
  dialingCode: string | undefined,
  fallbackDialing: string,
): Phone {
  const text = (raw ?? '').replace(/[\s-]/g, '');
  if (text === '') throw new AppError('phone.missing');
  const dialing = (dialingCode ?? '').trim() || fallbackDialing;
  if (!/^\+?[0-9]{1,4}$/.test(dialing) || !/^0?[0-9]{6,14}$/.test(text))
    throw new AppError('phone.invalid.format');
  const national = text.startsWith('0') ? text.slice(1) : text;
  const code = dialing.startsWith('+') ? dialing : `+${dialing}`;
  return { local: `0${national}`, dialingCode: code, international: `${code}${national}` };
}

/** Shows where a code went without giving the number or address away: +66•••••5678, so•••@mail.com. */
export function maskTarget(target: string): string {
  const at = target.indexOf('@');
  if (at > 0) return `${target.slice(0, Math.min(2, at))}•••${target.slice(at)}`;
  return `${target.slice(0, 3)}•••••${target.slice(-4)}`;
}
