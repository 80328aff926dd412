import { z } from 'zod';
import { AccountFeatureFlagSchema } from './account-features.ts';
import { BrandingSchema } from './branding.ts';
import { ConsoleApiSchema } from './console-apis.ts';
import { HeaderSlotsSchema } from './header-slots.ts';

/** Locales the portal ships catalogues for (spec §1). en_ZZ is the generated pseudo-locale. */
export const LocaleSchema = z.enum(['en', 'en_GB', 'en_ZZ', 'fr']);
export type Locale = z.infer<typeof LocaleSchema>;

/** Deployment environments, recognised by host name (spec §1). */
export const EnvironmentSchema = z.enum(['production', 'staging', 'dev', 'local']);
export type Environment = z.infer<typeof EnvironmentSchema>;

const HostSchema = z
  .string()
  .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name, optionally with a port, without a scheme');

/**
 * The vulnerability disclosure contact of RFC 9116. `expires` is required there so a forgotten
 * file goes stale visibly; the site owner renews it.
 */
export const SecurityContactSchema = z
  .object({
    /** Where to send reports, most preferred first: mailto:, https: or tel: URIs. */
    contacts: z
      .array(z.url({ protocol: /^(mailto|https|tel)$/, message: 'must be a mailto:, https: or tel: URI' }))
      .min(1),
    /** When the contact details stop being valid (an ISO date or date-time). */
    expires: z.iso.date().or(z.iso.datetime({ offset: true })),
    /** The disclosure policy's web page. */
    policy: z.url({ protocol: /^https$/ }).optional(),
    /** The security team's acknowledgements page. */
    acknowledgments: z.url({ protocol: /^https$/ }).optional(),
  })
  .strict();
export type SecurityContact = z.infer<typeof SecurityContactSchema>;

/** Site configuration: `site.yaml` at the content root. */
export const SiteConfigSchema = z
  .object({
    /** Vendor name shown in titles, the footer copyright and analytics tag names. */
    vendorName: z.string().min(1),
    /** The vendor's public web domain, e.g. example.com (the footer's vendor home link). */
    vendorWebDomain: HostSchema,
    /** Host of the developer portal itself; links to it count as internal (spec §2.1). */
    developerHost: HostSchema,
    /** Email domain that identifies employees of the vendor (spec §6). No at sign. */
    employeeEmailDomain: z
      .string()
      .regex(/^[^@\s]+\.[^@\s]+$/, 'must be a domain such as example.com, without @'),
    /** Brand name of the AI assistant, used in 'Help us improve {brand}'. */
    aiBrandName: z.string().min(1),
    /** Product name of the portal, shown next to the logo. */
    portalName: z.string().min(1),
    /** Name of the one package allowed to publish at the site root. */
    mainPackage: z.string().min(1),
    /** Marks bundled demonstration content, so every page says it is a sample. */
    sampleContent: z.boolean().default(false),
    locales: z.array(LocaleSchema).min(1),
    defaultLocale: LocaleSchema,
    /**
     * Languages content may be written in besides the default language, as BCP 47 tags
     * (decision 0039): a translation lives in a `<tag lower-cased>/` folder of a package's content
     * (Starlight layout) or under `i18n/<tag>/` beside it, and publishes under `/<tag lower-cased>/`.
     */
    contentLocales: z
      .array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a BCP 47 tag such as fr or pt-BR'))
      .refine(
        (tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length,
        'content locales must not repeat',
      )
      .default([]),
    /** Host names per environment; an unknown host is treated as production. */
    environments: z.partialRecord(EnvironmentSchema, z.array(HostSchema)),
    /**
     * Product feature flags of the site (not per-user grants: those come from the access policy).
     * Each defaults off unless stated, so an older site.yaml keeps its behaviour.
     */
    features: z
      .object({
        /** The header's My Requests control replaces Support for users with an avatar (spec §2.3). */
        myRequests: z.boolean().default(false),
        /** Offer the increased-contrast theme; 'auto' then follows prefers-contrast (spec §4). */
        increasedContrast: z.boolean().default(true),
      })
      .strict()
      .prefault({}),
    /** The header's app-switcher and notifications slots (spec §2.3); both empty by default. */
    header: HeaderSlotsSchema.prefault({}),
    /** Logo and brand colours (src/schemas/branding.ts); absent: the portal's own look. */
    branding: BrandingSchema.optional(),
    /** Where "Edit this page" links point: a repository web URL, or absent to hide them. */
    editBaseUrl: z.url().optional(),
    /** How to report a vulnerability: served as /.well-known/security.txt (RFC 9116) when set. */
    securityContact: SecurityContactSchema.optional(),
    /**
     * The developer console's API catalogue: the APIs an app may be permitted to call and their
     * scopes (the permissions page, the consent screen, the authorization server's scopes).
     * Which of them a developer is offered is the access policy's decision (spec §6).
     */
    consoleApis: z
      .array(ConsoleApiSchema)
      .refine((apis) => new Set(apis.map((api) => api.id)).size === apis.length, 'API ids must not repeat')
      .default([]),
    /**
     * Account feature flags switched on for every developer of this site (spec §3), besides
     * those their privileges give: authorizationTab, say, which no privilege stands behind.
     */
    consoleFlags: z.array(AccountFeatureFlagSchema).default([]),
    /**
     * Origins the REST reference's "Try it" may call for servers whose host is a placeholder
     * (`https://{your-domain}/wiki`, `https://your-domain.atlassian.net`): `https://` followed by
     * a host where `*` stands for one or more labels, e.g. `https://*.atlassian.net`. They go into
     * the REST pages' CSP connect-src (decision 0030 §7). Empty: only literal https hosts.
     * `http://localhost:<port>` and `http://127.0.0.1:<port>` are accepted too, for an API run
     * on the same machine as the portal (local development, the browser tests' test API).
     */
    restTryItOrigins: z
      .array(
        z
          .string()
          .regex(
            /^(https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?)$/i,
            'must be an origin such as https://*.example.com (or http://localhost:<port>)',
          ),
      )
      .default([]),
  })
  .strict()
  .refine((site) => site.locales.includes(site.defaultLocale), {
    message: 'defaultLocale must be one of locales',
    path: ['defaultLocale'],
  });
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
