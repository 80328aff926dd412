import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConnectScopes } from './load-connect-scopes.node.ts';
import type { LoadedPackage } from './loaded-content.ts';
import type { ContentProblem } from './validation-error.ts';

function root(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'connect-scopes-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, 'connect-scopes'), { recursive: true });
    writeFileSync(join(dir, 'connect-scopes', name), text);
  }
  return dir;
}

function restPackage(connectScopes: string): LoadedPackage {
  return {
    dir: 'packages/jira',
    file: { docs: { rest: { connectScopes } } },
  } as unknown as LoadedPackage;
}

const VALID = `restApis:
  - id: issue
    path: /rest/api/{version}/issue/**
    public: true
    versions: ['3']
    scopes: { GET: READ }
`;

describe('loadConnectScopes', () => {
  it('reads each product file, and a content root without the folder has none', async () => {
    const problems: ContentProblem[] = [];
    const files = await loadConnectScopes(root({ 'jira.yaml': VALID }), [restPackage('jira')], problems);
    expect(problems).toEqual([]);
    expect(files.jira?.restApis[0]?.id).toBe('issue');
    expect(await loadConnectScopes(root({}), [], problems)).toEqual({});
  });

  it('reports bad entries, unknown file names and a product without its file', async () => {
    const problems: ContentProblem[] = [];
    await loadConnectScopes(
      root({
        'jira.yaml': 'restApis:\n  - { id: a, path: /a, public: true, scopes: { GET: NOPE } }\n',
        'bamboo.yaml': VALID,
      }),
      [restPackage('jira'), restPackage('confluence')],
      problems,
    );
    expect(problems.map((problem) => `${problem.file}: ${problem.field}`)).toEqual([
      'connect-scopes/bamboo.yaml: (file)',
      'connect-scopes/jira.yaml: restApis[0].scopes.GET',
      'packages/jira/package.yaml: docs.rest.connectScopes',
    ]);
    expect(problems[2]?.message).toBe(
      "names 'confluence', but connect-scopes/confluence.yaml does not exist",
    );
  });
});
