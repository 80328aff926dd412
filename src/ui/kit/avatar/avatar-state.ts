/** Loading state of an avatar image (spec §4 "Avatar image"). */
export type AvatarStatus = 'initial' | 'loading' | 'loaded' | 'error';

/** What happens to the image. */
export type AvatarEvent = 'start' | 'load' | 'error';

/**
 * Avatar image states (spec §4): initial until loading starts, loading, then loaded or error (a
 * new source starts a new avatar, so it is initial again). A load or error that arrives before
 * 'start' (an image the browser finished before the page hydrated) still counts, and a late
 * 'start' never undoes it.
 */
export function avatarReducer(status: AvatarStatus, event: AvatarEvent): AvatarStatus {
  switch (event) {
    case 'start':
      return status === 'initial' ? 'loading' : status;
    case 'load':
      return status === 'error' ? status : 'loaded';
    case 'error':
      return 'error';
  }
}

/** Whether to draw the default icon instead of the image: no source, or the image failed. */
export function showsDefaultIcon(src: string | undefined, status: AvatarStatus): boolean {
  return src === undefined || src === '' || status === 'error';
}
