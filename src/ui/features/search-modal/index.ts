/**
 * The search modal's public surface for the header's search entry. Load it with a dynamic
 * `import()`: it pulls in the modal, its query client and search-insights, which stay off the
 * page's initial JavaScript. Types can be imported statically (they are erased).
 */
export { default } from './search-modal.tsx';
export type { SearchEntryConfig, SearchEntryProps, SearchPartData } from './search-settings.ts';
export type { SearchModalProps } from './search-modal.tsx';
