import { z } from 'zod';
import { emptyToUndefined, optionalText } from './env-helpers.ts';

const numericId = () =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[0-9]{1,18}$/, 'must be a numeric id')
      .optional(),
  );

/**
 * Environment of support requests and the service desk (src/server/support). The SERVICE_DESK_*
 * settings after the provider are read only when SERVICE_DESK_PROVIDER=jsm; that provider then
 * needs all of them but the timeout (checked by src/server/support/service-desk-config.ts).
 */
export const SupportEnvShape = {
  /**
   * Who keeps support requests: 'embedded' (default) stores them in the portal's database;
   * 'jsm' raises them in a Jira Service Management project over its REST API, on behalf of the
   * signed-in user, and reads their status from there.
   */
  SERVICE_DESK_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['embedded', 'jsm']).default('embedded')),
  /** Base URL of the Jira site (https://your-site.atlassian.net, or http://… for a local test server). */
  SERVICE_DESK_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** Email of the Jira account the portal calls the API as (an agent of the service desk). */
  SERVICE_DESK_EMAIL: optionalText(),
  /** API token of SERVICE_DESK_EMAIL (basic authentication); a secret. */
  SERVICE_DESK_API_TOKEN: optionalText(),
  /** Id of the service desk requests are raised in (GET /rest/servicedeskapi/servicedesk lists them). */
  SERVICE_DESK_ID: numericId(),
  /** Request type of new requests, unless the chosen category names its own (supportPage.categories). */
  SERVICE_DESK_REQUEST_TYPE_ID: numericId(),
  /** How long one call to the service desk may take before it counts as failed, in milliseconds. */
  SERVICE_DESK_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
};
