import { memo } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { StarIcon } from './star-icon.tsx';
import { Highlighted } from './highlighted.tsx';
import { searchMessages } from './messages.ts';
import type { SearchOption } from './screen-options.ts';
import styles from './search-modal.module.css';

/** Props of {@link OptionRow}. */
export interface OptionRowProps {
  option: SearchOption;
  domId: string;
  active: boolean;
  favourite: boolean;
  onChoose: (option: SearchOption) => void;
  onFavourite: (option: SearchOption) => void;
  onHover: (option: SearchOption) => void;
}

/**
 * One option of the results listbox. Options are not links (a listbox option's content is
 * presentational): choosing one navigates from script. The star is a pointer shortcut; keyboard
 * users mark with Shift+Enter (the hint under the list says so).
 */
export const OptionRow = memo(function OptionRow({
  option,
  domId,
  active,
  favourite,
  onChoose,
  onFavourite,
  onHover,
}: OptionRowProps) {
  const t = useT(searchMessages);
  const { item, saved } = option;
  return (
    <div
      id={domId}
      role="option"
      aria-selected={active}
      className={styles.option}
      data-kind={option.kind}
      data-active={active}
      data-href={option.href}
      data-testid="search-option"
      onClick={() => onChoose(option)}
      onPointerMove={() => onHover(option)}
    >
      {option.kind === 'showMore' ? (
        <span className={styles.more}>
          {t('search.showMore', { product: option.group?.productTitle ?? '' })}
        </span>
      ) : item !== undefined ? (
        <>
          <span className={styles.heading}>
            <Highlighted value={item.heading} />
          </span>
          {item.snippet !== '' && (
            <span className={styles.snippet} data-testid="search-snippet">
              <Highlighted value={item.snippet} />
            </span>
          )}
        </>
      ) : (
        <>
          <span className={styles.heading}>{saved?.heading || saved?.title}</span>
          <span className={styles.product}>
            {saved?.heading ? `${saved.productTitle} · ${saved.title}` : saved?.productTitle}
          </span>
        </>
      )}
      {saved !== undefined && option.kind !== 'showMore' && (
        <span
          aria-hidden="true"
          className={styles.star}
          data-marked={favourite}
          data-testid="search-favourite-toggle"
          title={favourite ? t('search.favouriteUnmark') : t('search.favouriteMark')}
          onClick={(event) => {
            event.stopPropagation();
            onFavourite(option);
          }}
        >
          <StarIcon filled={favourite} />
        </span>
      )}
      {favourite && <span className="visually-hidden">{t('search.favouriteMarked')}</span>}
    </div>
  );
});
