import { ApiError } from '@portal/ui/api/client.ts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../test/render.tsx';
import { countdownSeconds, SmsCodeButton } from './sms-code-button.tsx';

const button = () => screen.getByTestId('sms-code-button') as HTMLButtonElement;
const click = () => act(async () => fireEvent.click(button()));
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SmsCodeButton', () => {
  it('counts down expiredMinutes x 60 seconds and re-enables at 0', async () => {
    const request = vi.fn().mockResolvedValue({ expiredMinutes: 1 });
    renderInShell(<SmsCodeButton request={request} />);
    expect(button().textContent).toBe('Send code');

    await click();
    expect(request).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('60 s');
    expect(button().disabled).toBe(true);

    tick(1000);
    expect(button().textContent).toBe('59 s');
    await click();
    expect(request).toHaveBeenCalledTimes(1);

    tick(59_000);
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Send again');
    await click();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('counts one minute for firebase whatever the answer says', () => {
    expect(countdownSeconds({ expiredMinutes: 5 })).toBe(300);
    expect(countdownSeconds({ expiredMinutes: 5 }, true)).toBe(60);
  });

  it('sends nothing when the caller’s check fails', async () => {
    const request = vi.fn().mockResolvedValue({ expiredMinutes: 1 });
    renderInShell(<SmsCodeButton request={request} validate={() => false} />);
    await click();
    expect(request).not.toHaveBeenCalled();
    expect(button().disabled).toBe(false);
  });

  it('shows a refused request’s message in a warning popup and lets one request through per second', async () => {
    const request = vi
      .fn()
      .mockRejectedValue(new ApiError('sms.too.many.requests', 429, 'Too many requests, retry in 5 minutes'));
    renderInShell(<SmsCodeButton request={request} />);

    await click();
    tick(100);
    const popup = screen.getByTestId('sms-failure-popup');
    expect(popup.textContent).toContain('Too many requests, please retry after 5 minutes.');
    fireEvent.click(screen.getByTestId('sms-failure-ok'));
    expect(screen.queryByTestId('sms-failure-popup')).toBeNull();

    // still within the second: the click is ignored
    tick(500);
    await click();
    expect(request).toHaveBeenCalledTimes(1);
    tick(500);
    await click();
    expect(request).toHaveBeenCalledTimes(2);
  });
});
