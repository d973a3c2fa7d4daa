import type { OpsRaffle, OpsRaffleDetail } from '@portal/contracts/raffles.schema';
import { type Column, money, table } from './ops-format.ts';

/** How the CLI shows raffles and a raffle's draw (issue 19, decision 0038). */
export const RAFFLE_COLUMNS: Column<OpsRaffle>[] = [
  { header: 'ID', value: (r) => String(r.id), align: 'right' },
  { header: 'TITLE', value: (r) => r.titles.en ?? '' },
  { header: 'PHASE', value: (r) => r.phase },
  { header: 'OPENS', value: (r) => r.opensAt },
  { header: 'CLOSES', value: (r) => r.closesAt },
  { header: 'DRAW', value: (r) => r.drawAt },
  {
    header: 'TICKETS',
    value: (r) => (r.totalTickets === null ? '-' : String(r.totalTickets)),
    align: 'right',
  },
  { header: 'WINNERS', value: (r) => `${r.claimed}/${r.winners} claimed`, align: 'right' },
];

const rulesText = (r: OpsRaffle) =>
  [
    r.rules.betPerTicket ? `1 ticket per ${money(r.rules.betPerTicket)} valid bet` : null,
    r.rules.depositMin
      ? `${r.rules.ticketsPerDeposit} per deposit of ${money(r.rules.depositMin)} or more`
      : null,
    `at most ${r.rules.maxTickets}`,
  ]
    .filter(Boolean)
    .join(', ');

export function raffleText(d: OpsRaffleDetail): string {
  const r = d.raffle;
  const lines = [
    `raffle ${r.id}: ${r.titles.en ?? ''} (${r.phase})`,
    `window ${r.opensAt} .. ${r.closesAt}, draw ${r.drawAt}`,
    `tickets: ${rulesText(r)}; granted ${r.granted}`,
    `prizes: ${r.prizes.map((p) => `${p.place}: ${money(p.amount)} (${p.turnoverMultiplier}x)`).join(', ')}`,
    `commitment: ${r.commitment}`,
  ];
  if (d.secret) {
    lines.push(
      `secret: ${d.secret}`,
      `tickets hash: ${d.ticketsHash} (${r.totalTickets} tickets, ${r.entrants} entrants)`,
    );
    lines.push(
      table(
        [
          { header: 'PLACE', value: (w) => String(w.place), align: 'right' },
          { header: 'PLAYER', value: (w) => w.username },
          { header: 'ENTRANT', value: (w) => String(w.entrant), align: 'right' },
          { header: 'TICKET', value: (w) => String(w.ticket), align: 'right' },
          { header: 'PRIZE', value: (w) => money(w.amount), align: 'right' },
          { header: 'CLAIMED', value: (w) => w.claimedAt ?? '-' },
        ],
        d.winners,
      ),
    );
  }
  return lines.join('\n');
}
