import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';

/** Files of a minimal valid content root; tests override entries to break one rule at a time. */
export function minimalContentFiles(): Record<string, unknown> {
  const tile = { title: 'Guide', subtitle: '', href: '/start/', icon: { product: 'Jira' } };
  const landing = (screenName: 'cloud' | 'server') => ({
    title: `${screenName} title`,
    metaDescription: 'Description',
    heading: 'Heading',
    icon: { platform: screenName },
    intro: 'Read the {link} first.',
    introLink: { title: 'developer guide', href: '/start/' },
    comparisonLink: { title: 'Compare', href: '/start/' },
    switchLink: { title: 'Switch', href: '/start/' },
    screenName,
    sections: [],
  });
  return {
    'site.yaml': {
      vendorName: 'Test Co',
      vendorWebDomain: 'test.example',
      developerHost: 'developer.test.example',
      employeeEmailDomain: 'test.example',
      aiBrandName: 'Test AI',
      portalName: 'Developer',
      mainPackage: 'main',
      locales: ['en'],
      defaultLocale: 'en',
      environments: { local: ['localhost'] },
    },
    'global-links.yaml': {
      cloudDocsLinksV2: { platform: [tile], products: [tile] },
      serverDocsLinksV2: { products: [tile] },
      forgeDocsLinks: [tile],
      resourcesV2: {
        primary: [1, 2, 3, 4].map((n) => ({ title: `R${n}`, href: '/start/' })),
        secondary: [{ title: 'GET HELP', items: [{ title: 'Support', href: '/start/' }] }],
        social: [],
      },
      resourcesSecondaryLinks: [{ title: 'Home', href: '/' }],
      header: [{ id: 'docs', title: 'Documentation', href: '/start/' }],
      footer: { links: [{ title: 'Home', href: '/' }], support: { header: '/support', mobile: '/support/' } },
    },
    'landing/home.yaml': {
      title: 'Home',
      metaDescription: 'd',
      heading: 'Home',
      intro: 'Hi',
      actions: [{ title: 'Docs', href: '/start/' }],
    },
    'landing/cloud.yaml': landing('cloud'),
    'landing/server.yaml': landing('server'),
    'packages/main/package.yaml': {
      name: 'main',
      docs: { contentDir: 'content', publishPath: '/', humanName: 'Main', platform: 'platform' },
    },
    'packages/main/content/guide.md': '# Guide\n\nWelcome.\n',
    'packages/main/content/start.md': '---\ntitle: Docs\n---\n\n## Start here\n\nText.\n',
  };
}

/** Writes a content root to a fresh temp folder; objects become YAML, strings are written as-is. */
export async function writeContentRoot(files: Record<string, unknown>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'portico-content-'));
  for (const [path, value] of Object.entries(files)) {
    if (value === undefined) continue;
    const full = join(root, path);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, typeof value === 'string' ? value : stringify(value));
  }
  return root;
}
