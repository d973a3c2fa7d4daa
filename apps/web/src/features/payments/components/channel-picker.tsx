import type { DepositChannel } from '@portal/contracts/payments.schema';
import { formatMinor } from '@portal/contracts/wallet';
import { Icon } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import styles from './channel-picker.module.css';

type ChannelPickerProps = {
  channels: readonly DepositChannel[];
  selected: string;
  onSelect: (code: string) => void;
};

/** The deposit channels as cards: what kind of payment, its name and its limits. */
export function ChannelPicker({ channels, selected, onSelect }: ChannelPickerProps) {
  const { t } = useTranslation('payments');
  return (
    <div className={styles.grid} role="radiogroup" aria-label={t('deposit.stepMethod')}>
      {channels.map((channel) => {
        const active = channel.code === selected;
        return (
          // biome-ignore lint/a11y/useSemanticElements: cards are buttons styled as a radio group
          <button
            key={channel.code}
            type="button"
            role="radio"
            aria-checked={active}
            className={active ? `${styles.card} ${styles.active}` : styles.card}
            data-kind={channel.kind}
            data-testid={`deposit-channel-${channel.code}`}
            onClick={() => onSelect(channel.code)}
          >
            <span className={styles.icon} aria-hidden="true">
              <Icon name={channel.kind === 'bank' ? 'bank' : 'bolt'} size={22} />
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{channel.name}</span>
              <span className={styles.meta}>
                {channel.name !== t(`deposit.kind.${channel.kind}`) ? (
                  <span className={styles.tag}>{t(`deposit.kind.${channel.kind}`)}</span>
                ) : null}
                <span className={styles.range}>
                  {t('deposit.range', { min: formatMinor(channel.min), max: formatMinor(channel.max) })}
                </span>
              </span>
            </span>
            <span className={styles.check} aria-hidden="true">
              <Icon name="check" size={14} strokeWidth={3} />
            </span>
          </button>
        );
      })}
    </div>
  );
}
