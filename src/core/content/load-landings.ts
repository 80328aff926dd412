import { HomePageSchema, LandingPageSchema } from '../../schemas/landing.ts';
import { LANDING_KINDS } from '../routes/landing-routes.ts';
import type { LoadedLandings } from './loaded-content.ts';
import type { ContentProblem } from './validation-error.ts';
import { parseInto } from './zod-problems.ts';

/**
 * Reads the landings a content root has: `landing/home.yaml`, `landing/cloud.yaml` and
 * `landing/server.yaml`, each optional (a missing file is no landing, not a problem; an invalid
 * one is a problem). `readYaml` answers undefined for a missing file.
 */
export async function loadLandings(
  readYaml: (rel: string) => Promise<unknown>,
  problems: ContentProblem[],
): Promise<LoadedLandings> {
  const landings: LoadedLandings = {};
  const homeRaw = await readYaml('landing/home.yaml');
  if (homeRaw !== undefined) {
    const home = parseInto(HomePageSchema, homeRaw, 'landing/home.yaml', problems);
    if (home) landings.home = home;
  }
  for (const kind of LANDING_KINDS) {
    const file = `landing/${kind}.yaml`;
    const raw = await readYaml(file);
    if (raw === undefined) continue;
    const page = parseInto(LandingPageSchema, raw, file, problems);
    if (page) landings[kind] = page;
  }
  return landings;
}
