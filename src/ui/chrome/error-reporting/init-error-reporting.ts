import type * as SentryBrowser from '@sentry/browser';
import type { Environment } from '../../../core/telemetry/environment.ts';
import type { ErrorReportingConfig } from '../../../core/telemetry/telemetry-config.ts';
import { loadChunk } from './chunk-load-error.ts';
import { beforeSend } from './event-filter.ts';

/** Where the page runs. */
export interface ReportingPage {
  hostname: string;
  userAgent: string;
  environment: Environment;
}

type SentryModule = Pick<typeof SentryBrowser, 'init'>;

const importSentry = (): Promise<SentryModule> =>
  loadChunk(() => import('@sentry/browser'), { name: '@sentry/browser', requires: 'init' });

/**
 * Starts error reporting (spec §7) when a DSN is configured: the SDK is imported only
 * then, so pages without one never download it. Environment is the host name, with the release
 * id and the app_module tag; events are filtered and fingerprinted by {@link beforeSend}.
 * Resolves true when the SDK was started.
 */
export async function initErrorReporting(
  config: ErrorReportingConfig | undefined,
  page: ReportingPage,
  load: () => Promise<SentryModule> = importSentry,
): Promise<boolean> {
  if (config === undefined) return false;
  const sentry = await load();
  sentry.init({
    dsn: config.dsn,
    environment: page.hostname,
    release: config.release,
    initialScope: { tags: { app_module: config.appModule } },
    beforeSend: (event, hint) => beforeSend(event, hint, page),
  });
  return true;
}
