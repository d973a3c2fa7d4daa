import type { MemberInfo } from '@portal/contracts/member';
import { isModuleEnabled } from '@portal/contracts/system';
import { Button } from '@portal/ui/button.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { formatDateTime } from '@portal/ui/format.ts';
import hero from '@portal/ui/hero-card.module.css';
import { Icon } from '@portal/ui/icons.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../api/system-status.ts';
import { useModalStore } from '../../../shell/modals/modal-store.ts';
import { iconPicture } from '../../../shell/session/icon-picture.ts';
import { useSession } from '../../../shell/session/session-store.ts';
import { useMemberIcon, useSetMemberIcon } from '../api/member-icon.ts';
import styles from './account-card.module.css';
import { IconPicker } from './icon-picker.tsx';

const dateOnly = (text: string) => formatDateTime(text).split(' ')[0] ?? text;

/** Who is signed in: icon (with the picker when PROFPIC3 is on), name, type and login facts. */
export function AccountCard({ user }: { user: MemberInfo }) {
  const { t } = useTranslation('member');
  const errorText = useApiErrorText();
  const tree = useSystemStatus().data?.info.whitelabelVal ?? [];
  const canPick = isModuleEnabled(tree, 'PROFPIC3');
  const icon = useMemberIcon(user.id, canPick);
  const setIcon = useSetMemberIcon(user.id);
  const [picking, setPicking] = useState(false);

  const current = icon.data?.icon ?? user.icon;
  const picture = icon.data?.iconUrl ?? iconPicture(user.icon);

  const pick = (choice: string) =>
    setIcon.mutate(choice, {
      onSuccess: (value) => {
        const session = useSession.getState();
        if (session.user) session.setUser({ ...session.user, icon: value.iconUrl });
        setPicking(false);
      },
    });

  return (
    <section className={`${hero.heroCard} ${styles.card}`} data-testid="account-card">
      <div className={styles.top}>
        <div className={styles.avatar}>
          <img src={picture} alt="" width={88} height={88} />
          {canPick ? (
            <button
              type="button"
              className={styles.avatarEdit}
              aria-label={t('card.changeIcon')}
              aria-expanded={picking}
              data-testid="change-icon"
              onClick={() => setPicking((open) => !open)}
            >
              <Icon name="pencil" size={14} strokeWidth={2.2} />
            </button>
          ) : null}
        </div>
        <div className={styles.identity}>
          <div className={styles.nameRow}>
            <h3 className={styles.name} data-testid="account-name">
              {user.account}
            </h3>
            <span
              className={`${styles.badge} ${user.isAgent ? styles.agent : ''}`}
              data-testid="account-type"
            >
              <Icon name={user.isAgent ? 'star' : 'user'} size={12} strokeWidth={2.4} />
              {t(user.isAgent ? 'card.agent' : 'card.player')}
            </span>
          </div>
          {user.nickname ? <p className={styles.nickname}>{user.nickname}</p> : null}
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('card.memberSince')}</dt>
              <dd data-testid="member-since">{dateOnly(user.createdAt)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('card.lastLogin')}</dt>
              <dd data-testid="last-login">
                {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('card.firstVisit')}
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('card.lastLoginIp')}</dt>
              <dd className={styles.mono}>{user.lastLoginIp ?? '—'}</dd>
            </div>
          </dl>
        </div>
        <div className={styles.actions}>
          <Button
            variant="outline"
            size="sm"
            icon={<Icon name="lock" size={16} />}
            data-testid="change-password"
            onClick={() => useModalStore.getState().open('changePassword')}
          >
            {t('card.changePassword')}
          </Button>
        </div>
      </div>
      {picking && icon.data ? (
        <div className={styles.picker}>
          <p className={styles.pickerTitle}>{t('card.chooseIcon')}</p>
          <IconPicker
            choices={icon.data.choices}
            current={current}
            pattern={icon.data.iconUrl}
            busy={setIcon.isPending}
            onPick={pick}
          />
          {setIcon.error ? (
            <p role="alert" className={styles.error}>
              {errorText(setIcon.error)}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
