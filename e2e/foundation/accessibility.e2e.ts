/** axe-core finds no violations on the foundation's pages, in light and dark, at phone and desktop widths. */
import { describe, it } from 'node:test';
import { e2eSpec, expectNoAxeViolations, waitForHydration } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const PAGES = [
  '/',
  '/cloud/',
  '/server/',
  '/platform/forge/getting-started/',
  '/server/jira/platform/',
  '/no-such-page/',
];

describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${colorScheme}`, async (t) => {
      await spec.atWidths(
        t,
        async (view) => {
          for (const path of PAGES) {
            await view.goto(path);
            await waitForHydration(view.page);
            await expectNoAxeViolations(view.page);
          }
        },
        { colorScheme, widths: [375, 1280] },
      );
    });
  }
});
