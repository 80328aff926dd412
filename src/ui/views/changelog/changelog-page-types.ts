import type { ChangelogType } from '../../../schemas/changelog.ts';

/** One entry as the universal changelog shows it; `html` is the build's sanitised HTML. */
export interface ChangelogListEntry {
  id: string;
  title: string;
  date: string;
  type: ChangelogType;
  breaking: boolean;
  removalDate?: string | undefined;
  apiGroups: readonly string[];
  /** The package changelog page that lists it, with its anchor. */
  url: string;
  /** The product of its package, e.g. 'Jira Cloud platform'. */
  productName: string;
  html: string;
}

/** The filters as the form shows them: each value and the choices offered. */
export interface ChangelogFilterState {
  product: string | undefined;
  apiGroup: string | undefined;
  type: ChangelogType | undefined;
  breaking: 'yes' | 'no' | undefined;
  products: readonly { value: string; label: string }[];
  apiGroups: readonly string[];
}

/** A link to another page of the list. */
export interface ChangelogPageLink {
  page: number;
  href: string;
}

/** Props of the universal changelog view: plain data from its route-data builder. */
export interface ChangelogViewData {
  filters: ChangelogFilterState;
  filtered: boolean;
  entries: readonly ChangelogListEntry[];
  total: number;
  page: number;
  pageCount: number;
  pages: readonly ChangelogPageLink[];
  previous: string | undefined;
  next: string | undefined;
  feeds: { rss: string; atom: string };
}
