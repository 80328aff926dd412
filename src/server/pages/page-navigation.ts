import { createHash } from 'node:crypto';
import type { Locale } from '../../core/i18n/locale.ts';
import type { Principal } from '../../core/policy/principal.ts';
import { versionContext } from '../../core/content/versions/version-links.ts';
import {
  reduceNavigation,
  type ReducedNavigation,
} from '../../ui/chrome/product-header/reduce-navigation.ts';
import type { ContentStore } from '../content/content-store.ts';
import type { PageInLanguage } from '../content/content-language.ts';
import { contentLanguageData } from './content-language-data.ts';

/**
 * A documentation page's navigation as `principal` may see it (spec §6: links they may not follow
 * are left out), in the page's content language and docs version, with the product header's
 * reduced form for `servedRoute` (only that route's REST operations). The page and the product
 * header's navigation answer (`productNavigationAnswer`) both build it here, so they agree.
 */
export function pageNavigation(
  store: Pick<ContentStore, 'manifest' | 'packageOf' | 'navigationFor'>,
  inLanguage: PageInLanguage,
  servedRoute: string,
  locale: Locale,
  principal: Principal,
) {
  const { manifest } = store;
  const { entry } = inLanguage;
  const pkg = store.packageOf(entry);
  // Docs versions (decision 0043): the version's own navigation, switcher, banner and canonical.
  // Only an older version's navigation replaces the package's: the latest keeps its per-locale one.
  const versions = versionContext(manifest, entry);
  const older = versions !== undefined && versions.current !== versions.latest ? versions : undefined;
  const language = contentLanguageData(inLanguage, locale, manifest.site.locales, pkg, (p) =>
    store.navigationFor(older ? { ...p, navigation: older.navigation } : p, principal),
  );
  // Navigation data of the package's REST references; only the side nav (server HTML) gets all of
  // it, the product header island only what this route shows (reduceNavigation).
  const restReferences = pkg ? manifest.restReferences.filter((r) => r.packageName === pkg.name) : [];
  const productNavigation = reduceNavigation(
    language.navigation,
    { references: restReferences, route: servedRoute },
    language.navigationLang,
  );
  return { pkg, versions, language, restReferences, productNavigation };
}

/** A short content hash of a reduced navigation: its answer's URL changes with it (immutable). */
export const navigationHash = (navigation: ReducedNavigation | null): string =>
  createHash('sha256').update(JSON.stringify(navigation)).digest('base64url').slice(0, 12);
