import type { LinkCheckPage } from '../links/check-links.ts';
import type { PageSection, TocEntry } from '../../schemas/built.ts';
import type { BannerMessages, OperationNotices } from './changelog-banners.ts';
import type { DescriptionRenderer } from './description-renderer.ts';
import type { RestApi } from './model.ts';
import type { RestMessages } from './rest-messages.ts';
import type { RestLocation } from './routes.ts';

/** What every page of one reference is rendered with. */
export interface PageContext {
  api: RestApi;
  location: RestLocation;
  /** `P rest/vN/` or `P rest/`. */
  basePath: string;
  /** The spec file relative to the content root. */
  sourceFile: string;
  descriptions: DescriptionRenderer;
  messages: RestMessages;
  /** Origin patterns "Try it" may use for templated hosts (site `restTryItOrigins`). */
  tryItOrigins: readonly string[];
  /** The package's `experimental` flag: every page says so. */
  experimental: boolean;
  /**
   * Rows of named schemas already rendered on another page of the reference, by name; only
   * those whose descriptions have no links or ids, which are the same HTML on every page.
   */
  schemaRows: Map<string, string>;
  /** Banners of changelog entries naming operations of this reference (decision 0031 §6). */
  changelog?: { notices: OperationNotices; messages: BannerMessages } | undefined;
  /** The reference's Postman collection (the `postman` flag): its URL and link text. */
  postman?: { url: string; label: string } | undefined;
}

/** A rendered page before it becomes a RenderedPage. */
export interface PageParts {
  html: string;
  toc: TocEntry[];
  sections: PageSection[];
  /** Every element id on the page. */
  anchors: string[];
  links: LinkCheckPage[];
  /** Meta description. */
  description: string;
}
