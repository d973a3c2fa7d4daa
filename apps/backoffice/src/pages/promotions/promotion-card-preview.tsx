import type { PromotionCard } from '@portal/contracts/promotions.schema';
import { formatMinor } from '@portal/contracts/wallet';
import { Icon } from '@portal/ui/icons.tsx';
import panel from '@portal/ui/panel.module.css';
import richText from '@portal/ui/rich-text.module.css';
import { SafeHtml } from '@portal/ui/safe-html.tsx';
import { useTranslation } from 'react-i18next';
import styles from './promotion-card-preview.module.css';

/** The day of an ISO instant as the portal's card shows it (d/m/Y of its date part). */
function dayOf(value: string | null): string | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** The words of the card's button: the action a visitor can take, or where the promotion stands. */
function buttonKey(card: PromotionCard): string {
  if (card.state === 'join') return card.type === 'custom' ? 'card.actions.apply' : 'card.actions.join';
  if (card.type === 'rebate' && card.state === 'signed') return 'card.states.automatic';
  return `card.states.${card.state}`;
}

/**
 * The portal's promotion card (apps/web's promotions page) drawn for the preview, in the portal's tokens
 * and in the language being written: banner or gift, type tag, title, period, turnover, its button and
 * details; under it, the details dialog's text and minimum deposit. Nothing on it can be pressed.
 */
export function PromotionCardPreview({ card, language }: { card: PromotionCard; language: string }) {
  const { t } = useTranslation('promotions');
  const lng = { lng: language };
  const start = dayOf(card.startAt);
  const end = dayOf(card.endAt);
  const acts = card.state === 'join';
  return (
    <div className={styles.frame}>
      <article className={`${panel.panel} ${styles.card}`} data-testid="bo-promotion-preview-card">
        <div className={styles.media}>
          {card.banner ? (
            <img src={card.banner} alt="" />
          ) : (
            <span className={styles.fallback} aria-hidden="true">
              <Icon name="gift" size={48} />
            </span>
          )}
        </div>
        <div className={styles.body}>
          <span className={styles.tag}>{t(`card.types.${card.type}`, lng)}</span>
          <h4 className={styles.cardTitle} data-testid="bo-promotion-preview-title">
            {card.title || t('card.untitled', lng)}
          </h4>
          <p className={styles.dates}>
            <Icon name="calendar" size={14} />
            {end ? t('card.period', { ...lng, start, end }) : t('card.from', { ...lng, start })}
          </p>
          {card.turnoverMultiplier > 0 && card.type !== 'rebate' ? (
            <p className={styles.dates} data-testid="bo-promotion-preview-turnover">
              {t('card.turnover', { ...lng, count: card.turnoverMultiplier })}
            </p>
          ) : null}
          <div className={styles.actions}>
            <span
              className={acts ? styles.button : styles.tag}
              data-testid="bo-promotion-preview-state"
              data-state={card.state}
            >
              {t(buttonKey(card), lng)}
            </span>
            <span className={styles.details}>
              {t('card.details', lng)}
              <Icon name="chevronRight" size={16} />
            </span>
          </div>
        </div>
      </article>
      <div className={styles.detail}>
        <SafeHtml className={richText.richText} html={card.content} />
        {card.rules.minDeposit > 0 ? (
          <p className={styles.dates}>
            {t('card.minDeposit', { ...lng, amount: formatMinor(card.rules.minDeposit) })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
