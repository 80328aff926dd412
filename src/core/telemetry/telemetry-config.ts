import type { AppModule } from './app-modules.ts';
import type { Environment } from './environment.ts';

/** A Segment-compatible analytics script for one environment (production and staging differ). */
export interface SegmentConfig {
  /** Script URL; `{key}` is replaced by the write key. Production and staging URLs differ. */
  scriptUrl: string;
  writeKey: string;
}

/** Where the page's analytics go; built by the server from its environment (no secrets in it). */
export interface AnalyticsConfig {
  /** A Segment-compatible script for this environment; absent: the portal's own collector. */
  segment?: SegmentConfig | undefined;
  /** Page properties for the vendor script's page call. */
  pageProperties: Record<string, string>;
}

/** Error reporting for a page; present only when the server has a DSN configured. */
export interface ErrorReportingConfig {
  /** The project address (Sentry DSN). */
  dsn: string;
  /** Release id of the running build. */
  release: string;
  /** The part of the portal the page belongs to (spec §7 module names). */
  appModule: AppModule;
}

/**
 * Props of the page's telemetry island, built per request on the server (`telemetryProps` in
 * src/server/analytics) and read by the island in src/ui/chrome/analytics. Plain data and nothing
 * secret: write keys and DSNs are public by design.
 */
export interface PageTelemetryProps {
  /** The environment the server recognised from the host name. */
  environment: Environment;
  analytics: AnalyticsConfig;
  /** Present only when a DSN is configured. */
  errorReporting?: ErrorReportingConfig | undefined;
}
