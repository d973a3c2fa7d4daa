import type { InboxPage } from '@portal/contracts/messages.schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { feature, statusWith } from '../../../test/fixtures.ts';
import { renderMemberPage } from '../../../test/render.tsx';
import { memberPageTestsAt } from '../../../test/session.ts';
import { MessageCentrePage } from './message-centre-page.tsx';

memberPageTestsAt(new Date('2026-12-05T05:00:00Z'));

const INBOX: InboxPage = {
  content: [
    {
      id: 2,
      kind: 'promotion',
      title: 'Weekend bonus',
      content: 'Deposit and get 10%',
      read: false,
      sentAt: '2026-12-05T04:00:00.000Z',
    },
    {
      id: 1,
      kind: 'system',
      title: 'Welcome',
      content: 'Hello',
      read: true,
      sentAt: '2026-12-04T04:00:00.000Z',
    },
  ],
  pageNum: 1,
  pageSize: 10,
  total: 2,
  totalPages: 1,
  unread: 1,
};
const CONFIG = {
  categories: ['deposit', 'other'],
  minWords: 3,
  maxWords: 300,
  maxChars: 3000,
  maxImages: 3,
  maxBytes: 5242880,
};

describe('message centre', () => {
  it('opens an unread message, which reads it', async () => {
    const api = fakeApi({
      'GET /wps/relay/CSP_getInbox': ok(INBOX),
      'POST /wps/relay/CSP_readMessage': ok({ unread: 0 }),
    });
    renderMemberPage(<MessageCentrePage />, { status: statusWith([feature('INBOX3', true)]) });
    const rows = await screen.findAllByTestId('message-open');
    expect(rows[0]?.dataset.read).toBe('false');
    fireEvent.click(rows[0] as HTMLElement);
    expect((await screen.findByTestId('message-body')).textContent).toContain('Deposit and get 10%');
    await waitFor(() => expect(api.to('POST /wps/relay/CSP_readMessage')).toHaveLength(1));
    expect(api.to('POST /wps/relay/CSP_readMessage')[0]?.body).toEqual({ ids: [2] });
    // feedback is off on this site: no button
    expect(screen.queryByTestId('feedback-open')).toBeNull();
  });

  it('sends feedback within the word bounds, as a form', async () => {
    const api = fakeApi({
      'GET /wps/relay/CSP_getInbox': ok(INBOX),
      'GET /wps/feedback/config': ok(CONFIG),
      'PUT /wps/feedback': ok({
        id: 5,
        category: 'deposit',
        status: 'open',
        createdAt: '2026-12-05T05:00:00.000Z',
      }),
    });
    renderMemberPage(<MessageCentrePage />, {
      status: statusWith([feature('INBOX3', true), feature('FEEDBACK3', true)]),
    });
    fireEvent.click(await screen.findByTestId('feedback-open'));
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(2));
    fireEvent.change(screen.getByTestId('feedback-category'), { target: { value: 'deposit' } });
    fireEvent.change(screen.getByTestId('feedback-text'), { target: { value: 'too short' } });
    expect(screen.getByTestId('feedback-words').textContent).toContain('between 3 and 300');
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect((await screen.findByTestId('feedback-error')).textContent).toContain('between 3 and 300');
    fireEvent.change(screen.getByTestId('feedback-text'), { target: { value: 'please show bank hours' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await screen.findByTestId('feedback-sent');
    const form = api.to('PUT /wps/feedback')[0]?.form;
    expect(form?.get('category')).toBe('deposit');
    expect(form?.get('content')).toBe('please show bank hours');
  });
});
