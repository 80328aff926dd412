import { describe, expect, it } from 'vitest';
import { headingIds } from './heading-ids.ts';
import { unknownComponents } from './components-used.ts';

describe('headingIds', () => {
  it('gives github-slugger ids, custom ids, numbered repeats, and skips fenced code', () => {
    const body =
      '# Intro\n## `getState()` and [links](x)\n## Intro\n### Custom {#my-id}\n```\n# not a heading\n```\n';
    expect([...headingIds(body)]).toEqual(['intro', 'getstate-and-links', 'intro-1', 'my-id']);
  });
});

describe('unknownComponents', () => {
  it('lists components the portal lacks, not its own, imported partials or code', () => {
    const body = [
      "import Tabs from '@theme/Tabs';",
      "import Warning from './_warning.mdx';",
      '<Tabs><TabItem value="a">A</TabItem></Tabs>',
      '<Warning />',
      '<Preview>',
      '`<InCode />`',
      '```',
      '<Fenced />',
      '```',
      '<Preview />',
    ].join('\n');
    expect(unknownComponents(body)).toEqual([{ name: 'Preview', line: 5 }]);
  });
});
