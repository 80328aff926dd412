/** Dangling links the build found in one spec's descriptions. */
export interface RestLinkWarnings {
  /** Warnings about the spec: one per operation (or per spec) whose descriptions link nowhere. */
  warnings: number;
  /** Links those warnings count. */
  links: number;
}

const REST_LINK_WARNING = /^(\S+).*: (\d+) links in API descriptions point nowhere$/;

/**
 * The build's warnings about links in API descriptions, by spec file (relative to the content
 * root, e.g. `packages/jsm-cloud/rest/swagger.json`); other warnings are left out.
 */
export function restLinkWarnings(warnings: readonly string[]): Map<string, RestLinkWarnings> {
  const bySpec = new Map<string, RestLinkWarnings>();
  for (const warning of warnings) {
    const match = REST_LINK_WARNING.exec(warning);
    if (!match) continue;
    const counts = bySpec.get(match[1]!) ?? { warnings: 0, links: 0 };
    bySpec.set(match[1]!, { warnings: counts.warnings + 1, links: counts.links + Number(match[2]) });
  }
  return bySpec;
}
