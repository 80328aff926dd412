import type { ProductKey } from '../../schemas/common.ts';

/** Display names of product keys in the changelog's product filter: brand names, never translated. */
export const PRODUCT_LABELS: Readonly<Record<ProductKey, string>> = {
  Bamboo: 'Bamboo',
  Confluence: 'Confluence',
  Crowd: 'Crowd',
  Forge: 'Forge',
  JiraSoftware: 'Jira Software',
  Jira: 'Jira',
  JSM: 'Jira Service Management',
  Admin: 'Admin',
  Bitbucket: 'Bitbucket',
  Rovo: 'Rovo',
  JiraServiceDesk: 'Jira Service Desk',
  Mcp: 'MCP server',
};
