import type { SocialLink } from '../../../schemas/global-links.ts';

const PATHS: Record<SocialLink['icon'], string> = {
  // A crossed "X" mark.
  twitter: 'M4 4l16 16M20 4L4 20',
  // A rounded screen with a play triangle.
  youtube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9l5 3-5 3z',
};

/** The mark of a social site kind (spec §2.5). Decorative: the link carries the site's name. */
export function SocialIcon({ site, size = 20 }: { site: SocialLink['icon']; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[site]} />
    </svg>
  );
}
