import { isSameSitePath } from '../../../schemas/same-site-path.ts';

/**
 * A page of this site named in the report. Feedback paths are validated when received, but a row
 * stored before that check (or written some other way) may hold `//host/…`: such a path is shown
 * as text, so the report never offers an off-site link under a reader-chosen title.
 */
export function PageLink({ path, title }: { path: string; title: string }) {
  if (isSameSitePath(path)) return <a href={path}>{title}</a>;
  return <span data-testid="feedback-unlinked-page">{title}</span>;
}
