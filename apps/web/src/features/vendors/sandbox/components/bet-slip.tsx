import type { SandboxEvent } from '@portal/contracts/vendors.schema';
import { parseMajor } from '@portal/contracts/wallet';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { potentialReturn, stakeText } from '../lib/betting.ts';
import styles from './bet-slip.module.css';
import { StakeChips } from './stake-chips.tsx';

export type Selection = { event: SandboxEvent; pick: string };

type BetSlipProps = {
  selection: Selection | null;
  stakes: number[];
  /** The stake as typed, in major units. */
  stake: string;
  onStake: (text: string) => void;
  money: (amount: number) => string;
  placing: boolean;
  disabled: boolean;
  onPlace: () => void;
  onRemove: () => void;
};

/** The pick being bet on, its odds, the stake (a chip or typed) and what it would return. */
export function BetSlip(props: BetSlipProps) {
  const { selection, stakes, stake, onStake, money, placing, disabled, onPlace, onRemove } = props;
  const { t } = useTranslation('tables');
  if (!selection) {
    return (
      <section className={styles.slip} aria-labelledby="bet-slip-title">
        <h2 id="bet-slip-title" className={styles.title}>
          {t('slip.title')}
        </h2>
        <p className={styles.empty}>{t('slip.empty')}</p>
      </section>
    );
  }
  const odds = selection.event.odds[selection.pick] ?? 0;
  const amount = parseMajor(stake);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPlace();
  };
  return (
    <form className={styles.slip} aria-labelledby="bet-slip-title" onSubmit={submit} data-testid="bet-slip">
      <header className={styles.header}>
        <h2 id="bet-slip-title" className={styles.title}>
          {t('slip.title')}
        </h2>
        <button type="button" className={styles.remove} onClick={onRemove} aria-label={t('slip.remove')}>
          ×
        </button>
      </header>
      <p className={styles.match}>
        {selection.event.home} {t('events.versus')} {selection.event.away}
      </p>
      <p className={styles.selection}>
        <span>{t(`picks.${selection.pick}`, { defaultValue: selection.pick })}</span>
        <span>
          {t('slip.odds')} <strong data-testid="slip-odds">{odds.toFixed(2)}</strong>
        </span>
      </p>
      <label className={styles.stakeField}>
        <span>{t('slip.stake')}</span>
        <input
          className={styles.input}
          data-testid="stake-input"
          inputMode="decimal"
          autoComplete="off"
          value={stake}
          onChange={(event) => onStake(event.target.value)}
        />
      </label>
      <StakeChips
        stakes={stakes}
        selected={amount}
        disabled={placing}
        label={stakeText}
        onPick={(value) => onStake(stakeText(value))}
      />
      <p className={styles.potential}>
        <span>{t('slip.potential')}</span>
        <strong data-testid="potential-return">{money(amount ? potentialReturn(amount, odds) : 0)}</strong>
      </p>
      <button type="submit" className={styles.place} data-testid="place-bet" disabled={disabled || placing}>
        {placing ? t('slip.placing') : t('slip.place')}
      </button>
    </form>
  );
}
