import { CHAT_POLL_MS, CHAT_RULES } from '@portal/contracts/chat';
import type { OpsChatSummary } from '@portal/contracts/chat.schema';
import { Button } from '@portal/ui/button.tsx';
import { SelectField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsChatApi } from '../../api/ops-chat.ts';
import { reaches } from '../../session/roles.ts';
import { useSession } from '../../session/session-store.ts';
import { MerchantPicker, useChosenMerchant } from '../../shell/merchant-picker.tsx';
import { PageHead, pageStyles } from '../../shell/page.tsx';
import { useAddress } from '../../shell/use-address.ts';
import { OperatorImage } from '../proof-image.tsx';
import styles from './chat.module.css';

/** How often the operator's typing is told to the player while it types. */
const TYPING_EVERY_MS = 3000;

/** Minutes a player has waited, from its first unanswered message. */
const waitedMinutes = (since: string | null, now: number) =>
  since ? Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000)) : null;

function Conversation({ merchant, id, canAnswer }: { merchant: string; id: number; canAnswer: boolean }) {
  const { t } = useTranslation('chat');
  const view = useQuery({
    queryKey: ['chat', merchant, id],
    queryFn: () => opsChatApi.view(merchant, id),
    refetchInterval: CHAT_POLL_MS,
  });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const typedAt = useRef(0);
  const client = useQueryClient();
  const data = view.data;
  const open = data?.conversation.status === 'open';
  const newestPlayer = data?.messages.filter((m) => m.from === 'player').at(-1)?.id ?? 0;

  // What the operator sees is read: the player sees the mark.
  useEffect(() => {
    if (canAnswer && data && newestPlayer > data.staffReadId)
      void opsChatApi.read(merchant, id).then(
        () => view.refetch(),
        () => {},
      );
  }, [canAnswer, data, newestPlayer, merchant, id, view]);

  async function act(run: () => Promise<unknown>) {
    setBusy(true);
    setProblem(null);
    try {
      await run();
      // the conversation and the list (its unread count, its waiting time) read again
      await client.invalidateQueries({ queryKey: ['chat', merchant] });
    } catch (error) {
      setProblem(errorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  if (!data) return view.error ? <FormAlert>{errorText(view.error, t)}</FormAlert> : null;
  const who =
    data.conversation.counterpart.kind === 'host' ? data.conversation.counterpart.name : t('service');
  const lastStaff = data.messages.filter((m) => m.from === 'staff').at(-1)?.id;
  return (
    <section className={styles.conversation} data-testid="bo-chat-conversation" data-id={id}>
      <header className={styles.convHead}>
        <div>
          <strong>{data.conversation.username}</strong>
          <small>{t('answeringAs', { name: who })}</small>
        </div>
        {canAnswer && open ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => act(() => opsChatApi.close(merchant, id))}
            data-testid="bo-chat-close"
          >
            {t('close')}
          </Button>
        ) : null}
      </header>
      <ol className={styles.messages} data-testid="bo-chat-messages">
        {data.messages.map((m) => (
          <li key={m.id} className={m.from === 'staff' ? styles.staff : styles.player} data-from={m.from}>
            <div className={styles.bubble}>
              {m.text ? <p>{m.text}</p> : null}
              {m.imageIds.map((imageId) => (
                <OperatorImage
                  key={imageId}
                  path={opsChatApi.imageUrl(merchant, id, imageId)}
                  alt={t('picture')}
                  failed={t('pictureFailed')}
                />
              ))}
            </div>
            <small>
              {formatDateTime(m.sentAt)}
              {m.operator ? ` · ${m.operator}` : ''}
              {m.id === lastStaff ? (
                <span data-testid="bo-chat-player-read">
                  {' '}
                  · {t(data.playerReadId >= m.id ? 'seen' : 'sent')}
                </span>
              ) : null}
            </small>
          </li>
        ))}
        {data.playerTyping ? (
          <li className={styles.typing} data-testid="bo-chat-typing">
            {t('playerTyping', { name: data.conversation.username })}
          </li>
        ) : null}
      </ol>
      {problem ? <FormAlert testId="bo-chat-error">{problem}</FormAlert> : null}
      {canAnswer && open ? (
        <form
          className={styles.reply}
          onSubmit={(event) => {
            event.preventDefault();
            const body = text.trim();
            if (!body) return;
            void act(async () => {
              await opsChatApi.reply(merchant, id, body);
              setText('');
            });
          }}
        >
          <textarea
            rows={2}
            maxLength={CHAT_RULES.maxChars}
            value={text}
            placeholder={t('replyAs', { name: who })}
            aria-label={t('replyAs', { name: who })}
            onChange={(e) => {
              setText(e.target.value);
              const now = Date.now();
              if (e.target.value && now - typedAt.current > TYPING_EVERY_MS) {
                typedAt.current = now;
                void opsChatApi.typing(merchant, id).catch(() => {});
              }
            }}
            data-testid="bo-chat-reply"
          />
          <Button type="submit" disabled={busy || !text.trim()} data-testid="bo-chat-send">
            {t('send')}
          </Button>
        </form>
      ) : (
        <p className={styles.note}>{t(open ? 'readOnly' : 'closedNote')}</p>
      )}
    </section>
  );
}

function Row({ c, now, on, pick }: { c: OpsChatSummary; now: number; on: boolean; pick: () => void }) {
  const { t } = useTranslation('chat');
  const waited = waitedMinutes(c.waitingSince, now);
  return (
    <li>
      <button
        type="button"
        className={`${styles.row} ${on ? styles.rowOn : ''}`}
        onClick={pick}
        data-testid="bo-chat-row"
        data-id={c.id}
        data-username={c.username}
      >
        <span className={styles.rowHead}>
          <strong>{c.username}</strong>
          {c.unread > 0 ? (
            <span className={styles.unread} data-testid="bo-chat-unread">
              {c.unread}
            </span>
          ) : null}
        </span>
        <span className={styles.rowText}>{c.lastText || t('picture')}</span>
        <small>
          {c.counterpart.kind === 'host' ? c.counterpart.name : t('service')}
          {waited !== null ? ` · ${t('waiting', { count: waited })}` : ''}
          {c.status === 'closed' ? ` · ${t('status.closed')}` : ''}
        </small>
      </button>
    </li>
  );
}

/**
 * The chat room for operators (issue 20, decision 0044): a merchant's conversations, those waiting longest
 * first with their unread counts, and one conversation; finance answers (as its host when it has one), the
 * read mark and the typing reach the player at once. Read again every few seconds (no operator socket).
 */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const operator = useSession((s) => s.operator);
  const canAnswer = reaches(operator?.role, 'finance');
  const { params, show } = useAddress();
  const { merchant, choices } = useChosenMerchant();
  const [status, setStatus] = useState('open');
  const selected = Number(params.get('id') ?? 0);
  const list = useQuery({
    queryKey: ['chat', merchant, 'list', status],
    queryFn: () => opsChatApi.list(merchant, status || undefined),
    enabled: Boolean(merchant),
    refetchInterval: CHAT_POLL_MS,
  });
  const now = list.dataUpdatedAt || Date.now();
  return (
    <section className={pageStyles.stack} data-testid="bo-chat-page">
      <PageHead title={t('title')} lead={t('lead')}>
        <MerchantPicker
          merchants={choices}
          value={merchant}
          onChange={(next) => show({ merchant: next, id: '' })}
          testId="bo-chat-merchant"
        />
      </PageHead>
      {list.error ? <FormAlert testId="bo-chat-list-error">{errorText(list.error, t)}</FormAlert> : null}
      <div className={styles.layout}>
        <aside className={styles.side}>
          <SelectField
            label={t('filter')}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            variant="compact"
            testId="bo-chat-filter"
          >
            <option value="open">{t('status.open')}</option>
            <option value="closed">{t('status.closed')}</option>
            <option value="">{t('status.any')}</option>
          </SelectField>
          <ul className={styles.list} data-testid="bo-chat-list">
            {(list.data ?? []).map((c) => (
              <Row
                key={c.id}
                c={c}
                now={now}
                on={c.id === selected}
                pick={() => show({ id: String(c.id) })}
              />
            ))}
            {list.data && list.data.length === 0 ? <li className={styles.note}>{t('none')}</li> : null}
          </ul>
        </aside>
        {selected ? (
          <Conversation
            key={`${merchant}-${selected}`}
            merchant={merchant}
            id={selected}
            canAnswer={canAnswer}
          />
        ) : (
          <p className={styles.note}>{t('pick')}</p>
        )}
      </div>
    </section>
  );
}
