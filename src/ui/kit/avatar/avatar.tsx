import { useEffect, useReducer, useRef } from 'react';
import { PersonIcon, ShipIcon } from './avatar-icons.tsx';
import { avatarReducer, showsDefaultIcon } from './avatar-state.ts';
import styles from './avatar.module.css';

/** Props of {@link Avatar} (spec §3 "Avatar", the parts the portal uses). */
export interface AvatarProps {
  src?: string | undefined;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  /** circle for people (default), square for apps and containers. */
  appearance?: 'circle' | 'square';
  /**
   * Accessible name. Omit when a visible name sits next to the avatar: it is then decorative.
   */
  name?: string | undefined;
}

/**
 * An avatar image with the states of spec §4 (initial, loading, loaded, error, exposed as
 * `data-status`). Without a source, or when the image fails, it shows the default person icon
 * (circle) or ship icon (square). The image is in the server HTML, so the browser fetches it
 * before hydration; an image that finished by then is picked up from `complete`.
 */
export function Avatar(props: AvatarProps) {
  // A new source starts over at 'initial' (a fresh component state).
  return <AvatarImage key={props.src ?? ''} {...props} />;
}

function AvatarImage({ src, size = 32, appearance = 'circle', name }: AvatarProps) {
  const [status, dispatch] = useReducer(avatarReducer, 'initial');
  const img = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const element = img.current;
    if (element === null) return;
    if (element.complete) dispatch(element.naturalWidth > 0 ? 'load' : 'error');
    else dispatch('start');
  }, []);

  const fallback = showsDefaultIcon(src, status);
  const labelled = name === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span
      className={styles.avatar}
      data-appearance={appearance}
      data-status={status}
      style={{ width: size, height: size }}
      data-testid="avatar"
      {...labelled}
    >
      {fallback ? (
        appearance === 'circle' ? (
          <PersonIcon size={size} />
        ) : (
          <ShipIcon size={size} />
        )
      ) : (
        <img
          ref={img}
          src={src}
          alt=""
          width={size}
          height={size}
          className={styles.image}
          onLoad={() => dispatch('load')}
          onError={() => dispatch('error')}
        />
      )}
    </span>
  );
}
