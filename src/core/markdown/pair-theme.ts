import type { ThemeRegistration } from 'shiki';

/** A token colour in both themes. */
export interface ColorPair {
  light: string;
  dark: string;
}

/** A synthetic theme whose colours stand for pairs of real colours. */
export interface PairTheme {
  theme: ThemeRegistration;
  /** Real colours of a synthetic colour (lower-case hex). */
  pairs: Map<string, ColorPair>;
  /** Default text colours and backgrounds of both themes. */
  foreground: ColorPair;
  background: ColorPair;
}

/**
 * Builds one theme that tokenises like both GitHub themes at once. github-light and github-dark
 * have the same rules in the same order, differing only in colours, so each rule gets a
 * synthetic colour that maps back to its (light, dark) pair. Shiki's dual-theme mode would
 * tokenise every block twice; this halves the cost of highlighting. `replacements` changes
 * real colours per theme (for contrast).
 */
export function createPairTheme(
  light: ThemeRegistration,
  dark: ThemeRegistration,
  replacements: { light: Record<string, string>; dark: Record<string, string> },
): PairTheme {
  const lightRules = light.tokenColors ?? [];
  const darkRules = dark.tokenColors ?? [];
  const sameShape =
    lightRules.length === darkRules.length &&
    lightRules.every((rule, i) => JSON.stringify(rule.scope) === JSON.stringify(darkRules[i]?.scope));
  if (!sameShape) throw new Error(`Themes ${light.name} and ${dark.name} do not have the same rules`);

  const fix = (color: string | undefined, table: Record<string, string>) => {
    const hex = (color ?? '').toLowerCase();
    return table[hex] ?? hex;
  };
  const pairs = new Map<string, ColorPair>();
  const synthetic = new Map<string, string>();
  const colorFor = (lightColor: string | undefined, darkColor: string | undefined) => {
    const pair = { light: fix(lightColor, replacements.light), dark: fix(darkColor, replacements.dark) };
    const key = `${pair.light}/${pair.dark}`;
    let color = synthetic.get(key);
    if (color === undefined) {
      color = `#${(synthetic.size + 1).toString(16).padStart(6, '0')}`;
      synthetic.set(key, color);
      pairs.set(color, pair);
    }
    return color;
  };

  const foregroundColor = colorFor(light.colors?.['editor.foreground'], dark.colors?.['editor.foreground']);
  const tokenColors = lightRules.map((rule, i) => {
    const darkRule = darkRules[i]!;
    const { foreground } = rule.settings;
    if (foreground === undefined) return rule;
    return {
      ...rule,
      settings: { ...rule.settings, foreground: colorFor(foreground, darkRule.settings.foreground) },
    };
  });
  return {
    theme: {
      name: 'portico-github-pair',
      type: 'light',
      colors: { 'editor.foreground': foregroundColor, 'editor.background': '#ffffff' },
      tokenColors,
    },
    pairs,
    foreground: pairs.get(foregroundColor)!,
    background: {
      light: (light.colors?.['editor.background'] ?? '#ffffff').toLowerCase(),
      dark: (dark.colors?.['editor.background'] ?? '#000000').toLowerCase(),
    },
  };
}
