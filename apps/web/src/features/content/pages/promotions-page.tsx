import type { Announcement } from '@portal/contracts/content';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { FilterChips } from '@portal/ui/filter-chips.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import page from '@portal/ui/page.module.css';
import { PageHero } from '@portal/ui/page-hero.tsx';
import panel from '@portal/ui/panel.module.css';
import richText from '@portal/ui/rich-text.module.css';
import { SafeHtml } from '@portal/ui/safe-html.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../../api/announcements.ts';
import { datePart, filterPromotions, promotionTypes } from '../lib/promotions.ts';
import styles from './promotions-page.module.css';

function PromotionCard({ promotion, onOpen }: { promotion: Announcement; onOpen: () => void }) {
  const { t } = useTranslation('content');
  const start = datePart(promotion.startDateStr);
  const end = datePart(promotion.endDateStr);
  return (
    <article
      className={`${panel.panel} ${styles.card}`}
      data-testid="promotion-card"
      data-type={promotion.promotionType ?? ''}
    >
      <button type="button" className={styles.media} onClick={onOpen} aria-label={promotion.title}>
        {promotion.imageUrl ? (
          <img src={promotion.imageUrl} alt="" loading="lazy" />
        ) : (
          <span className={styles.fallback} aria-hidden="true">
            <Icon name="gift" size={48} />
          </span>
        )}
      </button>
      <div className={styles.body}>
        {promotion.promotionType && (
          <span className={styles.tag}>
            {t(`promotions.types.${promotion.promotionType}`, { defaultValue: promotion.promotionType })}
          </span>
        )}
        <h2 className={styles.cardTitle}>{promotion.title}</h2>
        <p className={styles.dates}>
          <Icon name="calendar" size={14} />
          {end ? t('promotions.period', { start, end }) : t('promotions.from', { start })}
        </p>
        <button type="button" className={styles.details} onClick={onOpen}>
          {t('promotions.details')}
          <Icon name="chevronRight" size={16} />
        </button>
      </div>
    </article>
  );
}

/**
 * The promotion announcements (type PR) and their details. Applying for a promotion and its
 * activity states arrive with the promotions capability, so this page offers no apply button yet.
 */
export default function PromotionsPage() {
  const { t } = useTranslation('content');
  const announcements = useAnnouncements('B');
  const promotions = announcements.data?.promotion ?? [];
  const [type, setType] = useState('');
  const [open, setOpen] = useState<Announcement | null>(null);
  const types = promotionTypes(promotions);
  const shown = filterPromotions(promotions, type);

  return (
    <div className={page.page} data-testid="promotions-page">
      <PageHero icon="gift" title={t('promotions.title')} lead={t('promotions.lead')} />

      {types.length > 0 && (
        <FilterChips
          label={t('promotions.filter')}
          allLabel={t('promotions.all')}
          value={type}
          options={types.map((value) => ({
            value,
            label: t(`promotions.types.${value}`, { defaultValue: value }),
          }))}
          onChange={setType}
          chipTestId={(value) => `promotion-filter-${value || 'ALL'}`}
        />
      )}

      {announcements.isPending ? (
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
            <PromotionCard key={promotion.id} promotion={promotion} onOpen={() => setOpen(promotion)} />
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
            {open.imageUrl && <img className={styles.detailImage} src={open.imageUrl} alt="" />}
            <p className={styles.dates}>
              <Icon name="calendar" size={14} />
              {open.endDateStr
                ? t('promotions.period', {
                    start: datePart(open.startDateStr),
                    end: datePart(open.endDateStr),
                  })
                : t('promotions.from', { start: datePart(open.startDateStr) })}
            </p>
            <SafeHtml className={richText.richText} html={open.content} />
          </div>
        )}
      </Modal>
    </div>
  );
}
