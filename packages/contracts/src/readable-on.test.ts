import { describe, expect, it } from 'vitest';
import { readableOn } from './readable-on.ts';

describe('the text on a brand colour', () => {
  it('is white on a dark or saturated colour and ink on a light one', () => {
    expect(readableOn('#0b1f4b')).toBe('#ffffff');
    expect(readableOn('#e11d48')).toBe('#ffffff');
    expect(readableOn('#f5b301')).toBe('#14121f');
    // a mid green: white reads at 3.4:1 on it, the dark ink at 6:1
    expect(readableOn('#0f9d7a')).toBe('#14121f');
    expect(readableOn(' FFFFFF ')).toBe('#14121f');
    // the short form and an alpha, as brand colours may be written
    expect(readableOn('#fff')).toBe('#14121f');
    expect(readableOn('#0b1f4bcc')).toBe('#ffffff');
    expect(readableOn('not a colour')).toBe('#ffffff');
  });
});
