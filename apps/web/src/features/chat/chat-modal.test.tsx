import type { ChatHistory } from '@portal/contracts/chat.schema';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { openChat, takePendingChat } from '../../shell/modals/open-chat.ts';
import { useSession } from '../../shell/session/session-store.ts';
import { fail, fakeApi, ok } from '../../test/fake-api.ts';
import { renderMemberPage } from '../../test/render.tsx';
import { memberPageTestsAt, signIn } from '../../test/session.ts';
import { ChatModal } from './chat-modal.tsx';

memberPageTestsAt(new Date('2026-12-07T05:00:00Z'));

const message = (id: number, from: 'player' | 'staff', text: string) => ({
  id,
  from,
  text,
  imageIds: [],
  sentAt: '2026-12-07T04:59:00.000Z',
});
const FIRST = [message(1, 'player', 'Is my deposit in?'), message(2, 'staff', 'Checking now')];
const history = (staffReadId: number, typing = false, messages = FIRST): ChatHistory => ({
  conversation: {
    id: 7,
    status: 'open',
    counterpart: { kind: 'service', hostId: null, name: 'Customer service', picture: null },
    playerReadId: 1,
    staffReadId,
    typing,
  },
  messages,
  more: false,
});

describe('chat modal', () => {
  it('shows the history, reads it, sends a message as a form and marks it seen once the staff read it', async () => {
    signIn();
    const api = fakeApi({
      'GET /wps/chat/messages': [
        ok(history(0, true)),
        ok(history(3, false, [...FIRST, message(3, 'player', 'Thanks')])),
      ],
      'GET /wps/relay/CBS_modelList': ok([]),
      'POST /wps/chat/messages': ok({ conversationId: 7, message: message(3, 'player', 'Thanks') }),
      'POST /wps/chat/read': ok({ conversationId: 7, readId: 3 }),
      'POST /wps/chat/typing': ok(null),
    });
    renderMemberPage(<ChatModal onClose={() => {}} />);
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    expect(screen.getByTestId('chat-typing').textContent).toContain('Customer service is typing');
    expect(screen.getByTestId('chat-read-mark').dataset.mark).toBe('sent');
    await waitFor(() =>
      expect(api.to('POST /wps/chat/read')[0]?.body).toEqual({ conversationId: 7, messageId: 2 }),
    );
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'Thanks' } });
    await waitFor(() => expect(api.to('POST /wps/chat/typing')[0]?.body).toEqual({ conversationId: 7 }));
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(api.to('POST /wps/chat/messages')).toHaveLength(1));
    expect(api.to('POST /wps/chat/messages')[0]?.form?.get('text')).toBe('Thanks');
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(3));
    expect(screen.queryByTestId('chat-typing')).toBeNull();
    expect(screen.getByTestId('chat-read-mark').dataset.mark).toBe('seen');
  });

  it('says why a message was refused, in the chat texts', async () => {
    signIn();
    fakeApi({
      'GET /wps/chat/messages': ok({ conversation: null, messages: [], more: false }),
      'GET /wps/relay/CBS_modelList': ok([]),
      'POST /wps/chat/messages': fail('chat.host.unknown', 404),
    });
    renderMemberPage(<ChatModal hostId={99} onClose={() => {}} />);
    fireEvent.change(await screen.findByTestId('chat-input'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect((await screen.findByTestId('chat-error')).textContent).toContain('not available for chat');
  });

  it('asks a visitor to log in first and offers a trial account no chat', () => {
    act(() => openChat(3));
    expect(useModalStore.getState().current).toBe('login');
    // the member layer opens the chat asked for once the login is done, once
    expect(takePendingChat()).toEqual({ hostId: 3 });
    expect(takePendingChat()).toBeNull();
    act(() => useModalStore.getState().close());
    signIn();
    act(() => useSession.setState({ isTrial: true }));
    act(() => openChat(3));
    expect(useModalStore.getState().current).toBeNull();
    act(() => useSession.setState({ isTrial: false }));
    act(() => openChat(3));
    expect(useModalStore.getState()).toMatchObject({ current: 'chat', payload: { hostId: 3 } });
  });
});
