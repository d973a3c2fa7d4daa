import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkField,
  FALLBACK_PASSWORD_RULE,
  type FieldRule,
  fieldHint,
  newPasswordRule,
  PATTERNS,
  patternById,
  REGISTER_MESSAGES,
  VERIFICATION_CODE_MAX_LENGTH,
} from './validation.ts';

const LONG = 'a'.repeat(300);
const EMOJI = '😀';

// At least two accepted and two refused values per pattern, across scripts, spaces and emoji.
const EXAMPLES: Record<number, { accepts: string[]; refuses: string[] }> = {
  1: { accepts: ['anything at all', 'สวัสดี 😀', '!@#$', LONG], refuses: [] },
  2: {
    accepts: ['abc', 'สมชาย', '홍길동', 'ひらがな', 'Élodie'],
    refuses: ['abc1', 'two words', EMOJI, 'a-b', 'a_b'],
  },
  3: {
    accepts: ['abc123', 'ABC', '2024', 'สมชาย99'],
    refuses: ['abc 123', 'abc_123', `abc${EMOJI}`, 'a.b', '١٢٣'],
  },
  4: { accepts: ['0', '0812345678', '123456'], refuses: ['12a', '12 34', '๑๒๓', '+66', '-1', '1.5'] },
  5: { accepts: ['a1', 'Zed_99', 'ก123', '한국'], refuses: ['1abc', '_abc', ' abc', `${EMOJI}abc`] },
  6: { accepts: ['abcD', 'A', 'passWORD1', 'ÉCOLE'], refuses: ['abcd', '1234', 'สมชาย', 'ß!'] },
  7: { accepts: ['abc', 'a_b-c', 'สมชาย', EMOJI], refuses: ['a b', ' abc', 'abc ', 'a\tb', 'a\u3000b'] },
  8: {
    accepts: ['สมชาย ใจดี', 'John Smith', 'สมชาย', 'Somchai ใจดี'],
    refuses: ['สมชาย123', '홍길동', 'John  Smith', ' John', 'John!', '๑๒๓', EMOJI],
  },
  9: { accepts: ['홍길동', '김 민수', '대한민국'], refuses: ['Hong', '홍길동1', 'สมชาย', '日本', '홍길동 '] },
  10: {
    accepts: ['やまだ', 'ヤマダ', '山田太郎', 'ラーメン', '佐々木'],
    refuses: ['yamada', '山田 太郎', '한국', '山田1', '㋐', EMOJI],
  },
  11: {
    accepts: ['name@example.com', 'first.last+tag@mail.example.co.th', 'a_b@x-y.io'],
    refuses: [
      'name@example',
      'name@@example.com',
      '.name@example.com',
      'na me@example.com',
      'name@example.c0m',
      'สมชาย@example.com',
    ],
  },
  12: {
    accepts: ['John Smith', 'สมชาย ใจดี', "Mary-Jane O'Neil", 'Nguyễn Văn An'],
    refuses: ['John', 'John  Smith', ' John Smith', 'John Smith1', `John ${EMOJI}`],
  },
  13: {
    accepts: ['Passw0rd!', 'A1b2C3d4#', 'zZ9~zzzz'],
    refuses: ['password', 'Password1', 'PASSWORD1!', 'Pass word1!', 'Pässw0rd!', 'Passw0rd😀'],
  },
  14: {
    accepts: ['2024-02-29', '1999-12-31', '12-31-1999', '02-29-2000'],
    refuses: ['2023-02-29', '2024-13-01', '31-12-1999', '2024/01/01', '1900-02-29', '2024-1-1', '0000-01-01'],
  },
  15: { accepts: ['player1', 'Abc', 'z9999'], refuses: ['1player', 'player_1', 'ผู้เล่น', 'pl ayer', ''] },
  16: { accepts: ['0812345678', '021234567', '00'], refuses: ['812345678', '+66812345678', '08-1234', '0'] },
  17: {
    accepts: ['+66812345678', '+12025550123'],
    refuses: ['0812345678', '+0812345678', '+66 81', '66812345678', '+'],
  },
  18: {
    accepts: ['张三', '王小明', '阿沛·阿旺晋美'],
    refuses: ['Zhang', '张三1', '张 三', 'やまだ', '·张三', '张三·', '⺀'],
  },
  19: {
    accepts: ['Nguyễn Văn An', 'Trần Thị Bích', 'Đặng', 'John Smith', 'Nguye\u0302\u0303n'],
    refuses: ['Müller', 'Nguyễn  Văn', 'สมชาย', 'An1', `An ${EMOJI}`],
  },
  20: { accepts: ['somchai.99', '@shopline', 'a_b-c'], refuses: ['Somchai', 'som chai', 'สมชาย', 'a@b', ''] },
  21: {
    accepts: ['@durov', '@john_smith99', `@a${'b'.repeat(31)}`],
    refuses: ['durov', '@abc', '@1john', '@john_', `@a${'b'.repeat(32)}`, '@จอห์น'],
  },
  22: { accepts: ['wxid_abc', 'John-123', 'a'], refuses: ['1abc', '_abc', 'ab c', '微信号', 'a.b'] },
  23: { accepts: ['10001', '123456789012'], refuses: ['1234', '0123456', '1234567890123', '12345a'] },
  24: {
    accepts: ['Hello there', 'สวัสดีครับ', 'Meet at 5.30', 'word.community', EMOJI],
    refuses: [
      'see https://x.test',
      'www.example',
      'visit example.com',
      'go to t.me/spam',
      'SITE.COM/x',
      'ftp://a',
    ],
  },
  25: {
    accepts: [
      'John Smith',
      'john.smith.9',
      'https://www.facebook.com/john.smith',
      'fb.com/profile.php?id=1234',
      'สมชาย ใจดี',
    ],
    refuses: [
      'https://evil.com/john',
      'John  Smith',
      'facebook.com/john smith',
      'john@smith',
      `John ${EMOJI}`,
    ],
  },
};

