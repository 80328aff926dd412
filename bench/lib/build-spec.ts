import type { CorpusName } from '../../scripts/lib/corpus-root.ts';
import type { ContentProblem } from '../../src/core/content/validation-error.ts';

/** What one child build builds: corpus packages, or the bundled ./content. */
export type BuildSpec =
  | { kind: 'corpora'; corpora: CorpusName[]; copies: number; limit?: number; exclude: string[] }
  | { kind: 'bundled' };

/** A successful build's measurements. */
export interface BuildMeasurement {
  ok: true;
  pages: number;
  /** Wall time of buildContent in the child, module loading excluded. */
  buildMs: number;
  /** CPU time of the child during the build, all threads (user + system). */
  cpuMs: number;
  /** Peak resident set size of the child process, worker threads included. */
  maxRssMb: number;
  /** 1-minute load average when the build started: above the core count, timings are inflated. */
  loadAverage: number;
  timings: Record<'loadMs' | 'renderMs' | 'checkMs' | 'writeMs', number>;
  /** Broken links in pages (warnings through brokenLinks: 'warn'). */
  pageLinkWarnings: number;
  /** Broken links in the site files, which point at bundled packages a corpus root leaves out. */
  siteFileLinkWarnings: number;
}

/** A build that stopped with a ContentValidationError. */
export interface BuildFailure {
  ok: false;
  problems: (ContentProblem & { corpusFile: string | undefined })[];
}

/** What a child build prints as its last line. */
export type BuildSample = BuildMeasurement | BuildFailure;
