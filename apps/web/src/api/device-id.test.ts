import type { RegisterBody } from '@portal/contracts/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../test/fake-api.ts';
import { authApi, setPayloadKey } from './auth.ts';
import { DEVICE_KEY, deviceHeader, deviceId } from './device-id.ts';

const subtle = globalThis.crypto?.subtle;

describe('the device id (decision 0046)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('is made once, kept in local storage and answered again', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(DEVICE_KEY)).toBe(first);
    expect(deviceId()).toBe(first);
    localStorage.setItem(DEVICE_KEY, 'not a device id');
    expect(deviceId()).not.toBe('not a device id');
  });

  it.skipIf(!subtle)(
    'goes as the x-device-id header with the call given it, and with no other call',
    async () => {
      const pair = await subtle.generateKey(
        { name: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
        true,
        ['wrapKey', 'unwrapKey'],
      );
      setPayloadKey({ kid: 'kid-1', jwk: await subtle.exportKey('jwk', pair.publicKey) } as never);
      const api = fakeApi({
        'PUT /wps/member/register': ok({ token: 't' }),
        'GET /wps/member/info': ok({}),
      });
      await authApi.register({ username: 'player01' } as RegisterBody, deviceHeader());
      await authApi.memberInfo();
      const [register, info] = api.calls;
      expect(register?.headers.get('x-device-id')).toBe(deviceId());
      expect(info?.headers.get('x-device-id')).toBeNull();
    },
  );
});
