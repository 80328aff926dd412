import type { ErrorReportingConfig } from '../error-reporting/init-error-reporting.ts';
import type { Environment } from '../../../core/telemetry/environment.ts';
import type { AnalyticsConfig } from './start-analytics.ts';

/**
 * Props of the page's telemetry island, built per request on the server (`telemetryProps` in
 * src/server/analytics). Plain data and nothing secret: write keys and DSNs are public by design.
 */
export interface PageTelemetryProps {
  /** The environment the server recognised from the host name. */
  environment: Environment;
  analytics: AnalyticsConfig;
  /** Present only when a DSN is configured. */
  errorReporting?: ErrorReportingConfig | undefined;
}
