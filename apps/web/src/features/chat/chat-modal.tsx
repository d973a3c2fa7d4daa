import { CHAT_RULES } from '@portal/contracts/chat';
import type { ChatHistory, ChatMessage } from '@portal/contracts/chat.schema';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveHosts } from '../../api/live-hosts.ts';
import { featureErrorNamespaces } from '../../i18n/feature-errors.ts';
import { imageFilesProblem } from '../../shell/forms/image-files.ts';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { useSession } from '../../shell/session/session-store.ts';
import { markChatRead, sendTyping, useChatHistory, useSendChat } from './chat-api.ts';
import styles from './chat-modal.module.css';

/** How often the player's typing is told to the staff while it types. */
const TYPING_EVERY_MS = 3000;

/** A picture of the player's own conversation: fetched with the session token, shown from memory. */
function ChatPicture({ id }: { id: number }) {
  const { t } = useTranslation('chat');
  const token = useSession((state) => state.token);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    void fetch(`/wps/chat/images/${id}`, { headers: token ? { authorization: token } : {} })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob || !live) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => {});
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, token]);
  return src ? (
    <img className={styles.picture} src={src} alt={t('picture')} data-testid="chat-picture" />
  ) : (
    <span className={styles.picturePending} role="img" aria-label={t('picture')} />
  );
}

function Bubble({ message, mark }: { message: ChatMessage; mark: 'seen' | 'sent' | null }) {
  const { t, i18n } = useTranslation('chat');
  const mine = message.from === 'player';
  const time = new Date(message.sentAt).toLocaleTimeString(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <li className={mine ? styles.mine : styles.theirs} data-testid="chat-message" data-from={message.from}>
      <div className={styles.bubble}>
        {message.text ? <p className={styles.text}>{message.text}</p> : null}
        {message.imageIds.map((id) => (
          <ChatPicture key={id} id={id} />
        ))}
      </div>
      <span className={styles.meta}>
        {time}
        {mark ? (
          <span data-testid="chat-read-mark" data-mark={mark}>
            {' · '}
            {t(mark)}
          </span>
        ) : null}
      </span>
    </li>
  );
}

/** The player's last message carries its mark: seen once the staff's read mark reached it. */
function markOf(history: ChatHistory | undefined, message: ChatMessage, lastMine: number | undefined) {
  if (message.from !== 'player' || message.id !== lastMine || !history?.conversation) return null;
  return history.conversation.staffReadId >= message.id ? 'seen' : 'sent';
}

/**
 * The chat room (spec section 2's modal; decision 0044): the player's conversation with customer service,
 * or with a live host, its history, pictures, read marks and the staff's typing. Messages go out over REST;
 * answers arrive over the socket (`chat` reads the history again) or by polling while it is down.
 */
export function ChatModal({ hostId, onClose }: { hostId?: number | undefined; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const history = useChatHistory(hostId);
  const hosts = useLiveHosts();
  const send = useSendChat(hostId);
  const errorText = useApiErrorText(featureErrorNamespaces('chat'));
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const listEnd = useRef<HTMLLIElement>(null);
  const typedAt = useRef(0);

  const data = history.data;
  const conversation = data?.conversation ?? null;
  const host = hostId ? hosts.data?.find((h) => h.id === hostId) : undefined;
  const name =
    conversation?.counterpart.kind === 'host' ? conversation.counterpart.name : (host?.name ?? null);
  const messages = data?.messages ?? [];
  const newest = messages.at(-1)?.id ?? 0;
  const lastMine = messages.filter((m) => m.from === 'player').at(-1)?.id;

  // The newest message in view is read: the staff sees the mark.
  useEffect(() => {
    if (conversation && newest > conversation.playerReadId)
      void markChatRead(conversation.id, newest).catch(() => {});
  }, [conversation, newest]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a message or the typing mark comes
  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [newest, conversation?.typing]);

  function typing(value: string) {
    setText(value);
    const now = Date.now();
    if (conversation?.status === 'open' && value && now - typedAt.current > TYPING_EVERY_MS) {
      typedAt.current = now;
      void sendTyping(conversation.id).catch(() => {});
    }
  }

  async function submit() {
    const body = text.trim();
    if (!body && files.length === 0) return setProblem(t('chat.empty', { keySeparator: false }));
    const found = imageFilesProblem(files, CHAT_RULES);
    if (found) return setProblem(t(`images.${found}`, { max: CHAT_RULES.maxImages }));
    setProblem(null);
    try {
      await send.mutateAsync({ text: body, images: files });
      setText('');
      setFiles([]);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      icon="chat"
      title={name ? t('titleHost', { name }) : t('title')}
      closeLabel={t('close')}
      testId="chat-modal"
      size="md"
    >
      <div className={styles.room} data-conversation={conversation?.id ?? ''}>
        <ol className={styles.list} data-testid="chat-messages" aria-live="polite">
          {messages.length === 0 && !history.isLoading ? (
            <li className={styles.empty}>{name ? t('emptyHost', { name }) : t('empty')}</li>
          ) : null}
          {messages.map((m) => (
            <Bubble key={m.id} message={m} mark={markOf(data, m, lastMine)} />
          ))}
          {conversation?.typing ? (
            <li className={styles.typing} data-testid="chat-typing">
              {t('typing', { name: name ?? t('service') })}
            </li>
          ) : null}
          {conversation?.status === 'closed' ? (
            <li className={styles.closed} data-testid="chat-closed">
              {t('closedNote')}
            </li>
          ) : null}
          <li ref={listEnd} aria-hidden="true" />
        </ol>
        <form
          className={styles.composer}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <textarea
            className={styles.input}
            rows={2}
            maxLength={CHAT_RULES.maxChars}
            value={text}
            placeholder={t('placeholder')}
            aria-label={t('placeholder')}
            onChange={(e) => typing(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                void submit();
              }
            }}
            data-testid="chat-input"
          />
          <label className={styles.attach} title={t('attach', { max: CHAT_RULES.maxImages })}>
            <Icon name="image" size={20} />
            <span className="visually-hidden">{t('attach', { max: CHAT_RULES.maxImages })}</span>
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg"
              multiple
              hidden
              onChange={(e) => {
                const chosen = [...(e.target.files ?? [])];
                setFiles(chosen);
                const found = imageFilesProblem(chosen, CHAT_RULES);
                setProblem(found ? t(`images.${found}`, { max: CHAT_RULES.maxImages }) : null);
              }}
              data-testid="chat-images"
            />
          </label>
          <Button type="submit" disabled={send.isPending} data-testid="chat-send">
            {t(send.isPending ? 'sending' : 'send')}
          </Button>
        </form>
        {files.length > 0 ? (
          <small className={styles.attached}>{t('attached', { count: files.length })}</small>
        ) : null}
        {problem ? <FormAlert testId="chat-error">{problem}</FormAlert> : null}
      </div>
    </Modal>
  );
}

/** The chat room opened through the modal store (payload: { hostId } for a live host). */
export default function ChatModalFromStore() {
  const payload = useModalStore((state) => state.payload) as { hostId?: number } | undefined;
  const close = useModalStore((state) => state.close);
  return <ChatModal hostId={payload?.hostId} onClose={close} />;
}
