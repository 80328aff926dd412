/** A page handed to a render worker. */
export interface RenderJob {
  file: string;
  route: string;
  source: string;
}

/** What a worker sends back for one page. */
export interface RenderOutcome {
  file: string;
  route: string;
  ok: boolean;
  error?: string;
  html?: string;
  title?: string;
  headings?: { depth: number; id: string; text: string }[];
  toc?: { id: string; text: string }[];
  sections?: { headingId: string; heading: string; depth: number; text: string }[];
  links?: { href: string; line: number; column: number; raw: string }[];
  anchors?: string[];
}

/** Data every worker needs once: the link context shared by all pages. */
export interface RenderSetup {
  developerHost: string;
  /** [content-root-relative .md path, route] pairs. */
  fileRoutes: [string, string][];
  messages: Record<string, string>;
}
