import type { z } from 'zod';
import type { GlobalLinksSchema } from '../schemas/global-links.ts';
import type { HomePageSchema, LandingPageSchema } from '../schemas/landing.ts';
import type { SiteConfigSchema } from '../schemas/site.ts';
import type { SourceSite } from './site-model.ts';

/** A host name from the site's URL, or a reserved example host when it has none. */
export function hostOf(url: string | undefined): string {
  try {
    const host = url === undefined ? '' : new URL(url).hostname;
    return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(host) ? host.toLowerCase() : 'docs.example.com';
  } catch {
    return 'docs.example.com';
  }
}

/** One docs package's place on the site: where its home page is. */
export interface PackagePlace {
  name: string;
  title: string;
  home: string;
}

/**
 * site.yaml of an imported site: names from the site's title and URL; the UI speaks English (the
 * portal's catalogues), the content languages are the site's other locales. What the schema
 * requires and the source site has no word for (employee domain, AI name) is derived from its
 * host and title, and the report says so.
 */
export function siteYaml(site: SourceSite, main: PackagePlace): z.input<typeof SiteConfigSchema> {
  const host = hostOf(site.url);
  return {
    vendorName: site.title,
    vendorWebDomain: host,
    developerHost: host,
    employeeEmailDomain: host,
    aiBrandName: site.title,
    portalName: site.title,
    mainPackage: main.name,
    locales: ['en'],
    defaultLocale: 'en',
    contentLocales: site.contentLocales,
    environments: { production: [host], local: ['localhost', '127.0.0.1'] },
  };
}

/** global-links.yaml: the header, drawers and footer point at the imported packages. */
export function globalLinksYaml(
  site: SourceSite,
  places: readonly PackagePlace[],
): z.input<typeof GlobalLinksSchema> {
  const main = places[0]!;
  const tiles = places.map((place) => ({
    title: place.title,
    subtitle: '',
    href: place.home,
    icon: { platform: 'cloud' as const },
  }));
  return {
    cloudDocsLinksV2: { platform: tiles, products: [] },
    serverDocsLinksV2: { products: [] },
    forgeDocsLinks: [],
    resourcesV2: {
      // The resources drawer has exactly four primary items: the packages, then their home again.
      primary: [0, 1, 2, 3].map((i) => {
        const place = places[i % places.length]!;
        return { title: place.title, href: place.home };
      }),
      secondary: [],
      social: [],
    },
    resourcesSecondaryLinks: [],
    header: places.map((place) => ({
      id: place.name,
      title: place.title,
      href: place.home,
      selectedOn: [place.home],
    })),
    footer: {
      links: [{ title: site.title, href: main.home }],
      support: { header: '/support/', mobile: '/support/' },
    },
  };
}

type Landing = z.input<typeof LandingPageSchema>;

/** landing/home.yaml, cloud.yaml and server.yaml (all three are still required). */
export function landingYamls(
  site: SourceSite,
  main: PackagePlace,
): { home: z.input<typeof HomePageSchema>; cloud: Landing; server: Landing } {
  const description = site.tagline ?? `${site.title} documentation`;
  const landing = (screenName: 'cloud' | 'server'): Landing => ({
    title: `${site.title} documentation`,
    metaDescription: description,
    heading: site.title,
    icon: { platform: screenName },
    intro: 'Start with the {link}.',
    introLink: { title: main.title, href: main.home },
    comparisonLink: { title: main.title, href: main.home },
    switchLink: { title: main.title, href: main.home },
    screenName,
    sections: [],
  });
  return {
    home: {
      title: site.title,
      metaDescription: description,
      heading: site.title,
      intro: description,
      actions: [{ title: main.title, href: main.home }],
    },
    cloud: landing('cloud'),
    server: landing('server'),
  };
}
