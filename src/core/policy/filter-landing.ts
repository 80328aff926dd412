import type { LandingPage } from '../../schemas/landing.ts';
import { canRead, type Principal } from './principal.ts';

/**
 * The landing as the principal may see it: content-set items whose access privilege the principal
 * lacks are removed (spec §6 "which content-set items are accessible"). Sections left empty are
 * hidden later by the UI's own rule.
 */
export function filterLanding(landing: LandingPage, principal: Principal): LandingPage {
  return {
    ...landing,
    sections: landing.sections.map((section) => ({
      ...section,
      layout: section.layout.map((group) => ({
        ...group,
        items: group.items.filter((item) => canRead(principal, item.access.privilege)),
      })),
    })),
  };
}
