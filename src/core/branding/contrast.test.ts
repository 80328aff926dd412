import { describe, expect, it } from 'vitest';
import { brandContrastShortfalls, describeShortfall } from './brand-contrast.ts';
import { contrastRatio, hexChannels, relativeLuminance } from './contrast.ts';

describe('contrastRatio (WCAG 2.x)', () => {
  it('gives the known ratios of reference pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // WebAIM's checker gives 6.82:1 for #0052CC on white.
    expect(contrastRatio('#0052CC', '#ffffff')).toBeCloseTo(6.82, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.5, 1);
    // Order does not matter.
    expect(contrastRatio('#ffffff', '#0052cc')).toBe(contrastRatio('#0052cc', '#ffffff'));
  });

  it('reads #rgb shorthand and rejects anything else', () => {
    expect(hexChannels('#fa0')).toEqual([255, 170, 0]);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 5);
    expect(() => hexChannels('red')).toThrow(/not a #rrggbb colour/);
  });
});

describe('brandContrastShortfalls', () => {
  it("passes the portal's own link colours in both themes", () => {
    expect(brandContrastShortfalls('#0c66e4', 'light')).toEqual([]);
    expect(brandContrastShortfalls('#579dff', 'dark')).toEqual([]);
  });

  it('names the surface, the ratio and the requirement of a colour that falls short', () => {
    const [first, ...rest] = brandContrastShortfalls('#4c9aff', 'light');
    expect(rest).toHaveLength(1);
    expect(describeShortfall(first!)).toBe(
      'contrast 2.85:1 on the light background #ffffff, at least 4.5:1 required (WCAG AA)',
    );
    expect(brandContrastShortfalls('#0052cc', 'dark').map((s) => s.surface)).toEqual([
      'dark background #1d2125',
      'dark subtle #22272b',
    ]);
  });
});
