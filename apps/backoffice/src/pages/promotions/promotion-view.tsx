import type { OpsMerchant } from '@portal/contracts/operators.schema';
import type { OpsPromotion } from '@portal/contracts/promotions.schema';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { useTranslation } from 'react-i18next';
import { ThemedPreview } from '../content/themed-preview.tsx';
import { PromotionCardPreview } from './promotion-card-preview.tsx';
import { audienceText, periodText, termsText } from './promotion-text.ts';
import styles from './promotions.module.css';

/**
 * A promotion as it stands: the card the portal shows a visitor now (the server's preview, in English) and
 * its terms in words, for every role.
 */
export function PromotionView({
  merchant,
  promotion,
  onClose,
}: {
  merchant: OpsMerchant;
  promotion: OpsPromotion | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('promotions');
  const weights = Object.entries(promotion?.categoryWeights ?? {});
  const facts: [string, string][] = promotion
    ? [
        [t('col.type'), t(`type.${promotion.type}`)],
        [t('col.state'), t(`state.${promotion.state}`)],
        [t('col.audience'), audienceText(promotion.audience, t)],
        [t('col.period'), periodText(promotion, t)],
        [t('col.pays'), termsText(promotion, t)],
        ...(promotion.type === 'rebate'
          ? []
          : ([
              [t('col.turnover'), t('turnoverTimes', { count: promotion.turnoverMultiplier })],
              [
                t('form.weights'),
                weights.length
                  ? weights.map(([c, w]) => `${t(`catalogue:category.${c}`)} ${w}%`).join(', ')
                  : t('view.fullWeight'),
              ],
              [t('form.forfeitRule'), t(`forfeit.${promotion.forfeitRule}`)],
              [
                t('form.expiryDays'),
                promotion.rules.expiryDays
                  ? t('view.expiry', { count: promotion.rules.expiryDays })
                  : t('view.noExpiry'),
              ],
            ] as [string, string][])),
      ]
    : [];
  return (
    <Modal
      open={promotion !== null}
      onClose={onClose}
      title={promotion?.title.en ?? ''}
      icon="gift"
      closeLabel={t('bo:close')}
      size="lg"
      testId="bo-promotion-view"
    >
      {promotion && (
        <div className={styles.view}>
          <dl className={styles.facts}>
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <ThemedPreview merchant={merchant} language="en" testId="bo-promotion-view-preview">
            <PromotionCardPreview card={promotion.preview} language="en" />
          </ThemedPreview>
        </div>
      )}
    </Modal>
  );
}
