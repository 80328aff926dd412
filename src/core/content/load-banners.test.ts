import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content.node.ts';
import { minimalContentFiles, writeContentRoot } from './test-fixture.node.ts';

const entry = {
  id: 'launch',
  paths: ['/cloud/*'],
  startDate: '2026-01-01T00:00:00Z',
  endDate: '2027-01-01T00:00:00Z',
  message: '<strong>New</strong> release',
};

describe('banners.yaml in the content set', () => {
  it('is optional: no file means no banners', async () => {
    const content = await loadContent(await writeContentRoot(minimalContentFiles()));
    expect(content.banners).toEqual([]);
  });

  it('loads valid entries in file order, with showBanner defaulting to true', async () => {
    const second = { ...entry, id: 'quiet', paths: ['/'], showBanner: false };
    const root = await writeContentRoot({
      ...minimalContentFiles(),
      'banners.yaml': { banners: [entry, second] },
    });
    const { banners } = await loadContent(root);
    expect(banners.map((b) => [b.id, b.showBanner])).toEqual([
      ['launch', true],
      ['quiet', false],
    ]);
  });

  it('fails the build with one line per problem, naming banners.yaml and the field', async () => {
    const bad = { ...entry, paths: ['cloud'], endDate: '2025-01-01T00:00:00Z', extra: 1 };
    const root = await writeContentRoot({ ...minimalContentFiles(), 'banners.yaml': { banners: [bad] } });
    const message = await loadContent(root).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(message).toMatch(/^Failed to validate due to:/);
    expect(message).toContain('banners.yaml: banners[0].paths[0]: must be');
    expect(message).toContain('banners.yaml: banners[0]: Unrecognized key: "extra"');
  });
});
