import type { Game, PvpRoom } from '@portal/contracts/games';
import { Button } from '@portal/ui/button.tsx';
import { formatMoney } from '@portal/ui/format.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../api/system-status.ts';
import { useModalStore } from '../../../shell/modals/modal-store.ts';
import { useSession } from '../../../shell/session/session-store.ts';
import { useGameList } from '../api/get-game-list.ts';
import { useRoomList } from '../api/room-list.ts';
import { useGameHost } from '../lib/game-host.ts';
import styles from './room-list.module.css';

/** Enough PvP games to find every room's game by its code. */
const PVP_LOOKUP = { gameType: 'PVP', pageNo: 1, pageSize: 100 } as const;

function RoomRow({ room, game }: { room: PvpRoom; game: Game | undefined }) {
  const { t } = useTranslation('gamecentre');
  const { launcher } = useGameHost();
  const currency = useSystemStatus().data?.info.currencySymbol ?? '';
  const full = room.players >= room.seats;
  const money = (amount: number) => `${currency}${formatMoney(amount)}`;
  return (
    <li className={styles.room} data-testid={`room-${room.roomId}`}>
      <div className={styles.info}>
        <span className={styles.name}>{room.name}</span>
        <span className={styles.limits}>
          {t('rooms.limits', { min: money(room.minBet), max: money(room.maxBet) })}
        </span>
      </div>
      <div className={styles.seats}>
        <span className={styles.count}>
          {t('rooms.players', { players: room.players, seats: room.seats })}
        </span>
        <span className={styles.meter} aria-hidden="true">
          <span style={{ width: `${Math.min(100, (room.players / room.seats) * 100)}%` }} />
        </span>
      </div>
      <Button
        size="sm"
        variant={full ? 'outline' : 'primary'}
        disabled={!game || full}
        onClick={() => game && launcher.play(game)}
        data-testid="room-join"
      >
        {full ? t('rooms.full') : t('rooms.join')}
      </Button>
    </li>
  );
}

/** The PvP rooms (GLS2_roomList): limits, players at the table and a Join that launches its game. */
export function RoomList() {
  const { t } = useTranslation('gamecentre');
  const isLogin = useSession((state) => state.isLogin);
  const rooms = useRoomList();
  const games = useGameList(PVP_LOOKUP, { enabled: isLogin });
  const byCode = new Map((games.data?.content ?? []).map((game) => [game.gameCode, game]));

  let body: ReactNode;
  if (!isLogin) {
    body = (
      <div className={styles.note}>
        <p>{t('rooms.login')}</p>
        <Button size="sm" onClick={() => useModalStore.getState().open('login')}>
          {t('auth.login', { ns: 'common' })}
        </Button>
      </div>
    );
  } else if (rooms.isPending) {
    body = (
      <div className={styles.list}>
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders only
          <Skeleton key={index} height={58} radius="var(--radius-md)" />
        ))}
      </div>
    );
  } else if (rooms.isError) {
    body = (
      <div className={styles.note} role="alert">
        <p>{t('rooms.failed')}</p>
        <Button size="sm" variant="outline" onClick={() => void rooms.refetch()}>
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </div>
    );
  } else if (rooms.data.length === 0) {
    body = <p className={styles.note}>{t('rooms.empty')}</p>;
  } else {
    body = (
      <ul className={styles.list}>
        {rooms.data.map((room) => (
          <RoomRow key={room.roomId} room={room} game={byCode.get(room.gameCode)} />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="room-list-title" data-testid="room-list">
      <header className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name="users" size={18} />
        </span>
        <h2 id="room-list-title" className={styles.title}>
          {t('rooms.title')}
        </h2>
        {isLogin && rooms.data && rooms.data.length > 0 && (
          <span className={styles.live}>{t('rooms.live')}</span>
        )}
      </header>
      {body}
    </section>
  );
}
