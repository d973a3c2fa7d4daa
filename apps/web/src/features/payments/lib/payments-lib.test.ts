import { PROOF_UPLOAD } from '@portal/contracts/payments';
import { describe, expect, it } from 'vitest';
import { minutesUntil } from '../components/receive-countdown.tsx';
import { checkAmount, displayAccountNumber, toInputText } from './amount.ts';
import { addProofs, isProofType } from './proof-files.ts';

const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

describe('amounts', () => {
  const limits = { min: 100_00, max: 1_000_00, available: 500_00 };

  it('turns what was typed into minor units within the limits and the balance', () => {
    expect(checkAmount('250.5', limits)).toEqual({ amount: 250_50, problem: null });
    expect(checkAmount('', limits).problem).toBe('required');
    expect(checkAmount('1.234', limits).problem).toBe('invalid');
    expect(checkAmount('-5', limits).problem).toBe('invalid');
    expect(checkAmount('0', limits).problem).toBe('invalid');
    expect(checkAmount('99.99', limits).problem).toBe('belowMin');
    expect(checkAmount('1,000.01', limits).problem).toBe('aboveMax');
    expect(checkAmount('500.01', limits).problem).toBe('aboveBalance');
  });

  it('writes minor units back as a player types them, and masked numbers like a card', () => {
    expect(toInputText(1_000_00)).toBe('1000');
    expect(toInputText(1_000_05)).toBe('1000.05');
    expect(displayAccountNumber('****1234')).toBe('•••• 1234');
  });
});

describe('proof files', () => {
  it('keeps PNG and JPG of at most 5 MB, at most 3, and names the others', () => {
    const ok = file('a.png', 10, 'image/png');
    const result = addProofs(
      [ok],
      [
        file('b.gif', 10, 'image/gif'),
        file('c.jpg', PROOF_UPLOAD.maxBytes + 1, 'image/jpeg'),
        file('d.jpg', PROOF_UPLOAD.maxBytes, 'image/jpeg'),
        file('e.png', 10, 'image/png'),
        file('f.png', 10, 'image/png'),
      ],
    );
    expect(result.files.map((f) => f.name)).toEqual(['a.png', 'd.jpg', 'e.png']);
    expect(result.problems).toEqual([
      { file: 'b.gif', problem: 'type' },
      { file: 'c.jpg', problem: 'size' },
      { file: 'f.png', problem: 'count' },
    ]);
  });

  it('judges a file without a type by its name', () => {
    expect(isProofType(file('scan.JPEG', 1, ''))).toBe(true);
    expect(isProofType(file('scan.webp', 1, ''))).toBe(false);
  });
});

describe('auto-receive countdown', () => {
  it('rounds the minutes left up and stops at zero', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(minutesUntil('2026-11-23T10:29:01Z', now)).toBe(30);
    expect(minutesUntil('2026-11-23T10:00:01Z', now)).toBe(1);
    expect(minutesUntil('2026-11-23T09:59:00Z', now)).toBe(0);
  });
});
