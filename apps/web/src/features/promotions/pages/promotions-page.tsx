import type { PromotionCard as Card } from '@portal/contracts/promotions.schema';
import { formatMinor } from '@portal/contracts/wallet';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FilterChips } from '@portal/ui/filter-chips.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import page from '@portal/ui/page.module.css';
import { PageHero } from '@portal/ui/page-hero.tsx';
import panel from '@portal/ui/panel.module.css';
import richText from '@portal/ui/rich-text.module.css';
import { SafeHtml } from '@portal/ui/safe-html.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requireRealAccount } from '../../../shell/centre/centre-store.ts';
import { usePromotionAction, usePromotions } from '../api/promotions.ts';
import { ApplyDialog } from '../components/apply-dialog.tsx';
import { RafflesSection } from '../components/raffles-section.tsx';
import { datePart, filterPromotions, intentOf, promotionTypes, stateLabel } from '../lib/promotions.ts';
import styles from './promotions-page.module.css';

function Period({ promotion }: { promotion: Card }) {
  const { t } = useTranslation('promotions');
  const start = datePart(promotion.startAt);
  const end = datePart(promotion.endAt);
  return (
    <p className={styles.dates}>
      <Icon name="calendar" size={14} />
      {end ? t('promotions.period', { start, end }) : t('promotions.from', { start })}
    </p>
  );
}

/** The button of the player's activity state: join, apply or claim, or a label of where they stand. */
function StateButton({ promotion, onApply }: { promotion: Card; onApply: () => void }) {
  const { t } = useTranslation('promotions');
  const errorText = useApiErrorText();
  const action = usePromotionAction();
  const intent = intentOf(promotion);
  const label = t(stateLabel(promotion));
  if (!intent) {
    return (
      <span className={styles.tag} data-testid="promotion-state" data-state={promotion.state}>
        {label}
      </span>
    );
  }
  const act = () => {
    if (!requireRealAccount()) return;
    if (intent === 'apply') return onApply();
    action.mutate({ kind: intent === 'join' ? 'join' : 'reward', promotionId: promotion.id });
  };
  return (
    <>
      <Button
        size="sm"
        onClick={act}
        disabled={action.isPending}
        data-testid="promotion-action"
        data-state={promotion.state}
      >
        {label}
      </Button>
      {action.error ? <FormAlert testId="promotion-action-error">{errorText(action.error)}</FormAlert> : null}
    </>
  );
}

function PromotionCard({
  promotion,
  onOpen,
  onApply,
}: {
  promotion: Card;
  onOpen: () => void;
  onApply: () => void;
}) {
  const { t } = useTranslation('promotions');
  return (
    <article
      className={`${panel.panel} ${styles.card}`}
      data-testid="promotion-card"
      data-type={promotion.type}
    >
      <button type="button" className={styles.media} onClick={onOpen} aria-label={promotion.title}>
        {promotion.banner ? (
          <img src={promotion.banner} alt="" loading="lazy" />
        ) : (
          <span className={styles.fallback} aria-hidden="true">
            <Icon name="gift" size={48} />
          </span>
        )}
      </button>
      <div className={styles.body}>
        <span className={styles.tag}>{t(`promotions.types.${promotion.type}`)}</span>
        <h2 className={styles.cardTitle}>{promotion.title}</h2>
        <Period promotion={promotion} />
        {promotion.turnoverMultiplier > 0 && promotion.type !== 'rebate' ? (
          <p className={styles.dates}>{t('promotions.turnover', { count: promotion.turnoverMultiplier })}</p>
        ) : null}
        {promotion.reason ? (
          <p className={styles.reason}>{t('promotions.rejectedBecause', { reason: promotion.reason })}</p>
        ) : null}
        <div className={styles.actions}>
          <StateButton promotion={promotion} onApply={onApply} />
          <button type="button" className={styles.details} onClick={onOpen}>
            {t('promotions.details')}
            <Icon name="chevronRight" size={16} />
          </button>
        </div>
      </div>
    </article>
  );
}

/**
 * The promotions of the promotions engine (decision 0030), each with the button of the player's activity
 * state (spec section 4): join, apply, claim, or where the player stands (applying, issued, claimed,
 * rejected, closed, coming soon). Visitors see the promotions and are asked to log in to take part. A
 * signed-in player also sees the raffles (decision 0038) above the promotions.
 */
export default function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const promotions = usePromotions();
  const list = promotions.data ?? [];
  const [type, setType] = useState('');
  const [open, setOpen] = useState<Card | null>(null);
  const [applying, setApplying] = useState<Card | null>(null);
  const types = promotionTypes(list);
  const shown = filterPromotions(list, type);

  return (
    <div className={page.page} data-testid="promotions-page">
      <PageHero icon="gift" title={t('promotions.title')} lead={t('promotions.lead')} />

      <RafflesSection />

      {types.length > 1 && (
        <FilterChips
          label={t('promotions.filter')}
          allLabel={t('promotions.all')}
          value={type}
          options={types.map((value) => ({ value, label: t(`promotions.types.${value}`) }))}
          onChange={setType}
          chipTestId={(value) => `promotion-filter-${value || 'ALL'}`}
        />
      )}

      {promotions.isPending ? (
        <div className={styles.grid} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={300} radius="var(--radius-xl)" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className={page.empty}>{t('promotions.empty')}</p>
      ) : (
        <div className={styles.grid}>
          {shown.map((promotion) => (
            <PromotionCard
              key={promotion.id}
              promotion={promotion}
              onOpen={() => setOpen(promotion)}
              onApply={() => setApplying(promotion)}
            />
          ))}
        </div>
      )}

      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.title ?? ''}
        closeLabel={t('promotions.close')}
        size="lg"
        testId="promotion-detail"
      >
        {open && (
          <div className={styles.detail}>
            {open.banner && <img className={styles.detailImage} src={open.banner} alt="" />}
            <Period promotion={open} />
            <SafeHtml className={richText.richText} html={open.content} />
            {open.rules.minDeposit > 0 ? (
              <p className={styles.dates}>
                {t('promotions.minDeposit', { amount: formatMinor(open.rules.minDeposit) })}
              </p>
            ) : null}
          </div>
        )}
      </Modal>
      {applying ? <ApplyDialog promotion={applying} onClose={() => setApplying(null)} /> : null}
    </div>
  );
}
