import type { BuiltBranding, BuiltLogo } from '../../../schemas/branding.ts';
import styles from './header-logo.module.css';

/** The published logos of the site (manifest.branding.logo). */
export type HeaderLogos = NonNullable<BuiltBranding['logo']>;

/** Where the header swaps the full logo for the square one (spec §2.3). */
const ICON_MEDIA = '(max-width: 1124px)';

function Logo(props: { full: BuiltLogo; icon: BuiltLogo; alt: string; className: string | undefined }) {
  const { full, icon } = props;
  return (
    <picture className={props.className}>
      <source media={ICON_MEDIA} srcSet={icon.url} width={icon.width} height={icon.height} />
      <img src={full.url} alt={props.alt} className={styles.logo} width={full.width} height={full.height} />
    </picture>
  );
}

/**
 * The home link's logo: the site's own (site.yaml branding), or its portal name as text when it
 * has none. A dark logo is a second picture that CSS shows in the dark themes: the portal's theme
 * attributes, not prefers-color-scheme alone, decide (header-logo.module.css), so it follows the
 * reader's theme switch without script. The hidden picture is display:none, out of the
 * accessibility tree, so the name is announced once.
 */
export function HeaderLogo(props: { logos: HeaderLogos | undefined; alt: string; portalName: string }) {
  const { logos, alt } = props;
  if (logos === undefined)
    return (
      <>
        <span className={styles.wordmark}>{props.portalName}</span>
        {/* Where a logo would turn square, the name gives way to its initial (the name stays for assistive technology). */}
        <span className={styles.monogram} aria-hidden="true">
          {Array.from(props.portalName)[0]?.toUpperCase()}
        </span>
      </>
    );
  const dark = logos.dark ?? logos.iconDark;
  if (dark === undefined)
    return <Logo full={logos.light} icon={logos.icon} alt={alt} className={styles.picture} />;
  return (
    <>
      <Logo full={logos.light} icon={logos.icon} alt={alt} className={styles.lightOnly} />
      <Logo
        full={logos.dark ?? logos.light}
        icon={logos.iconDark ?? logos.icon}
        alt={alt}
        className={styles.darkOnly}
      />
    </>
  );
}
