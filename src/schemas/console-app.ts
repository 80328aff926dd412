import { z } from 'zod';
import { CallbackUrlSchema } from './callback-url.ts';
import {
  AppTypeSchema,
  AuthenticationTypeSchema,
  DistributionStatusSchema,
  FeatureTagSchema,
  VendorTypeSchema,
} from './console-enums.ts';
import { EnvironmentSchema } from './console-environments.ts';
import {
  choice,
  formBoolean,
  instant,
  opaqueId,
  optionalHttpsUrl,
  optionalText,
  blankAsMissing,
} from './console-fields.ts';

/** An app's id in the registry (also its path segment under /console/myapps/). */
export const AppIdSchema = opaqueId('App id');
export type AppId = z.infer<typeof AppIdSchema>;

/** The longest app name; the console lists names on one line. */
export const MAX_APP_NAME_LENGTH = 80;

/** Whether a character is a C0 control (line breaks, tabs) or DEL, which a one-line name refuses. */
function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/** An app's name: trimmed, required, one line. */
export const AppNameSchema = z
  .string({ error: 'App name is required' })
  .trim()
  .min(1, 'App name is required')
  .max(MAX_APP_NAME_LENGTH, `App name must be at most ${MAX_APP_NAME_LENGTH} characters`)
  .refine((name) => ![...name].some(isControlCharacter), 'App name must be a single line of text');

/** An API id an app enrols in (the access policy's ids, e.g. jira-api). */
export const ApiIdSchema = z
  .string({ error: 'API id is required' })
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'API id must be lower-case letters, digits and hyphens');

/** An OAuth scope as the APIs define them, e.g. read:jira-work or offline_access. */
export const ScopeSchema = z
  .string({ error: 'Scope is required' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9:._-]{0,127}$/, 'Scope must be letters, digits, ":", ".", "_" or "-"');

/** One API an app is permitted to call and the scopes it asked for (spec §3 enrolments). */
export const ApiEnrolmentSchema = z
  .object({
    apiId: ApiIdSchema,
    scopes: z
      .array(ScopeSchema)
      .refine((scopes) => new Set(scopes).size === scopes.length, 'Scopes must not repeat'),
  })
  .strict();
export type ApiEnrolment = z.infer<typeof ApiEnrolmentSchema>;

/**
 * A console app as the "my apps" list and the overview show it (spec §3 "Console app").
 * `appType` is derived from the environments by the app type rule (core `appTypeFor`), never
 * taken from input. `installUrl` exists only once the app is public.
 */
export const ConsoleAppSchema = z
  .object({
    id: AppIdSchema,
    name: AppNameSchema,
    updatedAt: instant('Last updated'),
    description: z.string().max(1000).default(''),
    avatarFileId: opaqueId('Avatar file id').optional(),
    vendorName: z.string().max(120).optional(),
    appType: AppTypeSchema,
    hasPDReportingApiImplemented: z.boolean().default(false),
    installUrl: z.url({ protocol: /^https?$/ }).optional(),
    updateUrl: z.url({ protocol: /^https?$/ }).optional(),
    enrolments: z.array(ApiEnrolmentSchema).default([]),
    distributionStatus: DistributionStatusSchema.default('development'),
    caasEnvironments: z.array(EnvironmentSchema).default([]),
    /** Feature tags (spec §4) and the authentication types the app uses; derived like appType. */
    featureTags: z.array(FeatureTagSchema).default([]),
    authenticationTypes: z.array(AuthenticationTypeSchema).default([]),
  })
  .strict();
export type ConsoleApp = z.infer<typeof ConsoleAppSchema>;

/**
 * An app's editable details (spec §3 "App details"), as the settings and distribution forms
 * post them (strings from a form or JSON). Defaults: development, no personal data stored, the
 * reporting API not implemented. Refresh-token rotation is always on and cannot be switched off.
 */
