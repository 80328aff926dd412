import type { APIRoute } from 'astro';
import { handleChangelogVisits } from '../../../server/changelog/changelog-visits-handler.ts';
import { changelogVisitsDeps } from '../../../server/portal/handler-deps.ts';

/** GET/POST /api/changelog/visits: a signed-in reader's changelog visits (the indicator, spec §2.3). */
export const ALL: APIRoute = ({ request, locals }) =>
  handleChangelogVisits(request, changelogVisitsDeps(locals));
