import { use, useEffect, useMemo } from 'react';
import { useLocale } from '../../i18n/i18n-context.tsx';
import { islandDataOrNothing } from '../../kit/islands/island-data.ts';
import SearchModal, { type SearchModalProps } from './search-modal.tsx';
import type { SearchEntryConfig, SearchPartData } from './search-settings.ts';

/** Props of {@link LoadedSearchModal}: the modal's, with the header's search settings. */
export type LoadedSearchModalProps = Omit<SearchModalProps, 'entry'> & {
  search: SearchEntryConfig;
  /** Where to go when the modal's messages cannot be loaded: the search page. */
  fallbackPath: string;
};

/**
 * The search modal with its messages, which load beside its code (GET /api/island-data/search);
 * without them, the search page. It lives in the modal's chunk: the header's code only has to
 * know how to load it, so what waits for the data is not part of every page's JavaScript.
 */
export default function LoadedSearchModal(props: LoadedSearchModalProps) {
  const { search, fallbackPath, ...rest } = props;
  const part = use(islandDataOrNothing<SearchPartData>('search', useLocale()));
  const entry = useMemo(
    () => (part === undefined ? undefined : { ...search, i18n: part.i18n }),
    [search, part],
  );
  useEffect(() => {
    if (entry === undefined) window.location.assign(fallbackPath);
  }, [entry, fallbackPath]);
  return entry === undefined ? null : <SearchModal entry={entry} {...rest} />;
}
