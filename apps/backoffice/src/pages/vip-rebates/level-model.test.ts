import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { draftOf, levelOf, nextLevel, refusedFields } from './level-model.ts';
import { LEVELS, level } from './vip-rebates-fixtures.test-data.ts';

describe("a level's form", () => {
  it('reads money in major units and sends minor units, an empty limit as the merchant’s own', () => {
    const draft = {
      ...draftOf(level(3)),
      monthlyBonus: '1,234.5',
      withdrawDailyLimit: '',
      withdrawDailyCount: '',
    };
    expect(levelOf(3, draft)).toEqual({
      level: { ...level(3), monthlyBonus: 123_450, withdrawDailyLimit: null, withdrawDailyCount: null },
    });
  });

  it('refuses a limit or a count of nothing (the API would read them as none of the level’s own)', () => {
    const draft = { ...draftOf(level(2)), withdrawDailyLimit: '0', withdrawDailyCount: '0' };
    expect(levelOf(2, draft)).toEqual({
      problems: { withdrawDailyLimit: 'limit', withdrawDailyCount: 'count' },
    });
  });

  it("starts a new level from the top one's thresholds and benefits, without a name", () => {
    expect(nextLevel(LEVELS.levels)).toMatchObject({
      level: 4,
      names: { en: '', th: '' },
      minDeposit: 1_000_000,
    });
    expect(nextLevel([])).toMatchObject({ level: 1, minDeposit: 0, turnoverMultiplier: 1 });
  });

  it('finds the fields a refusal names', () => {
    const refusal = (code: string, message: string) => new ApiError(code, 400, message);
    expect(
      refusedFields(refusal('validation.failed', 'body/names/th must NOT have fewer than 1 characters')),
    ).toEqual(['nameTh']);
    expect(
      refusedFields(
        refusal(
          'validation.failed',
          'body/withdrawDailyCount must be <= 1000, body/withdrawDailyCount must be null',
        ),
      ),
    ).toEqual(['withdrawDailyCount']);
    expect(refusedFields(refusal('vip.levels.invalid', 'Levels must…'))).toEqual([
      'minDeposit',
      'minValidBet',
    ]);
    expect(refusedFields(refusal('merchant.unknown', 'No such merchant'))).toEqual([]);
    expect(refusedFields(new Error('offline'))).toEqual([]);
  });
});
