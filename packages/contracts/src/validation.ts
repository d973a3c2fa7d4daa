// The 25 input patterns of the register settings (spec section 5) and the per-field checker.
// The portal bundles this file and the server enforces the same rules, so it imports nothing at runtime.
//
// Every expression is anchored and linear: the characters that repeat never overlap the separator
// that follows them, so a long refused input costs one pass and not a backtracking explosion.
// Ids are stored in merchants' settings: never renumber, only append.

export type InputPattern = {
  id: number;
  /** i18n key of the message. */
  key: string;
  test: (value: string) => boolean;
  /** English message; (min) and (max) are replaced by the field's length limits. */
  message: string;
};

export type FieldLengthRule = { min: number; max: number; patternId: number };

export type FieldRule = FieldLengthRule & {
  field: string;
  enabled: boolean;
  required: boolean;
  /** Accepted characters as the body of a character class ('a-zA-Z0-9'); '*' means any. */
  acceptedPattern: string;
};

export type FieldCheckFailure = 'required' | 'tooShort' | 'tooLong' | 'pattern' | 'notAccepted';
export type FieldCheck = { ok: true } | { ok: false; reason: FieldCheckFailure };

export const LENGTH_MESSAGE = 'Please enter (min) - (max) characters';

const matches = (expression: RegExp) => (value: string) => expression.test(value);

/** Words of the given character class separated by single spaces. */
const words = (characters: string) => new RegExp(`^[${characters}]+(?: [${characters}]+)*$`, 'u');

// Script classes also hold digits, punctuation and symbols (Thai digits, circled katakana);
// the script patterns ask for letters, so those are refused separately.
const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;
const THAI_OR_ENGLISH = words('\\p{Script=Thai}A-Za-z');
const KOREAN = words('\\p{Script=Hangul}');
// U+30FC (the prolonged sound mark) belongs to no single script but is written inside kana words.
const JAPANESE = /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u30FC]+$/u;
// The middle dot joins the parts of transliterated and minority names (e.g. 阿沛·阿旺晋美).
const CHINESE = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;
// Precomposed Vietnamese letters after NFC: Latin-1 vowels with Vietnamese tones, ĂĐĨŨƠƯ, and U+1EA0-U+1EF9.
const VIETNAMESE = words('A-Za-zÀ-ÃÈ-ÊÌÍÒ-ÕÙÚÝà-ãè-êìíò-õùúýĂăĐđĨĩŨũƠơƯưẠ-ỹ');

const EMAIL = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,}$/;

