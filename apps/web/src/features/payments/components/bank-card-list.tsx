import type { Bank, BankCards } from '@portal/contracts/payments.schema';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayAccountNumber } from '../lib/amount.ts';
import { BankCardForm } from './bank-card-form.tsx';
import styles from './bank-cards.module.css';

type BankCardListProps = { cards: BankCards; banks: readonly Bank[] };

/** The bound accounts as little cards, and the form for one more while the limit allows. */
export function BankCardList({ cards, banks }: BankCardListProps) {
  const { t } = useTranslation('payments');
  const [adding, setAdding] = useState(false);
  const full = cards.cards.length >= cards.maxCards;
  return (
    <div className={styles.wrap}>
      <ul className={styles.grid} data-testid="card-list">
        {cards.cards.map((card, index) => (
          <li
            key={card.id}
            className={styles.card}
            data-testid="card-item"
            data-card-id={card.id}
            style={{ '--shade': `${(index % 3) * 18}%` } as CSSProperties}
          >
            <div className={styles.cardTop}>
              <span className={styles.bank}>
                <Icon name="bank" size={16} />
                {card.bankName}
              </span>
              <span className={styles.chip} aria-hidden="true" />
            </div>
            <span className={styles.number}>{displayAccountNumber(card.accountNumber)}</span>
            <div className={styles.cardBottom}>
              <span className={styles.holder}>{card.accountName}</span>
              <span className={styles.added}>
                {t('card.added', { date: formatDateTime(card.createdAt).slice(0, 10) })}
              </span>
            </div>
          </li>
        ))}
        {!full && !adding ? (
          <li>
            <button
              type="button"
              className={styles.add}
              onClick={() => setAdding(true)}
              data-testid="card-add"
            >
              <span className={styles.addIcon}>
                <Icon name="plus" size={20} />
              </span>
              {t('withdraw.cards.add')}
            </button>
          </li>
        ) : null}
      </ul>
      {full ? (
        <FormAlert tone="info" testId="card-limit">
          {t('withdraw.cards.limit', { max: cards.maxCards })}
        </FormAlert>
      ) : null}
      {adding && !full ? (
        <div className={styles.addForm}>
          <h4 className={styles.addTitle}>{t('card.title')}</h4>
          <BankCardForm
            banks={banks}
            realName={cards.realName}
            onDone={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        </div>
      ) : null}
    </div>
  );
}
