import type { ServerEnv } from '../config/env.ts';
import type { Logger } from '../log/logger.ts';
import { embeddedServiceDesk } from './embedded-service-desk.ts';
import { jsmServiceDesk } from './jsm-service-desk.ts';
import type { ServiceDeskProvider } from './service-desk-provider.ts';
import type { SupportRequestStore } from './support-request-store.ts';

/** The service desk settings of the environment (SERVICE_DESK_*). */
export type SupportEnv = Pick<
  ServerEnv,
  | 'SERVICE_DESK_PROVIDER'
  | 'SERVICE_DESK_BASE_URL'
  | 'SERVICE_DESK_EMAIL'
  | 'SERVICE_DESK_API_TOKEN'
  | 'SERVICE_DESK_ID'
  | 'SERVICE_DESK_REQUEST_TYPE_ID'
  | 'SERVICE_DESK_TIMEOUT_MS'
>;

const JSM_REQUIRED = [
  'SERVICE_DESK_BASE_URL',
  'SERVICE_DESK_EMAIL',
  'SERVICE_DESK_API_TOKEN',
  'SERVICE_DESK_ID',
  'SERVICE_DESK_REQUEST_TYPE_ID',
] as const;

/**
 * The provider the environment asks for: the embedded desk, or Jira Service Management when
 * SERVICE_DESK_PROVIDER=jsm.
 *
 * @throws Error naming every missing SERVICE_DESK_* variable when jsm is chosen without them.
 */
export function serviceDeskFromEnv(
  env: SupportEnv,
  store: () => Promise<SupportRequestStore>,
  log: Logger,
  fetchImpl?: typeof fetch,
): ServiceDeskProvider {
  if (env.SERVICE_DESK_PROVIDER === 'embedded') return embeddedServiceDesk(store);
  const missing = JSM_REQUIRED.filter((name) => env[name] === undefined);
  if (missing.length > 0) {
    const lines = missing.map((name) => `  ${name}: required when SERVICE_DESK_PROVIDER is jsm`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return jsmServiceDesk(
    {
      baseUrl: env.SERVICE_DESK_BASE_URL!,
      email: env.SERVICE_DESK_EMAIL!,
      apiToken: env.SERVICE_DESK_API_TOKEN!,
      serviceDeskId: env.SERVICE_DESK_ID!,
      requestTypeId: env.SERVICE_DESK_REQUEST_TYPE_ID!,
      timeoutMs: env.SERVICE_DESK_TIMEOUT_MS,
    },
    store,
    log,
    fetchImpl,
  );
}
