import type { VipLevel } from '@portal/contracts/vip.schema';
import { formatMinor, parseMajor } from '@portal/contracts/wallet';
import { ApiError } from '../../api/client.ts';

/** A level as its form holds it: money in major units and counts as typed; an empty limit is the merchant's own. */
export type LevelDraft = {
  nameEn: string;
  nameTh: string;
  minDeposit: string;
  minValidBet: string;
  withdrawDailyCount: string;
  withdrawDailyLimit: string;
  levelUpBonus: string;
  monthlyBonus: string;
  turnoverMultiplier: string;
};
export type LevelField = keyof LevelDraft;

/** Why a field cannot be sent, as a key of the vip namespace's `problem` texts. */
export type FieldProblem = 'required' | 'amount' | 'limit' | 'count' | 'multiplier';

const MONEY: readonly LevelField[] = ['minDeposit', 'minValidBet', 'levelUpBonus', 'monthlyBonus'];
/** The server's limits (contracts' VipLevel). */
const MAX_COUNT = 1000;
const MAX_MULTIPLIER = 100;
const MAX_NAME = 40;

export function draftOf(level: VipLevel): LevelDraft {
  return {
    nameEn: level.names.en ?? '',
    nameTh: level.names.th ?? '',
    minDeposit: formatMinor(level.minDeposit),
    minValidBet: formatMinor(level.minValidBet),
    withdrawDailyCount: level.withdrawDailyCount === null ? '' : String(level.withdrawDailyCount),
    withdrawDailyLimit: level.withdrawDailyLimit === null ? '' : formatMinor(level.withdrawDailyLimit),
    levelUpBonus: formatMinor(level.levelUpBonus),
    monthlyBonus: formatMinor(level.monthlyBonus),
    turnoverMultiplier: String(level.turnoverMultiplier),
  };
}

/** A new level's starting point: the top level's thresholds and benefits (it may not ask for less). */
export function nextLevel(levels: readonly VipLevel[]): VipLevel {
  const top = levels.at(-1);
  const level = (top?.level ?? 0) + 1;
  return {
    level,
    names: { en: '', th: '' },
    minDeposit: top?.minDeposit ?? 0,
    minValidBet: top?.minValidBet ?? 0,
    withdrawDailyLimit: top?.withdrawDailyLimit ?? null,
    withdrawDailyCount: top?.withdrawDailyCount ?? null,
    levelUpBonus: top?.levelUpBonus ?? 0,
    monthlyBonus: top?.monthlyBonus ?? 0,
    turnoverMultiplier: top?.turnoverMultiplier ?? 1,
  };
}

const whole = (text: string, min: number, max: number) => {
  const trimmed = text.trim();
  const value = /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
  return value !== null && value >= min && value <= max ? value : null;
};

/** The level a draft stands for, or each field's problem (the server's rules on each field, checked first here). */
export function levelOf(
  level: number,
  draft: LevelDraft,
): { level: VipLevel } | { problems: Partial<Record<LevelField, FieldProblem>> } {
  const problems: Partial<Record<LevelField, FieldProblem>> = {};
  for (const name of ['nameEn', 'nameTh'] as const) {
    const text = draft[name].trim();
    if (!text || text.length > MAX_NAME) problems[name] = 'required';
  }
  const money = Object.fromEntries(MONEY.map((field) => [field, parseMajor(draft[field].trim())]));
  for (const field of MONEY) if (money[field] === null) problems[field] = 'amount';
  // a withdrawal limit is the level's own (above nothing) or, left empty, the merchant's: the API reads 0 as none
  const limit = draft.withdrawDailyLimit.trim() === '' ? null : parseMajor(draft.withdrawDailyLimit.trim());
  if (draft.withdrawDailyLimit.trim() !== '' && !limit) problems.withdrawDailyLimit = 'limit';
  const count = draft.withdrawDailyCount.trim() === '' ? null : whole(draft.withdrawDailyCount, 1, MAX_COUNT);
  if (draft.withdrawDailyCount.trim() !== '' && count === null) problems.withdrawDailyCount = 'count';
  const multiplier = whole(draft.turnoverMultiplier, 0, MAX_MULTIPLIER);
  if (multiplier === null) problems.turnoverMultiplier = 'multiplier';
  if (Object.keys(problems).length > 0) return { problems };
  return {
    level: {
      level,
      names: { en: draft.nameEn.trim(), th: draft.nameTh.trim() },
      minDeposit: money.minDeposit as number,
      minValidBet: money.minValidBet as number,
      withdrawDailyCount: count,
      withdrawDailyLimit: limit,
      levelUpBonus: money.levelUpBonus as number,
      monthlyBonus: money.monthlyBonus as number,
      turnoverMultiplier: multiplier as number,
    },
  };
}

const BODY_FIELDS: Record<string, LevelField> = {
  minDeposit: 'minDeposit',
  minValidBet: 'minValidBet',
  withdrawDailyCount: 'withdrawDailyCount',
  withdrawDailyLimit: 'withdrawDailyLimit',
  levelUpBonus: 'levelUpBonus',
  monthlyBonus: 'monthlyBonus',
  turnoverMultiplier: 'turnoverMultiplier',
};

/**
 * The fields a refusal of the server points at: a validation failure names its field in the envelope's
 * message ("body/monthlyBonus must be <= …"); thresholds out of order (vip.levels.invalid) are the two
 * thresholds'. Empty when the refusal is not about a field (the form says it above its buttons).
 */
export function refusedFields(error: unknown): LevelField[] {
  if (!(error instanceof ApiError)) return [];
  if (error.code === 'vip.levels.invalid') return ['minDeposit', 'minValidBet'];
  if (error.code !== 'validation.failed') return [];
  const names = /\/names(?:\/(en|th))?/.exec(error.message);
  if (names) return names[1] === 'th' ? ['nameTh'] : ['nameEn'];
  const field = /\/([A-Za-z]+)/.exec(error.message)?.[1];
  const found = field ? BODY_FIELDS[field] : undefined;
  return found ? [found] : [];
}
