import { ApiError } from '@portal/ui/api/client.ts';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRequestId } from './use-request-id.ts';

const refused = () => new ApiError('wallet.insufficient', 400, 'refused');
const unavailable = () => new ApiError('internal', 503, 'down');
const form = (amount: number) => ({ amount, vendor: 'HOUSE' });

function hook() {
  return renderHook(() => useRequestId()).result.current;
}

describe('the request id of a money submit', () => {
  it('sends the same key again while the outcome is unknown, even for a changed form', () => {
    const requestId = hook();
    const first = requestId.for(form(100));
    requestId.settle(new TypeError('Failed to fetch'));
    expect(requestId.for(form(100))).toBe(first);
    requestId.settle(unavailable());
    expect(requestId.for(form(200))).toBe(first);
  });

  it('keeps the key after a success until the form changes', () => {
    const requestId = hook();
    const first = requestId.for(form(100));
    requestId.settle();
    expect(requestId.for(form(100))).toBe(first);
    const second = requestId.for(form(200));
    expect(second).not.toBe(first);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('starts a new key after a refusal once the form changes', () => {
    const requestId = hook();
    const first = requestId.for(form(100));
    requestId.settle(refused());
    expect(requestId.for(form(100))).toBe(first);
    expect(requestId.for(form(150))).not.toBe(first);
  });

  it('gives the next request its own outcome to wait for', () => {
    const requestId = hook();
    requestId.for(form(100));
    requestId.settle();
    const second = requestId.for(form(200));
    expect(requestId.for(form(300))).toBe(second);
  });
});
