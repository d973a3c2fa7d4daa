import type {
  MISSION_KINDS,
  MISSION_PERIODS,
  MissionConfig,
  OpsMission,
} from '@portal/contracts/missions.schema';
import { formatMinor, parseMajor } from '@portal/contracts/wallet';

/** A mission as its form holds it: money in major units, counts as typed. */
export type MissionDraft = {
  titleEn: string;
  titleTh: string;
  period: (typeof MISSION_PERIODS)[number];
  kind: (typeof MISSION_KINDS)[number];
  category: string;
  target: string;
  reward: string;
  turnoverMultiplier: string;
  points: string;
  rewardPoints: string;
  sort: string;
};
export type MissionField = keyof MissionDraft;
export type FieldProblem = 'required' | 'amount' | 'count';

/** Whether a kind's target is money (valid bet, deposits) rather than a count (rounds, friends). */
export const isMoneyKind = (kind: MissionDraft['kind']) => kind === 'bet' || kind === 'deposit';

export const EMPTY_MISSION: MissionDraft = {
  titleEn: '',
  titleTh: '',
  period: 'daily',
  kind: 'rounds',
  category: '',
  target: '',
  reward: '0.00',
  turnoverMultiplier: '1',
  points: '0',
  rewardPoints: '0',
  sort: '0',
};

export function draftOf(m: OpsMission): MissionDraft {
  return {
    titleEn: m.titles.en ?? '',
    titleTh: m.titles.th ?? '',
    period: m.period,
    kind: m.kind,
    category: m.category ?? '',
    target: isMoneyKind(m.kind) ? formatMinor(m.target) : String(m.target),
    reward: formatMinor(m.reward),
    turnoverMultiplier: String(m.turnoverMultiplier),
    points: String(m.points),
    rewardPoints: String(m.rewardPoints ?? 0),
    sort: String(m.sort),
  };
}

const count = (text: string, min: number, max: number) => {
  const n = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;
  return n !== null && n >= min && n <= max ? n : null;
};

/** The mission the draft sends, or what is wrong with each field. */
export function missionOf(
  draft: MissionDraft,
  status: MissionConfig['status'],
): { config: MissionConfig } | { problems: Partial<Record<MissionField, FieldProblem>> } {
  const problems: Partial<Record<MissionField, FieldProblem>> = {};
  if (!draft.titleEn.trim()) problems.titleEn = 'required';
  if (!draft.titleTh.trim()) problems.titleTh = 'required';
  const target = isMoneyKind(draft.kind) ? parseMajor(draft.target) : count(draft.target, 1, 1_000_000);
  if (target === null || target < 1) problems.target = isMoneyKind(draft.kind) ? 'amount' : 'count';
  const reward = parseMajor(draft.reward);
  if (reward === null) problems.reward = 'amount';
  const turnover = count(draft.turnoverMultiplier, 0, 100);
  if (turnover === null) problems.turnoverMultiplier = 'count';
  const points = count(draft.points, 0, 1_000_000);
  if (points === null) problems.points = 'count';
  const rewardPoints = count(draft.rewardPoints, 0, 1_000_000);
  if (rewardPoints === null) problems.rewardPoints = 'count';
  const sort = count(draft.sort, 0, 10_000);
  if (sort === null) problems.sort = 'count';
  if (Object.keys(problems).length > 0) return { problems };
  const usesCategory = draft.kind === 'rounds' || draft.kind === 'bet';
  return {
    config: {
      titles: { en: draft.titleEn.trim(), th: draft.titleTh.trim() },
      period: draft.period,
      kind: draft.kind,
      category: usesCategory && draft.category ? draft.category : null,
      target: target as number,
      reward: reward as number,
      turnoverMultiplier: turnover as number,
      points: points as number,
      rewardPoints: rewardPoints as number,
      sort: sort as number,
      status,
    },
  };
}

/** The config of a mission as it stands (to pause or resume it unchanged). */
export const configOf = ({ id: _id, ...config }: OpsMission): MissionConfig => config;
