import type { RestReferenceSummary } from '../../../schemas/built.ts';
import { versionLabel } from '../../../core/rest/index.ts';

/** Props of {@link RestVersionsList}. */
export interface RestVersionsListProps {
  /** `referencesAtRestRoot(references, route)`: the versions under one REST root. */
  versions: readonly Pick<RestReferenceSummary, 'version' | 'title' | 'introRoute'>[];
}

/**
 * The body of the generated versions page at `<publishPath>rest/` (when the package has no page
 * there): one link per version to its intro, labelled 'v3 — <API title>' (spec §9). Static.
 */
export function RestVersionsList({ versions }: RestVersionsListProps) {
  return (
    <ul data-testid="rest-versions-list">
      {versions.map((reference) => (
        <li key={reference.introRoute}>
          <a href={reference.introRoute}>
            {versionLabel(reference.version)} — {reference.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
