import type { OpsTexts } from '@portal/contracts/operators-content.schema';
import type { AudienceKind, ForfeitRule, PromotionType } from '@portal/contracts/promotions';
import type { OpsPromotion, OpsPromotionInput, PromotionCard } from '@portal/contracts/promotions.schema';
import { formatMinor, parseMajor } from '@portal/contracts/wallet';
import { fromLocalInput, type TextLanguage, toLocalInput } from '../content/content-model.ts';

/** The game categories a bonus's turnover can weigh (the catalogue's, HOT aside). */
export const WEIGHT_CATEGORIES = [
  'RNG',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'FISH',
  'PVP',
  'COCKFIGHT',
] as const;

/** How a deposit bonus pays: a percentage of the deposit (up to a cap) or a fixed amount. */
export type PaysBy = 'percent' | 'fixed';

/** A promotion as its form holds it: what the fields show, amounts in major units as typed. */
export type PromotionDraft = {
  type: PromotionType;
  title: OpsTexts;
  content: OpsTexts;
  audience: AudienceKind;
  days: string;
  levels: string;
  agentId: string;
  start: string;
  end: string;
  paysBy: PaysBy;
  minDeposit: string;
  percent: string;
  cap: string;
  fixedAmount: string;
  expiryDays: string;
  periodDays: string;
  automatic: boolean;
  turnoverMultiplier: string;
  /** Percent per category; empty counts fully (100, the engine's default). */
  weights: Record<string, string>;
  forfeitRule: ForfeitRule;
  banner: string;
  sort: string;
};

/** Which rules a type takes (the engine's, decision 0030): the others are sent as 0 and not shown. */
export function rulesOf(type: PromotionType) {
  return {
    /** The deposit a welcome, reload or sign-up needs. */
    minDeposit: type === 'welcome' || type === 'reload' || type === 'signup',
    /** A percentage with a cap, or a fixed amount (deposit bonuses). */
    choosesPay: type === 'welcome' || type === 'reload',
    /** A fixed amount only (sign-up rewards, approved applications). */
    fixedOnly: type === 'signup' || type === 'custom',
    periodDays: type === 'reload',
    automatic: type === 'welcome',
    /** A rebate describes the rebates module's rules: it pays nothing itself, so it has no bonus terms. */
    pays: type !== 'rebate',
  };
}

const money = (minor: number) => (minor > 0 ? formatMinor(minor) : '');
const whole = (n: number) => (n > 0 ? String(n) : '');

export function promotionDraft(from: OpsPromotion | null): PromotionDraft {
  const rules = from?.rules;
  return {
    type: from?.type ?? 'custom',
    title: from ? { ...from.title } : { en: '', th: '' },
    content: from ? { ...from.content } : { en: '', th: '' },
    audience: from?.audience.kind ?? 'merchant',
    days: from?.audience.days ? String(from.audience.days) : '',
    levels: from?.audience.levels?.join(', ') ?? '',
    agentId: from?.audience.agentId ? String(from.audience.agentId) : '',
    start: toLocalInput(from?.startAt ?? new Date().toISOString()),
    end: toLocalInput(from?.endAt ?? null),
    paysBy: rules && rules.percent === 0 && rules.fixedAmount > 0 ? 'fixed' : 'percent',
    minDeposit: money(rules?.minDeposit ?? 0),
    percent: whole(rules?.percent ?? 0),
    cap: money(rules?.cap ?? 0),
    fixedAmount: money(rules?.fixedAmount ?? 0),
    expiryDays: whole(rules?.expiryDays ?? 0),
    periodDays: whole(rules?.periodDays ?? 0),
    automatic: rules?.automatic ?? false,
    turnoverMultiplier: String(from?.turnoverMultiplier ?? 1),
    weights: Object.fromEntries(
      Object.entries(from?.categoryWeights ?? {}).map(([category, weight]) => [category, String(weight)]),
    ),
    forfeitRule: from?.forfeitRule ?? 'bonus',
    banner: from?.banner ?? '',
    sort: String(from?.sort ?? 0),
  };
}

/** A whole number in a range typed in a field; null when it is not one. */
export function wholeIn(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= min && n <= max ? n : null;
}

/** The draft's field whose value does not read, and the text key that says why. */
export type Problems = Partial<Record<keyof PromotionDraft | `weight.${string}`, string>>;

/** What is wrong with a draft before it is sent, field by field (the server's rules, said here first). */
export function problemsOf(draft: PromotionDraft): Problems {
  const out: Problems = {};
  const rules = rulesOf(draft.type);
  if (!draft.title.en.trim()) out.title = 'problem.title';
  const start = fromLocalInput(draft.start);
  const end = fromLocalInput(draft.end);
  if (!start) out.start = 'problem.start';
  if (draft.end && !end) out.end = 'problem.time';
  else if (start && end && end <= start) out.end = 'problem.endBeforeStart';
  if (draft.audience === 'newMembers' && wholeIn(draft.days, 1, 3650) === null) out.days = 'problem.days';
  if (draft.audience === 'vipLevels' && levelsOf(draft.levels) === null) out.levels = 'problem.levels';
  if (draft.audience === 'agentTeam' && wholeIn(draft.agentId, 1, 2_147_483_647) === null)
    out.agentId = 'problem.agentId';
  const amount = (text: string) => (text.trim() === '' ? 0 : parseMajor(text));
  if (rules.minDeposit && amount(draft.minDeposit) === null) out.minDeposit = 'problem.amount';
  if (rules.choosesPay && draft.paysBy === 'percent') {
    const percent = wholeIn(draft.percent, 1, 1000);
    if (percent === null) out.percent = 'problem.percent';
    if (amount(draft.cap) === null) out.cap = 'problem.amount';
  }
  if (rules.fixedOnly || (rules.choosesPay && draft.paysBy === 'fixed')) {
    const fixed = amount(draft.fixedAmount);
    if (fixed === null) out.fixedAmount = 'problem.amount';
    else if (fixed <= 0) out.fixedAmount = 'problem.fixedAmount';
  }
  if (rules.pays && draft.expiryDays.trim() && wholeIn(draft.expiryDays, 0, 365) === null)
    out.expiryDays = 'problem.expiryDays';
  if (rules.periodDays && wholeIn(draft.periodDays, 1, 366) === null) out.periodDays = 'problem.periodDays';
  if (rules.pays && wholeIn(draft.turnoverMultiplier, 0, 100) === null)
    out.turnoverMultiplier = 'problem.turnover';
  if (rules.pays)
    for (const [category, weight] of Object.entries(draft.weights))
      if (weight.trim() && wholeIn(weight, 0, 100) === null) out[`weight.${category}`] = 'problem.weight';
  if (wholeIn(draft.sort, 0, 100_000) === null) out.sort = 'problem.sort';
  return out;
}

