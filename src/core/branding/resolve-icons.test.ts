import { describe, expect, it } from 'vitest';
import { writeContentRoot } from '../content/test-fixture.node.ts';
import { resolveIcons } from './resolve-icons.node.ts';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24"/></svg>';

describe('resolveIcons', () => {
  it('publishes the icons/ folder by kebab-case key, public, at content-hashed URLs', async () => {
    const root = await writeContentRoot({ 'icons/jira-software.svg': SVG, 'icons/cloud.svg': SVG });
    const { icons, used, problems } = await resolveIcons(root);
    expect(problems).toEqual([]);
    expect(Object.keys(icons)).toEqual(['cloud', 'jira-software']);
    expect(icons['jira-software']).toMatch(/^\/api\/content-file\/[0-9a-f]{16}\/jira-software\.svg$/);
    expect([...used.values()].map((entry) => [...entry.privileges])).toEqual([['NONE'], ['NONE']]);
  });

  it('has none without the folder, and refuses a file it could not key', async () => {
    expect((await resolveIcons(await writeContentRoot({ 'site.yaml': 'x: 1\n' }))).icons).toEqual({});
    const root = await writeContentRoot({ 'icons/Jira.svg': SVG, 'icons/notes.txt': 'x' });
    expect((await resolveIcons(root)).problems.map((p) => p.file)).toEqual([
      'icons/Jira.svg',
      'icons/notes.txt',
    ]);
  });
});
