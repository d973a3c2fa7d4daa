import type { EnvelopeCampaignInput, OpsEnvelopeCampaign } from '@portal/contracts/red-envelopes.schema';
import { formatMinor, parseMajor } from '@portal/contracts/wallet';

/** A campaign as its form holds it: money in major units, times as the browser's local date-time. */
export type CampaignDraft = {
  nameEn: string;
  nameTh: string;
  startsAt: string;
  endsAt: string;
  everyMinutes: string;
  openMinutes: string;
  totalBudget: string;
  dropBudget: string;
  /** "amount:weight" pairs, comma separated: "1.00:50, 2.00:30, 5.00:20". */
  tiers: string;
  condition: EnvelopeCampaignInput['condition'];
  conditionAmount: string;
  turnoverMultiplier: string;
};
export type CampaignField = keyof CampaignDraft;

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local value in the browser's zone. */
export function localInput(iso: string | number): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function emptyDraft(now = Date.now()): CampaignDraft {
  return {
    nameEn: '',
    nameTh: '',
    startsAt: localInput(now),
    endsAt: localInput(now + 7 * 86_400_000),
    everyMinutes: '60',
    openMinutes: '10',
    totalBudget: '10,000.00',
    dropBudget: '1,000.00',
    tiers: '1.00:50, 2.00:30, 5.00:15, 8.88:5',
    condition: 'none',
    conditionAmount: '0.00',
    turnoverMultiplier: '1',
  };
}

export function draftOf(c: OpsEnvelopeCampaign): CampaignDraft {
  return {
    nameEn: c.names.en,
    nameTh: c.names.th,
    startsAt: localInput(c.startsAt),
    endsAt: localInput(c.endsAt),
    everyMinutes: String(c.everyMinutes),
    openMinutes: String(c.openMinutes),
    totalBudget: formatMinor(c.totalBudget),
    dropBudget: formatMinor(c.dropBudget),
    tiers: c.tiers.map((t) => `${formatMinor(t.amount)}:${t.weight}`).join(', '),
    condition: c.condition,
    conditionAmount: formatMinor(c.conditionAmount),
    turnoverMultiplier: String(c.turnoverMultiplier),
  };
}

const count = (text: string, min: number, max: number) => {
  const n = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;
  return n !== null && n >= min && n <= max ? n : null;
};

/** The tiers typed as "amount:weight" pairs, or null when one does not read. */
export function tiersOf(text: string): EnvelopeCampaignInput['tiers'] | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 12) return null;
  const tiers = parts.map((part) => {
    const [amount = '', weight = ''] = part.split(':');
    return { amount: parseMajor(amount.trim()), weight: count(weight, 0, 1_000_000) };
  });
  if (tiers.some((t) => t.amount === null || t.amount < 1 || t.weight === null)) return null;
  return tiers.map((t) => ({ amount: t.amount as number, weight: t.weight as number }));
}

/** The campaign the server takes, or what is wrong with each field (the server checks the rest). */
export function campaignOf(
  d: CampaignDraft,
): { input: EnvelopeCampaignInput } | { problems: Partial<Record<CampaignField, string>> } {
  const problems: Partial<Record<CampaignField, string>> = {};
  const startsAt = Date.parse(d.startsAt);
  const endsAt = Date.parse(d.endsAt);
  const every = count(d.everyMinutes, 1, 10_080);
  const open = count(d.openMinutes, 1, 1440);
  const total = parseMajor(d.totalBudget);
  const perDrop = parseMajor(d.dropBudget);
  const tiers = tiersOf(d.tiers);
  const conditionAmount = parseMajor(d.conditionAmount);
  const turnover = count(d.turnoverMultiplier, 0, 100);
  if (!d.nameEn.trim()) problems.nameEn = 'required';
  if (!d.nameTh.trim()) problems.nameTh = 'required';
  if (Number.isNaN(startsAt)) problems.startsAt = 'required';
  if (Number.isNaN(endsAt) || !(endsAt > startsAt)) problems.endsAt = 'window';
  if (every === null) problems.everyMinutes = 'count';
  if (open === null || (every !== null && open > every)) problems.openMinutes = 'open';
  if (total === null || total < 1) problems.totalBudget = 'amount';
  if (perDrop === null || perDrop < 1 || (total !== null && perDrop > total))
    problems.dropBudget = 'dropBudget';
  if (tiers === null || !tiers.some((t) => t.weight > 0)) problems.tiers = 'tiers';
  if (conditionAmount === null) problems.conditionAmount = 'amount';
  if (turnover === null) problems.turnoverMultiplier = 'count';
  if (Object.keys(problems).length > 0) return { problems };
  return {
    input: {
      names: { en: d.nameEn.trim(), th: d.nameTh.trim() },
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
      everyMinutes: every as number,
      openMinutes: open as number,
      totalBudget: total as number,
      dropBudget: perDrop as number,
      tiers: tiers as EnvelopeCampaignInput['tiers'],
      condition: d.condition,
      conditionAmount: d.condition === 'none' ? 0 : (conditionAmount as number),
      turnoverMultiplier: turnover as number,
    },
  };
}
