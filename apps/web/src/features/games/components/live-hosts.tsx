import type { LiveHost } from '@portal/contracts/chat.schema';
import { Button } from '@portal/ui/button.tsx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { launchChat, useLiveHosts } from '../../../api/live-hosts.ts';
import { openChat, useChatOffered } from '../../../shell/modals/open-chat.ts';
import styles from './live-hosts.module.css';

function HostCard({ host, chat }: { host: LiveHost; chat: boolean }) {
  const { t, i18n } = useTranslation('chat');
  const navigate = useNavigate();
  const languages = new Intl.DisplayNames([i18n.language], { type: 'language' });
  return (
    <li className={styles.card} data-testid="host-card" data-host={host.id} data-status={host.status}>
      <span className={styles.portrait}>
        <img src={host.picture} alt="" width={72} height={72} loading="lazy" />
        <span className={styles.dot} data-status={host.status} aria-hidden="true" />
      </span>
      <span className={styles.body}>
        <strong className={styles.name}>{host.name}</strong>
        <span className={styles.status} data-status={host.status}>
          {t(`hosts.status.${host.status}`)}
        </span>
        <small className={styles.detail}>
          {t('hosts.languages', { list: host.languages.map((l) => languages.of(l) ?? l).join(', ') })}
        </small>
      </span>
      {chat ? (
        <Button
          size="sm"
          data-testid="host-chat"
          // CBS_launchChat answers where the chat opens: this page, which asks a visitor to log in first
          onClick={() =>
            void launchChat(host.id)
              .then(({ chatUrl }) => navigate(chatUrl, { replace: true }))
              .catch(() => openChat(host.id))
          }
        >
          {t('hosts.chat')}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The live casino's hosts (CBS_modelList) as a strip of cards with their status and a Chat button; the
 * page's `?chat=<host>` (the chat launch's chatUrl) opens the chat with that host, after a visitor logs in.
 */
export default function LiveHosts() {
  const { t } = useTranslation('chat');
  const hosts = useLiveHosts();
  const chat = useChatOffered();
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('chat') ?? 0);

  // the chat launch's address: the chat opens (after the login for a visitor) and the address forgets it
  useEffect(() => {
    if (!wanted) return;
    openChat(wanted);
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.delete('chat');
        return next;
      },
      { replace: true },
    );
  }, [wanted, setParams]);

  if (!hosts.data?.length) return null;
  return (
    <section className={styles.strip} aria-label={t('hosts.title')} data-testid="live-hosts">
      <h2 className={styles.title}>{t('hosts.title')}</h2>
      <ul className={styles.list}>
        {hosts.data.map((host) => (
          <HostCard key={host.id} host={host} chat={chat} />
        ))}
      </ul>
    </section>
  );
}