export const AppDetailsSchema = z
  .object({
    name: AppNameSchema,
    description: optionalText('Description', 1000).transform((text) => text ?? ''),
    vendorType: z.preprocess(
      blankAsMissing,
      choice('Vendor type', VendorTypeSchema.options).default('third-party'),
    ),
    avatarFileId: z.preprocess(blankAsMissing, opaqueId('Avatar file id').optional()),
    distributionStatus: z.preprocess(
      blankAsMissing,
      choice('Distribution status', DistributionStatusSchema.options).default('development'),
    ),
    vendorName: optionalText('Vendor name', 120),
    privacyPolicy: optionalHttpsUrl('Privacy policy'),
    termsOfService: optionalHttpsUrl('Terms of service'),
    /** Where users reach the vendor: an https page or a mailto: address. */
    contactLink: z.preprocess(
      blankAsMissing,
      z
        .string({ error: 'Contact link must be text' })
        .trim()
        .max(2048, 'Contact link must be at most 2048 characters')
        .refine(
          (value) => URL.canParse(value) && ['https:', 'mailto:'].includes(new URL(value).protocol),
          'Contact link must be an https URL or a mailto: address',
        )
        .optional(),
    ),
    storesPersonalData: formBoolean('Stores personal data'),
    hasPDReportingApiImplemented: formBoolean('Personal data reporting API implemented'),
    refreshTokenRotation: z
      .literal(true, { error: 'Refresh token rotation is always on and cannot be switched off' })
      .default(true),
  })
  .strict();
export type AppDetails = z.infer<typeof AppDetailsSchema>;

/** An app's owner (spec §3 "Owner"). Vendor-employee status needs a verified address (core). */
export const OwnerSchema = z
  .object({
    id: z.string({ error: 'Owner id is required' }).min(1, 'Owner id is required'),
    email: z.email({ error: 'Owner email must be an email address' }),
    emailVerified: z.boolean().default(false),
  })
  .strict();
export type Owner = z.infer<typeof OwnerSchema>;

/** A client id: 32 url-safe characters minted by the registry. */
export const ClientIdSchema = z
  .string({ error: 'Client ID is required' })
  .regex(/^[A-Za-z0-9_-]{32}$/, 'Client ID must be 32 url-safe characters');

/**
 * Credentials as shown once, on creation or rotation (spec §3 "Credentials"). The secret is
 * never stored or shown again: the registry keeps only {@link StoredCredentialsSchema}.
 */
export const CredentialsSchema = z
  .object({ clientId: ClientIdSchema, clientSecret: z.string().min(1) })
  .strict();
export type Credentials = z.infer<typeof CredentialsSchema>;

/** What the registry keeps of the credentials: the client id and a hash of the secret. */
export const StoredCredentialsSchema = z
  .object({
    clientId: ClientIdSchema,
    clientSecretHash: z.string().regex(/^sha256:[A-Za-z0-9_-]{43}$/, 'Client secret hash is malformed'),
    /** When the current secret was issued; tokens issued before it are void. */
    secretIssuedAt: instant('Secret issue time'),
  })
  .strict();
export type StoredCredentials = z.infer<typeof StoredCredentialsSchema>;

/** The callback URLs form: one URL added at a time. */
export const AddCallbackUrlSchema = z.object({ callbackUrl: CallbackUrlSchema }).strict();

/**
 * The create-app form (/apps/create): a name, the kind ("OAuth 2.0 integration" or "Forge
 * app") and the acceptance of the developer terms, all required.
 */
export const CreateAppInputSchema = z
  .object({
    name: AppNameSchema,
    appType: choice('App type', AppTypeSchema.options),
    acceptTerms: formBoolean('Terms acceptance').refine(
      (accepted) => accepted,
      'Terms acceptance is required: accept the developer terms to create an app',
    ),
  })
  .strict();
export type CreateAppInput = z.infer<typeof CreateAppInputSchema>;