/** VIP levels typed as "1, 2, 5": each a whole number 0-100, at least one; null when they do not read. */
export function levelsOf(text: string): number[] | null {
  const parts = text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const levels = parts.map((part) => wholeIn(part, 0, 100));
  if (levels.length === 0 || levels.some((level) => level === null)) return null;
  return [...new Set(levels as number[])].sort((a, b) => a - b);
}

/** What the API is sent for a draft that reads (problemsOf is empty): the rules a type does not take are 0. */
export function promotionBody(merchant: string, draft: PromotionDraft): OpsPromotionInput {
  const rules = rulesOf(draft.type);
  const minor = (text: string) => (text.trim() ? (parseMajor(text) ?? 0) : 0);
  const byPercent = rules.choosesPay && draft.paysBy === 'percent';
  const byFixed = rules.fixedOnly || (rules.choosesPay && draft.paysBy === 'fixed');
  const audience: OpsPromotionInput['audience'] =
    draft.audience === 'newMembers'
      ? { kind: 'newMembers', days: Number(draft.days) }
      : draft.audience === 'vipLevels'
        ? { kind: 'vipLevels', levels: levelsOf(draft.levels) ?? [] }
        : draft.audience === 'agentTeam'
          ? { kind: 'agentTeam', agentId: Number(draft.agentId) }
          : { kind: 'merchant' };
  const weights = Object.entries(draft.weights).filter(([, weight]) => weight.trim() !== '');
  return {
    merchant,
    type: draft.type,
    audience,
    startAt: fromLocalInput(draft.start) ?? new Date().toISOString(),
    endAt: fromLocalInput(draft.end),
    rules: {
      minDeposit: rules.minDeposit ? minor(draft.minDeposit) : 0,
      percent: byPercent ? Number(draft.percent) : 0,
      cap: byPercent ? minor(draft.cap) : 0,
      fixedAmount: byFixed ? minor(draft.fixedAmount) : 0,
      expiryDays: rules.pays && draft.expiryDays.trim() ? Number(draft.expiryDays) : 0,
      periodDays: rules.periodDays ? Number(draft.periodDays) : 0,
      automatic: rules.automatic && draft.automatic,
    },
    turnoverMultiplier: rules.pays ? Number(draft.turnoverMultiplier) : 0,
    categoryWeights: rules.pays
      ? Object.fromEntries(weights.map(([category, weight]) => [category, Number(weight)]))
      : {},
    forfeitRule: draft.forfeitRule,
    title: { en: draft.title.en.trim(), th: draft.title.th.trim() },
    content: draft.content,
    banner: draft.banner.trim() || null,
    sort: Number(draft.sort),
  };
}

/**
 * The card the portal would show a visitor for a draft in one language (Thai texts fall back to English):
 * coming soon before its start, closed past its end, otherwise the button that takes part.
 */
export function previewCard(draft: PromotionDraft, language: TextLanguage, now = new Date()): PromotionCard {
  const text = (texts: OpsTexts) => (language === 'th' && texts.th.trim() ? texts.th : texts.en);
  const start = fromLocalInput(draft.start) ?? now.toISOString();
  const end = fromLocalInput(draft.end);
  const minor = (value: string) => (value.trim() ? (parseMajor(value) ?? 0) : 0);
  const state: PromotionCard['state'] =
    end && end <= now.toISOString()
      ? 'closed'
      : start > now.toISOString()
        ? 'comingSoon'
        : draft.type === 'rebate'
          ? 'signed'
          : 'join';
  return {
    id: 0,
    type: draft.type,
    title: text(draft.title),
    content: text(draft.content),
    banner: draft.banner.trim() || null,
    startAt: start,
    endAt: end,
    rules: {
      minDeposit: minor(draft.minDeposit),
      percent: wholeIn(draft.percent, 0, 1000) ?? 0,
      cap: minor(draft.cap),
      fixedAmount: minor(draft.fixedAmount),
      expiryDays: wholeIn(draft.expiryDays, 0, 365) ?? 0,
      periodDays: wholeIn(draft.periodDays, 0, 366) ?? 0,
      automatic: draft.automatic,
    },
    turnoverMultiplier: wholeIn(draft.turnoverMultiplier, 0, 100) ?? 0,
    forfeitRule: draft.forfeitRule,
    state,
    bonusId: null,
    reason: null,
  };
}
