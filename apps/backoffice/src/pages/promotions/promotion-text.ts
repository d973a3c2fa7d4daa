import type { OpsPromotion } from '@portal/contracts/promotions.schema';
import { formatDateTime, formatMoney } from '@portal/ui/format.ts';
import type { TFunction } from 'i18next';

/** The pill colour of a promotion's state, in the back office's status words. */
export const STATE_PILL: Record<OpsPromotion['state'], string> = {
  scheduled: 'scheduled',
  running: 'live',
  paused: 'paused',
  ended: 'ended',
};

/** Who may take part, in a few words. */
export function audienceText(audience: OpsPromotion['audience'], t: TFunction): string {
  switch (audience.kind) {
    case 'newMembers':
      return t('promotions:audienceText.newMembers', { count: audience.days ?? 0 });
    case 'vipLevels':
      return t('promotions:audienceText.vipLevels', { levels: (audience.levels ?? []).join(', ') });
    case 'agentTeam':
      return t('promotions:audienceText.agentTeam', { id: audience.agentId ?? '' });
    default:
      return t('promotions:audience.merchant');
  }
}

/** What a promotion pays, in a few words: a percentage and its cap, a fixed amount, or nothing (rebates). */
export function paysText(promotion: Pick<OpsPromotion, 'type' | 'rules'>, t: TFunction): string {
  const { rules } = promotion;
  if (promotion.type === 'rebate') return t('promotions:paysText.rebate');
  if (rules.percent <= 0) return formatMoney(rules.fixedAmount);
  return rules.cap > 0
    ? t('promotions:paysText.percentCap', { percent: rules.percent, cap: formatMoney(rules.cap) })
    : t('promotions:paysText.percent', { percent: rules.percent });
}

/** The deposit a promotion needs, in a few words; empty when it needs none. */
export function depositText(promotion: Pick<OpsPromotion, 'rules'>, t: TFunction): string {
  const { minDeposit } = promotion.rules;
  return minDeposit > 0 ? t('promotions:paysText.deposit', { deposit: formatMoney(minDeposit) }) : '';
}

/** The period's two ends in words: from its start, to its end or none. */
export function periodParts(
  promotion: Pick<OpsPromotion, 'startAt' | 'endAt'>,
  t: TFunction,
): { start: string; end: string } {
  return {
    start: formatDateTime(promotion.startAt),
    end: promotion.endAt
      ? t('promotions:periodText.until', { end: formatDateTime(promotion.endAt) })
      : t('promotions:periodText.noEnd'),
  };
}

/** The period on one line: from its start, to its end when it has one. */
export function periodText(promotion: Pick<OpsPromotion, 'startAt' | 'endAt'>, t: TFunction): string {
  const start = formatDateTime(promotion.startAt);
  return promotion.endAt
    ? t('promotions:periodText.range', { start, end: formatDateTime(promotion.endAt) })
    : t('promotions:periodText.from', { start });
}

/** What it pays and the deposit it needs, on one line. */
export function termsText(promotion: Pick<OpsPromotion, 'type' | 'rules'>, t: TFunction): string {
  return [paysText(promotion, t), depositText(promotion, t)].filter(Boolean).join(' · ');
}
