import type { OpsRaffle, RaffleConfig } from '@portal/contracts/raffles.schema';

/** The raffle form's fields as typed (amounts in major units, times as datetime-local in the browser's zone). */
export type RaffleDraft = {
  titleEn: string;
  titleTh: string;
  descriptionEn: string;
  descriptionTh: string;
  opensAt: string;
  closesAt: string;
  drawAt: string;
  betPerTicket: string;
  depositMin: string;
  ticketsPerDeposit: string;
  maxTickets: string;
  prizes: string;
};

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local value in the browser's time zone. */
export function localInput(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
const major = (minor: number | null) => (minor === null ? '' : String(minor / 100));

export function emptyDraft(now = new Date()): RaffleDraft {
  const hour = 3_600_000;
  return {
    titleEn: '',
    titleTh: '',
    descriptionEn: '',
    descriptionTh: '',
    opensAt: localInput(new Date(now.getTime() + hour)),
    closesAt: localInput(new Date(now.getTime() + 7 * 24 * hour)),
    drawAt: localInput(new Date(now.getTime() + 7 * 24 * hour + hour)),
    betPerTicket: '100',
    depositMin: '',
    ticketsPerDeposit: '1',
    maxTickets: '50',
    prizes: '1000 x 1, 500 x 1',
  };
}

export function draftOf(r: OpsRaffle): RaffleDraft {
  return {
    titleEn: r.titles.en ?? '',
    titleTh: r.titles.th ?? '',
    descriptionEn: r.descriptions.en ?? '',
    descriptionTh: r.descriptions.th ?? '',
    opensAt: localInput(new Date(r.opensAt)),
    closesAt: localInput(new Date(r.closesAt)),
    drawAt: localInput(new Date(r.drawAt)),
    betPerTicket: major(r.rules.betPerTicket),
    depositMin: major(r.rules.depositMin),
    ticketsPerDeposit: String(r.rules.ticketsPerDeposit),
    maxTickets: String(r.rules.maxTickets),
    prizes: r.prizes.map((p) => `${p.amount / 100} x ${p.turnoverMultiplier}`).join(', '),
  };
}

const money = (text: string) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? Math.round(value * 100) : null;
};

/**
 * The configuration a draft asks for, or 'prizes' when a prize is not `amount x turnover`; the server checks
 * the rest (the window's order, a ticket rule, the texts) and answers raffle.config.invalid.
 */
export function configOf(d: RaffleDraft): RaffleConfig | 'prizes' {
  const prizes = d.prizes
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part, i) => {
      const match = /^(\d+(?:\.\d{1,2})?)\s*[x×*]\s*(\d{1,3})$/i.exec(part);
      return match
        ? { place: i + 1, amount: Math.round(Number(match[1]) * 100), turnoverMultiplier: Number(match[2]) }
        : null;
    });
  if (prizes.length === 0 || prizes.some((p) => p === null || p.amount < 1)) return 'prizes';
  const iso = (local: string) => {
    const at = new Date(local);
    return Number.isNaN(at.getTime()) ? local : at.toISOString();
  };
  return {
    titles: { en: d.titleEn.trim(), th: d.titleTh.trim() },
    descriptions: { en: d.descriptionEn.trim(), th: d.descriptionTh.trim() },
    opensAt: iso(d.opensAt),
    closesAt: iso(d.closesAt),
    drawAt: iso(d.drawAt),
    rules: {
      betPerTicket: money(d.betPerTicket),
      depositMin: money(d.depositMin),
      ticketsPerDeposit: Math.max(1, Math.floor(Number(d.ticketsPerDeposit) || 1)),
      maxTickets: Math.max(1, Math.floor(Number(d.maxTickets) || 1)),
    },
    prizes: prizes as RaffleConfig['prizes'],
  };
}
