import type { SlotSymbol } from '@portal/contracts/vendors.schema';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paletteOf } from './slot-themes.ts';
import { SymbolArt } from './symbol-art.tsx';

const LABELS = { wild: 'WILD', scatter: 'SCATTER' };

function draw(key: string, theme: string) {
  const symbol: SlotSymbol = { id: 0, key, kind: 'regular', pays: [1, 2, 3] };
  const { container } = render(<SymbolArt symbol={symbol} palette={paletteOf(theme)} labels={LABELS} />);
  return container.querySelector('svg') as SVGSVGElement;
}

afterEach(cleanup);

describe('SymbolArt', () => {
  it.each([
    ['elephant', 'temple'],
    ['idol', 'temple'],
    ['shark', 'ocean'],
    ['octopus', 'ocean'],
    ['turtle', 'ocean'],
  ])('draws the %s of the %s theme as a picture, not a text tile', (key, theme) => {
    const svg = draw(key, theme);
    const texts = [...svg.querySelectorAll('text')].map((text) => text.textContent ?? '');
    expect(texts).toEqual([]);
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(3);
  });

  it('still draws an unknown key as a text tile', () => {
    const svg = draw('yeti', 'temple');
    expect([...svg.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['YETI']);
  });
});
