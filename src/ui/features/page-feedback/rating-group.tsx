import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { pageFeedbackMessages } from './messages.ts';
import styles from './page-feedback.module.css';
import { PAGE_RATINGS, ratingLabelId, type PageRating } from './rating.ts';

/** Props of {@link RatingGroup}. */
export interface RatingGroupProps {
  /** The radios' shared name: one group per name. */
  name: string;
  /** The checked step; 0 checks none. */
  value: PageRating | 0;
  /** The group's caption (the fieldset's legend). */
  legend: ReactNode;
  /** Id of a text that explains what choosing does. */
  describedBy?: string | undefined;
  /** Called for every pick, including a click on the step already checked (to reopen the modal). */
  onPick: (rating: PageRating) => void;
  /** The group's test id; each radio gets `{testId}-{step}`. */
  testId: string;
  /** Styling: the page's row of steps, or the modal's compact one. */
  variant: 'page' | 'modal';
  /** The fieldset, for reading a step checked before hydration and for returning focus. */
  groupRef?: RefObject<HTMLFieldSetElement | null> | undefined;
  /**
   * Only Space, Enter and a click pick a step; arrow keys move between the steps without
   * picking (they call `onMove`). Space on the checked radio fires no click, so this is also how
   * a keyboard reopens the modal from the page.
   */
  pickOnKeys?: boolean | undefined;
  /** With `pickOnKeys`: an arrow key moved the checked step. */
  onMove?: ((rating: PageRating) => void) | undefined;
  /** A choice is required: the group says so to assistive technology. */
  required?: boolean | undefined;
}

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * The 5-step rating (spec §2.10) as native radios in a fieldset: one Tab stop, arrow keys move
 * the choice, the legend names the group. With `pickOnKeys` (the page's group) moving is not
 * choosing: the browser checks the next radio on an arrow key, and fires change and click for
 * it, so a key flag set on keydown tells those apart from a real pick. It is complete server HTML, usable before hydration.
 * Each step shows its number beside its label; the number is hidden from assistive technology,
 * which announces the position ('2 of 5') itself.
 */
export function RatingGroup(props: RatingGroupProps) {
  const {
    name,
    value,
    legend,
    describedBy,
    onPick,
    testId,
    variant,
    groupRef,
    pickOnKeys,
    onMove,
    required,
  } = props;
  const t = useT(pageFeedbackMessages);
  const arrowing = useRef(false);
  const picked = (rating: PageRating) => {
    if (pickOnKeys === true && arrowing.current) onMove?.(rating);
    else onPick(rating);
  };
  return (
    <fieldset
      ref={groupRef}
      className={styles.group}
      data-variant={variant}
      role="radiogroup"
      aria-describedby={describedBy}
      aria-required={required === true ? true : undefined}
      data-testid={testId}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.steps}>
        {PAGE_RATINGS.map((rating) => (
          <label key={rating} className={styles.step}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={rating}
              checked={value === rating}
              // One Tab stop for the group (the checked step, else the first), set explicitly:
              // Chromium let Tab visit a second step once the island hydrated under focus.
              tabIndex={rating === (value === 0 ? PAGE_RATINGS[0] : value) ? 0 : -1}
              onChange={() => picked(rating)}
              // A click on the checked step fires no change: it still means 'this one'.
              onClick={() => picked(rating)}
              onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                if (pickOnKeys !== true) return;
                if (ARROW_KEYS.has(event.key)) {
                  // The browser's move (change, click) follows in this task; the flag ends after it.
                  arrowing.current = true;
                  setTimeout(() => {
                    arrowing.current = false;
                  }, 0);
                  return;
                }
                if (event.key !== ' ' && event.key !== 'Enter') return;
                event.preventDefault();
                onPick(rating);
              }}
              data-testid={`${testId}-${rating}`}
            />
            <span className={styles.pill}>
              <span className={styles.score} aria-hidden="true">
                {rating}
              </span>
              <span className={styles.label}>{t(ratingLabelId(rating))}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
