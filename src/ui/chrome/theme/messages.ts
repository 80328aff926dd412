/** UI strings of the theme control (spec §3 theme settings, §4 colour mode). */
export const themeMessages = {
  'theme.groupLabel': 'Theme',
  'theme.colorMode': 'Colour mode',
  'theme.colorMode.auto': 'Auto',
  'theme.colorMode.light': 'Light',
  'theme.colorMode.dark': 'Dark',
  'theme.contrastMode': 'Contrast',
  'theme.contrastMode.auto': 'Auto',
  'theme.contrastMode.standard': 'Standard',
  'theme.contrastMode.increased': 'Increased',
} as const;
