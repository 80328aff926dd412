/*
 * Small inline interface icons. All are decorative (aria-hidden): the control they sit in carries
 * the accessible name. They use currentColor, so they follow the theme tokens of their parent.
 */

interface SvgIconProps {
  size?: number;
  className?: string;
}

function Svg({ size = 16, className, d }: SvgIconProps & { d: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

/** Chevron pointing down (dropdown triggers). */
export const ChevronDownIcon = (props: SvgIconProps) => <Svg {...props} d="M6 9l6 6 6-6" />;
/** Chevron pointing right (drill-down rows). */
export const ChevronRightIcon = (props: SvgIconProps) => <Svg {...props} d="M9 6l6 6-6 6" />;
/** Chevron pointing left (Back buttons). */
export const ChevronLeftIcon = (props: SvgIconProps) => <Svg {...props} d="M15 6l-6 6 6 6" />;
/** Three bars (menu buttons). */
export const MenuIcon = (props: SvgIconProps) => <Svg {...props} d="M4 6h16M4 12h16M4 18h16" />;
/** A bell (the header's notifications entry). */
export const BellIcon = (props: SvgIconProps) => (
  <Svg {...props} d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
);
/** A cross (close buttons). */
export const CloseIcon = (props: SvgIconProps) => <Svg {...props} d="M6 6l12 12M18 6L6 18" />;
/** A magnifier (search). */
export const SearchIcon = (props: SvgIconProps) => (
  <Svg {...props} d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5" />
);
