import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { LandingPageSchema, type LandingPage } from '../../src/schemas/landing.ts';
import { REPO_ROOT } from '../harness/paths.ts';

/** A landing file of the bundled content, parsed with its schema (defaults applied). */
export function landingContent(kind: 'cloud' | 'server'): LandingPage {
  return LandingPageSchema.parse(
    parse(readFileSync(join(REPO_ROOT, 'content', 'landing', `${kind}.yaml`), 'utf8')),
  );
}

/** Sections the spec says are shown: those with at least one item in some group. */
export function visibleSections(landing: LandingPage): LandingPage['sections'] {
  return landing.sections.filter((section) => section.layout.some((group) => group.items.length > 0));
}
