import type { ProductKey } from '../../schemas/common.ts';

/** One spec of a product, as the shared corpora hold it. */
export interface RestCorpusSpec {
  /** File name in the OpenAPI corpora folder. */
  file: string;
  /** `srcFiles` version (published under `rest/vN/`); absent for a single `srcFile`. */
  version?: number;
  /** Validation rules the product's package lowers: the vendor spec breaks them. */
  lint?: Readonly<Record<string, 'warn' | 'off'>>;
}

/** One product of the shared OpenAPI corpora, published as a docs team would publish it. */
export interface RestCorpusProduct {
  /** Package name. */
  name: string;
  humanName: string;
  platform: 'cloud' | 'server' | 'platform';
  product?: ProductKey;
  /** Package publish path; the reference is at `<publishPath>rest/` (spec §2 link targets). */
  publishPath: string;
  specs: readonly RestCorpusSpec[];
}

// Duplicate operationIds in the vendor's own documents (decision 0030, §1): the package says so.
const DUPLICATE_IDS = { 'operation-operationId-unique': 'warn' } as const;

/**
 * Every spec of the shared OpenAPI corpora (../shared/corpora/SOURCES.md) under its product's REST
 * path: the spec §2 link targets where it names one (/cloud/jira/platform/rest/…), the vendor's own
 * site paths for the rest (/server/bitbucket/rest/, /platform/teams/rest/v1/…). Versions are the
 * ones the vendor publishes: Jira platform v3, Confluence v1 and v2, the Teams public API v1.
 */
export const REST_CORPUS_PRODUCTS: readonly RestCorpusProduct[] = [
  {
    name: 'jira-platform-cloud',
    humanName: 'Jira Cloud platform',
    platform: 'cloud',
    product: 'Jira',
    publishPath: '/cloud/jira/platform/',
    specs: [{ file: 'jira-platform.swagger-v3.v3.json', version: 3 }],
  },
  {
    name: 'jira-software-cloud',
    humanName: 'Jira Software Cloud',
    platform: 'cloud',
    product: 'JiraSoftware',
    publishPath: '/cloud/jira/software/',
    specs: [{ file: 'jira-software.swagger.v3.json' }],
  },
  {
    name: 'jsm-cloud',
    humanName: 'Jira Service Management Cloud',
    platform: 'cloud',
    product: 'JSM',
    publishPath: '/cloud/jira/service-desk/',
    specs: [{ file: 'jira-service-management.swagger.v3.json', lint: DUPLICATE_IDS }],
  },
  {
    name: 'confluence-cloud',
    humanName: 'Confluence Cloud',
    platform: 'cloud',
    product: 'Confluence',
    publishPath: '/cloud/confluence/',
    specs: [
      { file: 'confluence-v1.swagger.v3.json', version: 1 },
      { file: 'confluence.openapi-v2.v3.json', version: 2 },
    ],
  },
  {
    name: 'bitbucket-cloud',
    humanName: 'Bitbucket Cloud',
    platform: 'cloud',
    product: 'Bitbucket',
    publishPath: '/cloud/bitbucket/',
    specs: [{ file: 'bitbucket-cloud.swagger.v3.json' }],
  },
  {
    name: 'admin-user-management',
    humanName: 'Atlassian Admin user management',
    platform: 'cloud',
    product: 'Admin',
    publishPath: '/cloud/admin/user-management/',
    specs: [{ file: 'atlassian-admin-user-management.swagger.v3.json' }],
  },
  {
    name: 'bitbucket-server',
    humanName: 'Bitbucket Data Center',
    platform: 'server',
    product: 'Bitbucket',
    publishPath: '/server/bitbucket/',
    specs: [{ file: 'bitbucket-datacenter.9.5.swagger.v3.json', lint: DUPLICATE_IDS }],
  },
  {
    name: 'bamboo-server',
    humanName: 'Bamboo Data Center',
    platform: 'server',
    product: 'Bamboo',
    publishPath: '/server/bamboo/',
    specs: [{ file: 'bamboo-datacenter.swagger.v3.json' }],
  },
  {
    name: 'teams',
    humanName: 'Teams',
    platform: 'platform',
    publishPath: '/platform/teams/',
    specs: [{ file: 'atlassian-teams.swagger-public-api-v1.v3.json', version: 1 }],
  },
  {
    name: 'app-migration',
    humanName: 'App migration',
    platform: 'platform',
    publishPath: '/platform/app-migration/',
    specs: [{ file: 'app-migration.forge-containers-swagger.v3.json' }],
  },
];
