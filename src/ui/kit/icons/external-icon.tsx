import styles from './external-icon.module.css';
import { SpriteIcon } from './svg-icons.tsx';

/** The follow icon after external links (spec §2.1). Decorative; the link adds a hidden hint. */
export function ExternalIcon() {
  return <SpriteIcon id="ex" size={12} className={styles.icon} />;
}
