import { useRef, useSyncExternalStore, type ChangeEvent } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { useIslandReady } from '../../kit/islands/use-island-ready.ts';
import { cx } from '../../kit/class-names/class-names.ts';
import { themeMessages } from './messages.ts';
import styles from './theme-control.module.css';
import {
  COLOR_MODES,
  CONTRAST_MODES,
  normaliseTheme,
  type ColorMode,
  type ContrastMode,
  type ThemeSettings,
} from './theme-settings.ts';
import { applyTheme, readTheme, subscribeTheme } from './theme-store.ts';

/** Props of {@link ThemeControl}. */
export interface ThemeControlProps {
  /** The choice the server rendered (from the theme cookie), so hydration matches the HTML. */
  settings: ThemeSettings;
  /** site.features.increasedContrast: without it the contrast select is not offered. */
  increasedContrast: boolean;
  /** Extra class on the root, for the host's layout. */
  className?: string;
}

/**
 * Colour mode (Auto, Light, Dark) and contrast (Auto, Standard, Increased) as two labelled native
 * selects: keyboard and screen-reader support come with the element. A change applies at once
 * and is stored in the theme cookie. Render it inside a component wrapped in an I18nProvider
 * whose messages include `themeMessages`; hydrate it as part of that island.
 */
export function ThemeControl({ settings, increasedContrast, className }: ThemeControlProps) {
  const t = useT(themeMessages);
  const current = useSyncExternalStore(subscribeTheme, readTheme, () => settings);
  const features = { increasedContrast };
  const change = (patch: Partial<ThemeSettings>) =>
    applyTheme(normaliseTheme({ ...current, ...patch }, features));

  // In the footer's client:interaction island: a choice made before hydration can now be replayed.
  const root = useRef<HTMLDivElement>(null);
  useIslandReady(root);
  return (
    <div ref={root} role="group" aria-label={t('theme.groupLabel')} className={cx(styles.control, className)}>
      <label className={styles.field}>
        <span className={styles.label}>{t('theme.colorMode')}</span>
        <select
          className={styles.select}
          value={current.colorMode}
          data-testid="theme-color-mode"
          onChange={(event: ChangeEvent<HTMLSelectElement>) =>
            change({ colorMode: event.target.value as ColorMode })
          }
        >
          {COLOR_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`theme.colorMode.${mode}`)}
            </option>
          ))}
        </select>
      </label>
      {increasedContrast && (
        <label className={styles.field}>
          <span className={styles.label}>{t('theme.contrastMode')}</span>
          <select
            className={styles.select}
            value={current.contrastMode}
            data-testid="theme-contrast-mode"
            onChange={(event: ChangeEvent<HTMLSelectElement>) =>
              change({ contrastMode: event.target.value as ContrastMode })
            }
          >
            {CONTRAST_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`theme.contrastMode.${mode}`)}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
