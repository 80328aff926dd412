import type { SiteConfig } from '../../schemas/site.ts';
import type { PageTelemetryProps } from '../../core/telemetry/telemetry-config.ts';
import { appModuleFor } from '../../core/telemetry/app-modules.ts';
import type { ServerEnv } from '../config/env.ts';
import { requestEnvironment } from './consent-of.ts';

/** The settings telemetry reads from the environment. */
export type TelemetryEnv = Pick<
  ServerEnv,
  | 'SEGMENT_WRITE_KEY'
  | 'SEGMENT_STAGING_WRITE_KEY'
  | 'SEGMENT_SCRIPT_URL'
  | 'SEGMENT_STAGING_SCRIPT_URL'
  | 'SENTRY_DSN'
  | 'RELEASE_ID'
>;

/**
 * The props of the page's telemetry island for a request (spec §7): the environment from the
 * host name; the Segment-compatible script with the production URL and key in production and the
 * staging ones elsewhere, or none (the portal's collector) without a key; error reporting only
 * with a DSN, tagged with the page's app module.
 */
export function telemetryProps(
  request: Request,
  site: Pick<SiteConfig, 'environments'>,
  env: TelemetryEnv,
): PageTelemetryProps {
  const environment = requestEnvironment(request, site);
  const production = environment === 'production';
  const writeKey = production ? env.SEGMENT_WRITE_KEY : env.SEGMENT_STAGING_WRITE_KEY;
  const scriptUrl = production ? env.SEGMENT_SCRIPT_URL : env.SEGMENT_STAGING_SCRIPT_URL;
  const appModule = appModuleFor(new URL(request.url).pathname);
  return {
    environment,
    analytics: {
      segment: writeKey === undefined ? undefined : { scriptUrl, writeKey },
      pageProperties: { environment, appModule },
    },
    errorReporting:
      env.SENTRY_DSN === undefined ? undefined : { dsn: env.SENTRY_DSN, release: env.RELEASE_ID, appModule },
  };
}