describe('input patterns', () => {
  it('defines each id from 1 to 25 exactly once, with a key and a message', () => {
    expect(PATTERNS.map((p) => p.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(new Set(PATTERNS.map((p) => p.key)).size).toBe(25);
    for (const pattern of PATTERNS) {
      expect(pattern.key, String(pattern.id)).toMatch(/^pattern\.[a-z][A-Za-z0-9]*$/);
      expect(pattern.message.length, String(pattern.id)).toBeGreaterThan(10);
    }
  });

  it('keeps the meaning of the ids the seed refers to', () => {
    expect(patternById(1)?.key).toBe('pattern.lengthOnly');
    expect(patternById(3)?.key).toBe('pattern.lettersAndDigits');
    expect(patternById(4)?.key).toBe('pattern.digitsOnly');
    expect(patternById(8)?.key).toBe('pattern.thaiOrEnglish');
    expect(patternById(11)?.key).toBe('pattern.email');
    expect(patternById(13)?.key).toBe('pattern.strongPassword');
    expect(patternById(1)?.message).toBe('Please enter (min) - (max) characters');
    expect(patternById(0)).toBeUndefined();
    expect(patternById(26)).toBeUndefined();
  });

  it('has accepted and refused examples for every pattern', () => {
    for (const pattern of PATTERNS) {
      const examples = EXAMPLES[pattern.id];
      expect(examples, String(pattern.id)).toBeDefined();
      expect(examples!.accepts.length, String(pattern.id)).toBeGreaterThanOrEqual(2);
      // Pattern 1 is length only: nothing can be refused by the pattern itself.
      if (pattern.id !== 1) expect(examples!.refuses.length, String(pattern.id)).toBeGreaterThanOrEqual(2);
    }
  });

  for (const pattern of PATTERNS) {
    const examples = EXAMPLES[pattern.id] ?? { accepts: [], refuses: [] };
    it(`${pattern.id} ${pattern.key} accepts ${examples.accepts.length} and refuses ${examples.refuses.length} examples`, () => {
      for (const value of examples.accepts)
        expect(pattern.test(value), `accepts ${JSON.stringify(value)}`).toBe(true);
      for (const value of examples.refuses)
        expect(pattern.test(value), `refuses ${JSON.stringify(value)}`).toBe(false);
    });
  }

  it('answers within a few milliseconds on 10,000-character adversarial inputs', () => {
    const unit = fc.constantFrom(
      'a',
      'A',
      '0',
      ' ',
      '_',
      '.',
      '-',
      '@',
      '+',
      'ก',
      '่',
      '한',
      'あ',
      '漢',
      'ễ',
      EMOJI,
      'a ',
      'a.',
      'a@',
      '0-',
      'ab.',
      'http',
      'www.',
      '.co',
      'e\u0302',
    );
    const tail = fc.constantFrom('', '!', ' ', '@', '.', '_', '\u0000', EMOJI, '.c', ' 1', '·');
    const head = fc.constantFrom('', '@', '+', '0', 'A', 'Aa1', 'a@', 'https://facebook.com/');
    // The fastest of three runs: a garbage-collection pause or the regex tier-up can slow one call,
    // catastrophic backtracking slows every call (seconds, not milliseconds).
    const fastestOfThree = (test: (value: string) => boolean, value: string) => {
      let fastest = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 3; run++) {
        const began = performance.now();
        test(value);
        fastest = Math.min(fastest, performance.now() - began);
      }
      return fastest;
    };
    let slowest = 0;
    fc.assert(
      fc.property(head, unit, tail, (start, repeated, end) => {
        const value = start + repeated.repeat(Math.ceil(10_000 / repeated.length)) + end;
        for (const pattern of PATTERNS) {
          const spent = fastestOfThree(pattern.test, value);
          slowest = Math.max(slowest, spent);
          if (spent > 5) throw new Error(`pattern ${pattern.id} took ${spent.toFixed(1)} ms`);
        }
      }),
      { seed: 42, numRuns: 200 },
    );
    expect(slowest).toBeLessThan(5);
  });
});

describe('field hint', () => {
  it('replaces (min) and (max) in the pattern message', () => {
    expect(fieldHint({ min: 6, max: 16, patternId: 3 })).toBe('Please enter 6 - 16 letters or digits');
    expect(fieldHint({ min: 8, max: 20, patternId: 13 })).toBe(
      'Please enter 8 - 20 characters with an uppercase letter, a lowercase letter, a digit and a symbol',
    );
  });

  it('shows a single number when min equals max', () => {
    expect(fieldHint({ min: 10, max: 10, patternId: 1 })).toBe('Please enter 10 characters');
    expect(fieldHint({ min: 4, max: 4, patternId: 4 })).toBe('Please enter 4 digits');
  });

  it('uses the plain length message for pattern 0 or an unknown id', () => {
    expect(fieldHint({ min: 2, max: 50, patternId: 0 })).toBe('Please enter 2 - 50 characters');
    expect(fieldHint({ min: 2, max: 50, patternId: 99 })).toBe('Please enter 2 - 50 characters');
  });

  it('fills a given (translated) message the same way', () => {
    expect(fieldHint({ min: 6, max: 6, patternId: 4 }, 'กรุณากรอกตัวเลข (min)-(max) หลัก')).toBe(
      'กรุณากรอกตัวเลข 6 หลัก',
    );
    expect(fieldHint({ min: 8, max: 20, patternId: 13 }, REGISTER_MESSAGES.passwordLength)).toBe(
      'Please fill in your password with 8 - 20 characters',
    );
  });

  it('reads a missing maximum as "min+" and leaves messages without placeholders alone', () => {
    expect(fieldHint({ min: 3, max: 0, patternId: 1 })).toBe('Please enter 3+ characters');
    expect(fieldHint({ min: 10, max: 10, patternId: 14 })).toBe(
      'Please enter a date as yyyy-MM-dd or MM-dd-yyyy',
    );
  });
});

describe('field check', () => {
  const rule = (overrides: Partial<FieldRule>): FieldRule => ({
    field: 'username',
    enabled: true,
    required: true,
    min: 6,
    max: 16,
    patternId: 3,
    acceptedPattern: 'A-Za-z0-9',
    ...overrides,
  });

  it('accepts a value that meets every rule', () => {
    expect(checkField('player01', rule({}))).toEqual({ ok: true });
  });

  it('ignores a disabled field whatever its value', () => {
    expect(checkField('', rule({ enabled: false }))).toEqual({ ok: true });
    expect(checkField('!!', rule({ enabled: false }))).toEqual({ ok: true });
  });

  it('lets an optional field stay empty and refuses an empty required one', () => {
    expect(checkField('', rule({ required: false }))).toEqual({ ok: true });
    expect(checkField('', rule({}))).toEqual({ ok: false, reason: 'required' });
    expect(checkField('   ', rule({}))).toEqual({ ok: false, reason: 'required' });
  });

  it('refuses too short and too long, counting code points', () => {
    expect(checkField('abc12', rule({}))).toEqual({ ok: false, reason: 'tooShort' });
    expect(checkField('a'.repeat(17), rule({}))).toEqual({ ok: false, reason: 'tooLong' });
    const emoji = rule({ min: 3, max: 3, patternId: 1, acceptedPattern: '*' });
    expect(checkField('😀😀😀', emoji)).toEqual({ ok: true });
    expect(checkField('😀😀😀😀', emoji)).toEqual({ ok: false, reason: 'tooLong' });
    expect(checkField('สวัสดี', rule({ min: 6, max: 6, patternId: 8, acceptedPattern: '*' }))).toEqual({
      ok: true,
    });
  });

  it('treats a maximum of 0 as no maximum', () => {
    expect(checkField('a'.repeat(5000), rule({ max: 0 }))).toEqual({ ok: true });
  });

  it('refuses a value the pattern refuses, and an unknown pattern id', () => {
    expect(checkField('player 01', rule({ acceptedPattern: '*' }))).toEqual({ ok: false, reason: 'pattern' });
    expect(checkField('player01', rule({ patternId: 99 }))).toEqual({ ok: false, reason: 'pattern' });
    expect(checkField('player01', rule({ patternId: 0 }))).toEqual({ ok: true });
  });

  it('refuses a character outside the accepted characters', () => {
    expect(checkField('สมชาย99', rule({ min: 2 }))).toEqual({ ok: false, reason: 'notAccepted' });
    expect(checkField('0812345678', rule({ patternId: 1, acceptedPattern: '0-9' }))).toEqual({ ok: true });
    expect(checkField('081234567x', rule({ patternId: 1, acceptedPattern: '0-9' }))).toEqual({
      ok: false,
      reason: 'notAccepted',
    });
    expect(checkField('สมชาย', rule({ min: 2, patternId: 8, acceptedPattern: '*' }))).toEqual({ ok: true });
  });

  it('reads the accepted characters literally, never as a regular expression', () => {
    const accepted = (acceptedPattern: string, value: string) =>
      checkField(value, rule({ min: 1, patternId: 1, acceptedPattern })).ok;
    expect(accepted('^a', '^a^')).toBe(true);
    expect(accepted('^a', 'b')).toBe(false);
    expect(accepted(']\\', ']\\')).toBe(true);
    expect(accepted('a\\-z', '-az')).toBe(true);
    expect(accepted('a\\-z', 'm')).toBe(false);
    expect(accepted('z-a', 'z-a')).toBe(true);
    expect(accepted('z-a', 'm')).toBe(false);
    expect(accepted('a-', 'a-')).toBe(true);
    expect(accepted('.*', 'x')).toBe(false);
    expect(accepted('ก-ฮ', 'กขค')).toBe(true);
    expect(accepted('\\d', 'd')).toBe(true);
    expect(accepted('\\d', '1')).toBe(false);
  });

  it('checks the seed rules for the main fields', () => {
    const password = rule({ field: 'password', min: 8, max: 20, patternId: 13, acceptedPattern: '*' });
    expect(checkField('Passw0rd!', password)).toEqual({ ok: true });
    expect(checkField('password1', password)).toEqual({ ok: false, reason: 'pattern' });
    const email = rule({
      field: 'email',
      required: false,
      min: 6,
      max: 60,
      patternId: 11,
      acceptedPattern: '*',
    });
    expect(checkField('player@example.com', email)).toEqual({ ok: true });
    expect(checkField('player@', email)).toEqual({ ok: false, reason: 'pattern' });
  });
});

describe('register messages', () => {
  it('holds the spec section 5 texts and the code length limit', () => {
    expect(Object.values(REGISTER_MESSAGES)).toEqual(
      expect.arrayContaining([
        'Please fill in your password with (min) - (max) characters',
        'Please enter a valid verification code',
        'Please enter a valid mobile number',
        'Incorrect confirmation input',
        'Real name format is incorrect',
        'Phone number format is incorrect',
        'Invalid invitation code',
        'Please enter the username and password',
        'Input cannot be empty',
        'Please confirm you are 21 years old',
      ]),
    );
    expect(VERIFICATION_CODE_MAX_LENGTH).toBe(255);
  });
});

describe('newPasswordRule', () => {
  const rule = (enabled: boolean) => ({
    field: 'password',
    enabled,
    required: false,
    min: 10,
    max: 20,
    patternId: 13,
    acceptedPattern: '*',
  });

  it("takes the merchant's enabled password rule, always required", () => {
    expect(newPasswordRule([rule(true)])).toMatchObject({ min: 10, max: 20, patternId: 13, required: true });
  });

  it('falls back to 8 to 64 characters when the rule is missing or off', () => {
    expect(newPasswordRule([])).toBe(FALLBACK_PASSWORD_RULE);
    expect(newPasswordRule([rule(false)])).toBe(FALLBACK_PASSWORD_RULE);
    expect(checkField('short', FALLBACK_PASSWORD_RULE).ok).toBe(false);
    expect(checkField('long enough', FALLBACK_PASSWORD_RULE).ok).toBe(true);
  });
});
