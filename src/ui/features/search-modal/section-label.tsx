import { useT } from '../../i18n/i18n-context.tsx';
import { Highlighted } from './highlighted.tsx';
import { searchMessages } from './messages.ts';
import type { OptionSection } from './screen-options.ts';
import styles from './search-modal.module.css';

/** The label of a listbox group: a page (product and title), or favourites, recents, suggestions. */
export function SectionLabel({ id, section }: { id: string; section: OptionSection }) {
  const t = useT(searchMessages);
  const { group } = section;
  return (
    <div id={id} role="presentation" className={styles.sectionLabel}>
      {group === undefined ? (
        t(
          section.kind === 'favourites'
            ? 'search.favourites'
            : section.kind === 'recents'
              ? 'search.recents'
              : 'search.suggestions',
        )
      ) : (
        <>
          <span className={styles.product} data-testid="search-group-product">
            {group.productTitle}
          </span>
          <span className={styles.pageTitle} data-testid="search-group-title">
            <Highlighted value={group.title} />
          </span>
        </>
      )}
    </div>
  );
}
