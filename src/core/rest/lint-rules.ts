import type { RestLint, RestLintRule, RestLintSeverity } from '../../schemas/package.ts';

/** The rule set every spec is validated with (decision 0030), before a source lowers any rule. */
export const DEFAULT_LINT: Readonly<Record<RestLintRule, RestLintSeverity>> = {
  struct: 'error',
  'no-unresolved-refs': 'error',
  'operation-operationId-unique': 'error',
  'path-parameters-defined': 'warn',
};

/** The severities of one spec: the defaults, then the source's `lint`, then its version's. */
export function lintSeverities(
  ...overrides: (RestLint | undefined)[]
): Readonly<Record<RestLintRule, RestLintSeverity>> {
  const merged = { ...DEFAULT_LINT };
  for (const override of overrides) {
    for (const [rule, severity] of Object.entries(override ?? {}) as [RestLintRule, RestLintSeverity][])
      if (severity !== undefined) merged[rule] = severity;
  }
  return merged;
}
