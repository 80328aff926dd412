import spriteUrl from './icons.svg?url&no-inline';

/*
 * Small interface icons, drawn from one sprite file (icons.svg) that the browser caches: each
 * icon on a page is a short `<use>` instead of its paths and stroke attributes again. All are
 * decorative (aria-hidden): the control they sit in carries the accessible name. The sprite
 * strokes in currentColor, so they follow the theme tokens of their parent and forced colours.
 */

/** Ids of the sprite's symbols (icons.svg). */
export type SpriteIconId = 'cd' | 'cr' | 'cl' | 'mn' | 'bl' | 'x' | 'sr' | 'ex';

interface SvgIconProps {
  size?: number;
  className?: string;
}

/** One icon of the sprite, `size` pixels square. */
export function SpriteIcon({ size = 16, className, id }: SvgIconProps & { id: SpriteIconId }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <use href={`${spriteUrl}#${id}`} />
    </svg>
  );
}

/** Chevron pointing down (dropdown triggers). */
export const ChevronDownIcon = (props: SvgIconProps) => <SpriteIcon {...props} id="cd" />;
/** Chevron pointing right (drill-down rows). */
export const ChevronRightIcon = (props: SvgIconProps) => <SpriteIcon {...props} id="cr" />;
/** Chevron pointing left (Back buttons). */
export const ChevronLeftIcon = (props: SvgIconProps) => <SpriteIcon {...props} id="cl" />;
/** Three bars (menu buttons). */
export const MenuIcon = (props: SvgIconProps) => <SpriteIcon {...props} id="mn" />;
/** A bell (the header's notifications entry). */
export const BellIcon = (props: SvgIconProps) => <SpriteIcon {...props} id="bl" />;
/** A cross (close buttons). */
export const CloseIcon = (props: SvgIconProps) => <SpriteIcon {...props} id="x" />;
/** A magnifier (search). */
export const SearchIcon = (props: SvgIconProps) => <SpriteIcon {...props} id="sr" />;
