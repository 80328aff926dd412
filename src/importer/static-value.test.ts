import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCall, isRecord, readStaticModule } from './static-value.node.ts';

const SITES = '/work/shared/corpora/sites';

describe('readStaticModule', () => {
  it('evaluates literals, constants, spreads, member reads and templates without running code', () => {
    const module = readStaticModule(
      'site.config.ts',
      `import x from 'x';
const base = { title: 'Docs', n: -2 } satisfies object;
export const locales = { root: { lang: 'en' }, fr: { lang: 'fr' } };
const list = ['a', 'b'];
export default defineConfig({
  ...base,
  lang: locales.root.lang,
  items: [...list, \`c\${list[1]}\`],
  'quoted-key': true,
  site: process.env.SITE || 'https://example.com/',
  when: \`© \${new Date().getFullYear()}\`,
  theme: require('./theme.js'),
});`,
    );
    expect(isCall(module.main, 'defineConfig')).toBe(true);
    const config = isCall(module.main) ? module.main.args[0] : undefined;
    expect(isRecord(config)).toBe(true);
    if (!isRecord(config)) return;
    expect(config['title']).toBe('Docs');
    expect(config['n']).toBe(-2);
    expect(config['lang']).toBe('en');
    expect(config['items']).toEqual(['a', 'b', 'cb']);
    expect(config['quoted-key']).toBe(true);
    expect(config['site']).toBe('https://example.com/');
    expect(isCall(config['theme'], 'require')).toBe(true);
    expect(module.named['locales']).toEqual({ root: { lang: 'en' }, fr: { lang: 'fr' } });
    expect(module.unresolved.map((entry) => `${entry.line}: ${entry.text}`)).toEqual([
      '11: `© ${new Date().getFullYear()}`',
    ]);
  });

  it('reads CommonJS module.exports', () => {
    const module = readStaticModule('sidebars.js', "module.exports = { docs: { Intro: ['a', 'b'] } };");
    expect(module.main).toEqual({ docs: { Intro: ['a', 'b'] } });
  });
});

describe.skipIf(!existsSync(SITES))('readStaticModule on the shared sites', () => {
  it('reads the redux sidebars and Docusaurus config, reporting what only runs', () => {
    const sidebars = readStaticModule(
      'sidebars.js',
      readFileSync(`${SITES}/redux-docusaurus/website/sidebars.js`, 'utf8'),
    );
    expect(isRecord(sidebars.main) && Object.keys(sidebars.main)).toEqual(['docs']);
    expect(sidebars.unresolved).toEqual([]);
    const config = readStaticModule(
      'docusaurus.config.ts',
      readFileSync(`${SITES}/redux-docusaurus/website/docusaurus.config.ts`, 'utf8'),
    );
    expect(isRecord(config.main) && config.main['title']).toBe('Redux');
    // The copyright year is computed when the site builds.
    expect(config.unresolved.some((entry) => entry.text.includes('getFullYear'))).toBe(true);
  });

  it('finds the Starlight integration and its locales in astro.config.mjs', () => {
    const module = readStaticModule(
      'astro.config.mjs',
      readFileSync(`${SITES}/starlight/docs/astro.config.mjs`, 'utf8'),
    );
    const config = isCall(module.main) ? module.main.args[0] : undefined;
    const integrations = isRecord(config) ? config['integrations'] : undefined;
    const starlight = Array.isArray(integrations)
      ? integrations.find((entry) => isCall(entry, 'starlight'))
      : undefined;
    expect(starlight).toBeDefined();
    const options = isCall(starlight) ? starlight.args[0] : undefined;
    expect(isRecord(options) && options['title']).toBe('Starlight');
    const locales = isRecord(options) ? options['locales'] : undefined;
    expect(isRecord(locales) && Object.keys(locales)).toContain('pt-br');
  });
});
