import { Suspense, useEffect } from 'react';
import { withTexts } from '../i18n/setup.ts';
import { lazyChunk } from '../shell/chunks/chunk-load.ts';
import { useModalStore } from '../shell/modals/modal-store.ts';
import { openChat, takePendingChat } from '../shell/modals/open-chat.ts';
import RealtimeBridge from '../shell/realtime/realtime-bridge.tsx';

// The chat room (decision 0044) and its texts load when it is first opened.
const ChatModal = lazyChunk(withTexts(['chat'], () => import('../features/chat/chat-modal.tsx')));

/**
 * What only a logged-in real account has, loaded with its first login (outside the home page's initial
 * JavaScript): the socket events (decision 0041) and the chat room (decision 0044; trial accounts have none).
 */
export default function MemberLayer() {
  const chat = useModalStore((state) => state.current === 'chat');
  // the chat a visitor asked for before logging in opens now
  useEffect(() => {
    const wanted = takePendingChat();
    if (wanted) openChat(wanted.hostId);
  }, []);
  return (
    <>
      <RealtimeBridge />
      {chat ? (
        <Suspense fallback={null}>
          <ChatModal />
        </Suspense>
      ) : null}
    </>
  );
}
