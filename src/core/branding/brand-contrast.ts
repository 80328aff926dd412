import { contrastRatio } from './contrast.ts';

/** WCAG AA for text, which links are: 4.5:1 (it also covers the 3:1 of UI components). */
export const TEXT_CONTRAST_MIN = 4.5;

/**
 * The standard themes' surfaces a brand colour is drawn on as link and accent text
 * (src/ui/styles/tokens.css: --color-bg and --color-bg-subtle). Increased contrast keeps the
 * portal's own link colours, so it needs no check.
 */
export const THEME_SURFACES = {
  light: { background: '#ffffff', subtle: '#f7f8f9' },
  dark: { background: '#1d2125', subtle: '#22272b' },
} as const;

/** One surface a colour does not stand out from enough. */
export interface ContrastShortfall {
  surface: string;
  ratio: number;
  required: number;
}

/** Where `colour` falls short of AA on the surfaces of one theme (empty: it passes). */
export function brandContrastShortfalls(colour: string, theme: 'light' | 'dark'): ContrastShortfall[] {
  return Object.entries(THEME_SURFACES[theme]).flatMap(([name, surface]) => {
    const ratio = contrastRatio(colour, surface);
    return ratio >= TEXT_CONTRAST_MIN
      ? []
      : [{ surface: `${theme} ${name} ${surface}`, ratio, required: TEXT_CONTRAST_MIN }];
  });
}

/** The shortfall as the build reports it: "4.12:1 on the light background #ffffff, 4.5:1 required". */
export function describeShortfall(shortfall: ContrastShortfall): string {
  return `contrast ${shortfall.ratio.toFixed(2)}:1 on the ${shortfall.surface}, at least ${shortfall.required}:1 required (WCAG AA)`;
}
