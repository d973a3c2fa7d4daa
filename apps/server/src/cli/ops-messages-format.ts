import type { OpsFeedback, OpsMessage } from '@portal/contracts/messages.schema';
import type { Column } from './ops-format.ts';

/** How the CLI shows the sent messages and the feedback queue (issue 20, decision 0040). */
export const MESSAGE_COLUMNS: Column<OpsMessage>[] = [
  { header: 'ID', value: (m) => String(m.id), align: 'right' },
  { header: 'TITLE', value: (m) => m.title.en ?? '' },
  { header: 'KIND', value: (m) => m.kind },
  { header: 'TO', value: (m) => (m.audience === 'merchant' ? 'everyone' : `${m.audience}:${m.target}`) },
  { header: 'STATE', value: (m) => m.status },
  { header: 'SEND AT', value: (m) => m.sendAt },
  { header: 'RECIPIENTS', value: (m) => String(m.recipients), align: 'right' },
  { header: 'READ', value: (m) => String(m.reads), align: 'right' },
];

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

export const FEEDBACK_COLUMNS: Column<OpsFeedback>[] = [
  { header: 'ID', value: (f) => String(f.id), align: 'right' },
  { header: 'PLAYER', value: (f) => f.username },
  { header: 'CATEGORY', value: (f) => f.category },
  { header: 'TEXT', value: (f) => clip(f.content.replace(/\s+/g, ' '), 60) },
  { header: 'IMAGES', value: (f) => String(f.imageIds.length), align: 'right' },
  { header: 'STATE', value: (f) => f.status },
  { header: 'ANSWER', value: (f) => clip((f.answer ?? '').replace(/\s+/g, ' '), 40) },
];