// Lookaheads over complement classes stay linear; ASCII only so that the same password types on
// every keyboard and never depends on Unicode normalisation.
const STRONG_PASSWORD =
  /^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=[^0-9]*[0-9])(?=[A-Za-z0-9]*[!-/:-@[-`{-~])[!-~]+$/;

const ISO_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const US_DATE = /^([0-9]{2})-([0-9]{2})-([0-9]{4})$/;

const LINK =
  /:\/\/|www\.|\.(?:com|net|org|info|biz|io|co|me|ly|gg|cc|tk|xyz|top|site|online|club|link|app|ru|cn|th|vn|kr|jp)(?![\p{L}\p{N}])/iu;

const FACEBOOK_URL =
  /^(?:https?:\/\/)?(?:(?:www|m|web)\.)?(?:facebook|fb)\.com\/(?:profile\.php\?id=[0-9]+|[A-Za-z0-9.]+)\/?$/i;
const FACEBOOK_NAME = words('\\p{L}\\p{M}\\p{N}.');

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC keeps the local time zone out.
  const lastDay = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && !leap ? 28 : lastDay);
}

function isDate(value: string): boolean {
  const iso = ISO_DATE.exec(value);
  if (iso) return isCalendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = US_DATE.exec(value);
  if (us) return isCalendarDate(Number(us[3]), Number(us[1]), Number(us[2]));
  return false;
}

/** A mailbox address (pattern 11): the one e-mail check of the portal and the server. */
export function isEmail(value: string): boolean {
  if (!EMAIL.test(value)) return false;
  return TOP_LEVEL_DOMAIN.test(value.slice(value.lastIndexOf('.') + 1));
}

export const PATTERNS: readonly InputPattern[] = [
  { id: 1, key: 'pattern.lengthOnly', test: () => true, message: LENGTH_MESSAGE },
  {
    id: 2,
    key: 'pattern.lettersOnly',
    test: matches(/^[\p{L}\p{M}]+$/u),
    message: 'Please enter (min) - (max) letters',
  },
  {
    id: 3,
    key: 'pattern.lettersAndDigits',
    test: matches(/^[\p{L}\p{M}0-9]+$/u),
    message: 'Please enter (min) - (max) letters or digits',
  },
  {
    id: 4,
    key: 'pattern.digitsOnly',
    test: matches(/^[0-9]+$/),
    message: 'Please enter (min) - (max) digits',
  },
  {
    id: 5,
    key: 'pattern.startsWithLetter',
    test: matches(/^\p{L}/u),
    message: 'Please enter (min) - (max) characters starting with a letter',
  },
  {
    id: 6,
    key: 'pattern.hasUppercase',
    test: matches(/^\P{Lu}*\p{Lu}/u),
    message: 'Please enter (min) - (max) characters with at least one uppercase letter',
  },
  {
    id: 7,
    key: 'pattern.noSpaces',
    test: matches(/^\S+$/u),
    message: 'Please enter (min) - (max) characters without spaces',
  },
  {
    id: 8,
    key: 'pattern.thaiOrEnglish',
    test: (value) => THAI_OR_ENGLISH.test(value) && LETTERS_AND_SPACES.test(value),
    message: 'Please enter (min) - (max) Thai or English letters',
  },
  {
    id: 9,
    key: 'pattern.koreanOnly',
    test: (value) => KOREAN.test(value) && LETTERS_AND_SPACES.test(value),
    message: 'Please enter (min) - (max) Korean characters',
  },
  {
    id: 10,
    key: 'pattern.japanese',
    test: (value) => JAPANESE.test(value) && LETTERS_AND_SPACES.test(value),
    message: 'Please enter (min) - (max) Japanese kana or kanji',
  },
  {
    id: 11,
    key: 'pattern.email',
    test: isEmail,
    message: 'Please enter an email address such as name@example.com, (min) - (max) characters',
  },
  {
    id: 12,
    key: 'pattern.fullName',
    test: matches(/^\p{L}[\p{L}\p{M}'.-]*(?: \p{L}[\p{L}\p{M}'.-]*)+$/u),
    message: 'Please enter your full name with a space between names, (min) - (max) characters',
  },
  {
    id: 13,
    key: 'pattern.strongPassword',
    test: matches(STRONG_PASSWORD),
    message:
      'Please enter (min) - (max) characters with an uppercase letter, a lowercase letter, a digit and a symbol',
  },
  {
    id: 14,
    key: 'pattern.date',
    test: isDate,
    message: 'Please enter a date as yyyy-MM-dd or MM-dd-yyyy',
  },
  {
    id: 15,
    key: 'pattern.username',
    test: matches(/^[A-Za-z][A-Za-z0-9]*$/),
    message: 'Please enter (min) - (max) letters or digits, starting with a letter',
  },
  {
    id: 16,
    key: 'pattern.localPhone',
    test: matches(/^0[0-9]+$/),
    message: 'Please enter a number starting with 0, (min) - (max) digits',
  },
  {
    id: 17,
    key: 'pattern.internationalPhone',
    test: matches(/^\+[1-9][0-9]+$/),
    message: 'Please enter + with the country code and number, (min) - (max) characters',
  },
  {
    id: 18,
    key: 'pattern.chineseOnly',
    test: (value) => CHINESE.test(value) && /^[\p{L}·]+$/u.test(value),
    message: 'Please enter (min) - (max) Chinese characters',
  },
  {
    id: 19,
    key: 'pattern.vietnamese',
    test: (value) => VIETNAMESE.test(value.normalize('NFC')),
    message: 'Please enter (min) - (max) Vietnamese letters',
  },
  {
    id: 20,
    key: 'pattern.lineId',
    test: matches(/^@?[a-z0-9._-]+$/),
    message:
      'Please enter a LINE ID of (min) - (max) lowercase letters, digits, dots, hyphens or underscores',
  },
  {
    id: 21,
    key: 'pattern.telegram',
    // Telegram's own rule: 5-32 characters, a letter first, no underscore last.
    test: (value) => /^@[A-Za-z][A-Za-z0-9_]{3,30}[A-Za-z0-9]$/.test(value),
    message: 'Please enter a Telegram username: @ then 5 - 32 letters, digits or underscores',
  },
  {
    id: 22,
    key: 'pattern.wechat',
    test: matches(/^[A-Za-z][A-Za-z0-9_-]*$/),
    message: 'Please enter a WeChat ID of (min) - (max) letters, digits, _ or -, starting with a letter',
  },
  {
    id: 23,
    key: 'pattern.qq',
    test: matches(/^[1-9][0-9]{4,11}$/),
    message: 'Please enter a QQ number of 5 - 12 digits',
  },
  {
    id: 24,
    key: 'pattern.noLinks',
    test: (value) => !LINK.test(value),
    message: 'Please enter (min) - (max) characters without links',
  },
  {
    id: 25,
    key: 'pattern.facebook',
    test: (value) => FACEBOOK_URL.test(value) || FACEBOOK_NAME.test(value),
    message: 'Please enter your Facebook name or profile link, (min) - (max) characters',
  },
];

const PATTERNS_BY_ID = new Map(PATTERNS.map((pattern) => [pattern.id, pattern]));

export function patternById(id: number): InputPattern | undefined {
  return PATTERNS_BY_ID.get(id);
}

/**
 * The hint under a field: the pattern message with (min) and (max) replaced. Pass `message` to
 * use a translated text. Equal limits read as one number; no maximum (0) reads as "min+".
 */
export function fieldHint(rule: FieldLengthRule, message?: string): string {
  const text = message ?? patternById(rule.patternId)?.message ?? LENGTH_MESSAGE;
  const range = rule.max === 0 ? `${rule.min}+` : rule.min === rule.max ? `${rule.min}` : null;
  const joined = range === null ? text : text.replace(/\(min\) ?[-–~] ?\(max\)/g, range);
  return joined.replaceAll('(min)', String(rule.min)).replaceAll('(max)', String(rule.max));
}

const ANY_CHARACTER = '*';

/**
 * Reads a character-class body ('a-zA-Z0-9_') into code-point ranges without handing operator text
 * to the RegExp parser: a backslash takes the next character literally, a reversed range is three
 * literal characters, and '^' or ']' are ordinary characters.
 */
function acceptedRanges(body: string): Array<[number, number]> {
  const chars = [...body].map((c) => c.codePointAt(0)!);
  const ranges: Array<[number, number]> = [];
  let i = 0;
  const take = () => {
    const c = chars[i]!;
    const escaped = c === 0x5c && i + 1 < chars.length;
    i += escaped ? 2 : 1;
    return escaped ? chars[i - 1]! : c;
  };
  while (i < chars.length) {
    const from = take();
    if (chars[i] === 0x2d && i + 1 < chars.length) {
      const save = i;
      i += 1;
      const to = take();
      if (to >= from) {
        ranges.push([from, to]);
        continue;
      }
      i = save;
    }
    ranges.push([from, from]);
  }
  return ranges;
}

function isAccepted(value: string, acceptedPattern: string): boolean {
  if (acceptedPattern === ANY_CHARACTER || acceptedPattern === '') return true;
  const ranges = acceptedRanges(acceptedPattern);
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (!ranges.some(([from, to]) => code >= from && code <= to)) return false;
  }
  return true;
}

const OK: FieldCheck = { ok: true };
const fail = (reason: FieldCheckFailure): FieldCheck => ({ ok: false, reason });

/**
 * Applies one register-settings rule. A disabled field is ignored; a blank value (only spaces)
 * counts as not filled in. Length is counted in code points, so an emoji or a Thai letter is one.
 * An unknown pattern id refuses: a mistyped setting must not switch a check off.
 */
export function checkField(value: string, rule: FieldRule): FieldCheck {
  if (!rule.enabled) return OK;
  if (value.trim() === '') return rule.required ? fail('required') : OK;
  const length = [...value].length;
  if (length < rule.min) return fail('tooShort');
  if (rule.max > 0 && length > rule.max) return fail('tooLong');
  if (rule.patternId !== 0) {
    const pattern = patternById(rule.patternId);
    if (!pattern?.test(value)) return fail('pattern');
  }
  if (!isAccepted(value, rule.acceptedPattern)) return fail('notAccepted');
  return OK;
}

/** Register form texts of spec section 5, keyed for i18n. */
export const REGISTER_MESSAGES = {
  passwordLength: 'Please fill in your password with (min) - (max) characters',
  invalidVerificationCode: 'Please enter a valid verification code',
  invalidMobile: 'Please enter a valid mobile number',
  confirmationMismatch: 'Incorrect confirmation input',
  realNameFormat: 'Real name format is incorrect',
  phoneFormat: 'Phone number format is incorrect',
  invalidInvitationCode: 'Invalid invitation code',
  usernameAndPasswordRequired: 'Please enter the username and password',
  inputEmpty: 'Input cannot be empty',
  confirmAge21: 'Please confirm you are 21 years old',
  phoneHint: 'Please enter a number starting with 0',
} as const;
export type RegisterMessageKey = keyof typeof REGISTER_MESSAGES;

export const VERIFICATION_CODE_MAX_LENGTH = 255;

/** The floor a new password follows when a merchant configures no password rule. */
export const FALLBACK_PASSWORD_RULE: FieldRule = {
  field: 'password',
  enabled: true,
  required: true,
  min: 8,
  max: 64,
  patternId: 0,
  acceptedPattern: '*',
};

/** The rule every new password follows (registration, change, reset): the merchant's, always required. */
export function newPasswordRule(rules: readonly FieldRule[]): FieldRule {
  const rule = rules.find((entry) => entry.field === 'password');
  return rule?.enabled ? { ...rule, required: true } : FALLBACK_PASSWORD_RULE;
}
