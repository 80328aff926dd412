/**
 * Product keys as plain constants, without zod, so browser code (icons) can use them without
 * pulling the schema library into an island. common.ts builds the schema from these.
 */

/** Product keys the sample content draws icons for (its icons/ folder: decision 0044). */
export const PRODUCTS_WITH_ICON = [
  'Bamboo',
  'Confluence',
  'Crowd',
  'Forge',
  'JiraSoftware',
  'Jira',
  'JSM',
  'Admin',
  'Bitbucket',
  'Rovo',
] as const;

/** Every product key: those with an icon, plus products that have none (Jira Service Desk, MCP). */
export const PRODUCT_KEYS = [...PRODUCTS_WITH_ICON, 'JiraServiceDesk', 'Mcp'] as const;
