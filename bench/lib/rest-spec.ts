/** What one REST child build builds: some products of the shared OpenAPI corpora, or all. */
export interface RestBuildSpec {
  /** Package names (REST_CORPUS_PRODUCTS); absent for every product. */
  products?: string[];
}

/** The largest page of one spec in a build, and the spec's totals. */
export interface RestSpecSizes {
  file: string;
  operations: number;
  pages: number;
  largestRoute: string;
  largestHtmlBytes: number;
  largestGzipBytes: number;
  totalHtmlBytes: number;
  /** Links in the spec's descriptions that point nowhere, and the build warnings counting them. */
  danglingLinks: number;
  danglingWarnings: number;
}

/** A successful REST build's measurements. */
export interface RestBuildSample {
  pages: number;
  restPages: number;
  /** Wall time of buildContent in the child, module loading excluded. */
  buildMs: number;
  /**
   * Time from the last markdown page rendered to the REST pages generated (read from the build's
   * log lines); undefined when those lines were not seen.
   */
  restMs: number | undefined;
  cpuMs: number;
  maxRssMb: number;
  loadAverage: number;
  timings: Record<'loadMs' | 'renderMs' | 'checkMs' | 'writeMs' | 'indexMs', number>;
  warnings: string[];
  /** Whether the package schema had the per-source `lint` map. */
  lintMap: boolean;
  sizes: RestSpecSizes[];
}
