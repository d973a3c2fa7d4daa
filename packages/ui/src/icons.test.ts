import { describe, expect, it } from 'vitest';
import { PATHS } from './icons.tsx';
import { EXTRA_PATHS } from './icons-extra.ts';

describe('icon drawings', () => {
  it('are SVG elements only: no stray text (a comment in the string) and well-formed markup', () => {
    const broken = Object.entries({ ...PATHS, ...EXTRA_PATHS }).flatMap(([name, markup]) => {
      const svg = new DOMParser().parseFromString(
        `<svg xmlns="http://www.w3.org/2000/svg">${markup}</svg>`,
        'image/svg+xml',
      );
      const stray = svg.documentElement.textContent?.trim() ?? '';
      const failed = svg.getElementsByTagName('parsererror').length > 0;
      return failed || stray ? [`${name}: ${failed ? 'not well-formed' : stray}`] : [];
    });
    expect(broken).toEqual([]);
  });
});
