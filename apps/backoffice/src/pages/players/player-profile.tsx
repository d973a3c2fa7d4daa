import type { OpsPlayer } from '@portal/contracts/operators-players.schema';
import { formatDateTime } from '@portal/ui/format.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageStyles } from '../../shell/page.tsx';
import styles from './players.module.css';

/** The account as the player filled it in and as the platform knows it, its tree and its payee cards. */
export function PlayerProfile({ player, onOpen }: { player: OpsPlayer; onOpen: (id: number) => void }) {
  const { t } = useTranslation('players');
  const when = (value: string | null) => (value ? formatDateTime(value) : t('never'));
  const none = <span className={pageStyles.muted}>{t('none')}</span>;
  const rows: Array<[string, ReactNode]> = [
    [t('profile.realName'), player.realName ?? none],
    [t('profile.nickname'), player.nickname ?? none],
    [t('profile.mobile'), player.mobile ?? none],
    [t('profile.email'), player.email ?? none],
    [t('profile.birthday'), player.birthday ?? none],
    [t('profile.type'), `${t(`kind.${player.kind}`)} (${player.accountType})`],
    [t('profile.affiliate'), player.affiliateCode ?? none],
    [t('profile.created'), when(player.createdAt)],
    [t('profile.firstLogin'), when(player.firstLoginAt)],
    [
      t('profile.lastLogin'),
      player.lastLoginIp ? `${when(player.lastLoginAt)} · ${player.lastLoginIp}` : when(player.lastLoginAt),
    ],
    [t('profile.passwordChanged'), when(player.passwordChangedAt)],
    [t('profile.mustChange'), player.mustChangePassword ? t('yes') : t('no')],
  ];
  // the chain from the top of the tree down to the player
  const chain = [...player.upline].reverse();
  return (
    <div className={styles.profile}>
      <div className={styles.box}>
        <h2>{t('profile.title')}</h2>
        <dl className={styles.details} data-testid="bo-player-profile">
          {rows.map(([label, value]) => (
            <div key={label} className={styles.pair}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <div className={styles.box}>
          <h2>{t('profile.upline')}</h2>
          <ol className={styles.chain} data-testid="bo-player-upline">
            {chain.map((up) => (
              <li key={up.id}>
                <button type="button" className={pageStyles.link} onClick={() => onOpen(up.id)}>
                  {up.username}
                </button>
                <span>{t(`kind.${up.kind}`)}</span>
              </li>
            ))}
            <li aria-current="true">
              <span>{player.username}</span>
              <span>{t('profile.downline', { count: player.downlineCount })}</span>
            </li>
          </ol>
        </div>
        <div className={styles.box}>
          <h2>{t('profile.cards')}</h2>
          {player.bankCards.length === 0 ? (
            <p className={styles.summaryLine}>{t('profile.noCards')}</p>
          ) : (
            <ul className={styles.cards}>
              {player.bankCards.map((card) => (
                <li key={card.id}>
                  <strong>{card.accountName}</strong>
                  <small>
                    {card.bankName} · {card.accountNumber}
                  </small>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
