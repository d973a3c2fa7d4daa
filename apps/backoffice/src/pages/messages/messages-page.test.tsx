import type { OpsFeedback, OpsMessage } from '@portal/contracts/messages.schema';
import type { OperatorRole } from '@portal/contracts/operators';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOps, ok, pageOf, renderScreen } from '../../test/screen.tsx';
import FeedbackPage from './feedback-page.tsx';
import MessagesPage from './messages-page.tsx';

const MERCHANTS = [{ code: 'siam', name: 'Siam' }];
const MESSAGE: OpsMessage = {
  id: 3,
  kind: 'system',
  title: { en: 'Maintenance tonight' },
  content: { en: 'From 2am' },
  audience: 'merchant',
  target: '*',
  status: 'sent',
  source: 'operator',
  sendAt: '2026-11-20T10:00:00.000Z',
  sentAt: '2026-11-20T10:00:00.000Z',
  recipients: 100000,
  reads: 42,
  createdBy: 'admin',
};
const FEEDBACK: OpsFeedback = {
  id: 9,
  username: 'demo',
  category: 'deposit',
  content: 'Show the bank hours please',
  imageIds: [],
  status: 'open',
  answer: null,
  answeredBy: null,
  answeredAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (role: OperatorRole, path: string, page: ReactElement, query = '') =>
  renderScreen(role, path, page, `${path}${query}`);

describe('the messages screen', () => {
  it('lists sent messages with recipients and reads; an administrator sends to a VIP level', async () => {
    const api = fakeOps({
      'GET /ops/v1/merchants': ok(MERCHANTS),
      'GET /ops/v1/messages': ok(pageOf([MESSAGE])),
      'POST /ops/v1/messages': ok({
        ...MESSAGE,
        id: 4,
        audience: 'vip',
        target: 'VIP 2',
        recipients: 12,
        reads: 0,
      }),
    });
    open('admin', '/messages', <MessagesPage />);
    const table = await screen.findByTestId('bo-messages');
    await waitFor(() => expect(table.textContent).toContain('Maintenance tonight'));
    expect(table.textContent).toContain('100000');
    expect(within(table).getByTestId('bo-message-reads').textContent).toBe('42');

    fireEvent.click(screen.getByTestId('bo-tab-compose'));
    fireEvent.change(await screen.findByTestId('bo-message-audience'), { target: { value: 'vip' } });
    fireEvent.change(screen.getByTestId('bo-message-level'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('bo-message-title-en'), { target: { value: 'VIP gift' } });
    fireEvent.change(screen.getByTestId('bo-message-contentEn'), { target: { value: 'A gift for you' } });
    fireEvent.click(screen.getByTestId('bo-message-send'));
    await waitFor(() => expect(api.sent('POST', '/ops/v1/messages')).toHaveLength(1));
    expect(api.sent('POST', '/ops/v1/messages')[0]?.body).toEqual({
      merchant: 'siam',
      kind: 'system',
      audience: 'vip',
      level: 2,
      title: { en: 'VIP gift' },
      content: { en: 'A gift for you' },
    });
    // back on the list, the page says what was sent
    expect((await screen.findByTestId('bo-message-sent')).textContent).toContain('sent to 12 players');
    await waitFor(() => expect(screen.queryByTestId('bo-message-send')).toBeNull());
  });

  it('viewers read the list without the composer', async () => {
    fakeOps({ 'GET /ops/v1/merchants': ok(MERCHANTS), 'GET /ops/v1/messages': ok(pageOf([MESSAGE])) });
    open('viewer', '/messages', <MessagesPage />);
    await screen.findByTestId('bo-messages');
    expect(screen.queryByTestId('bo-tab-compose')).toBeNull();
  });
});

describe('the feedback screen', () => {
  it('finance answers an open feedback', async () => {
    const api = fakeOps({
      'GET /ops/v1/merchants': ok(MERCHANTS),
      'GET /ops/v1/feedback': ok(pageOf([FEEDBACK])),
      'POST /ops/v1/feedback/9/answer': ok({ ...FEEDBACK, status: 'answered', answer: 'Done' }),
    });
    open('finance', '/feedback', <FeedbackPage />);
    const table = await screen.findByTestId('bo-feedback');
    await waitFor(() => expect(table.textContent).toContain('Show the bank hours please'));
    fireEvent.click(within(table).getByTestId('bo-feedback-answer'));
    const dialog = await screen.findByTestId('bo-feedback-dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Added next week' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(api.sent('POST', '/ops/v1/feedback/9/answer')).toHaveLength(1));
    expect(api.sent('POST', '/ops/v1/feedback/9/answer')[0]?.body).toEqual({
      merchant: 'siam',
      answer: 'Added next week',
    });
    expect((await screen.findByTestId('bo-feedback-notice')).textContent).toContain('Feedback #9 answered');
  });
});
