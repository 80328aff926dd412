import { z } from 'zod';
import { OutboundAuthProviderSchema } from './console-enums.ts';
import { optionalText } from './console-fields.ts';
import { ScopeSchema } from './console-app.ts';

const https = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
      message: `${label} must be an absolute https URL`,
    });

/** A service key: how the app's code names the external service (e.g. google-drive). */
export const OutboundAuthServiceKeySchema = z
  .string({ error: 'Service key is required' })
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Service key must be lower-case letters, digits and hyphens');

const common = {
  key: OutboundAuthServiceKeySchema,
  displayName: optionalText('Display name', 80),
  clientId: z.string({ error: 'Client ID is required' }).trim().min(1, 'Client ID is required').max(500),
  scopes: z.array(ScopeSchema).default([]),
};

const DropboxSchema = z.object({ provider: z.literal('dropbox'), ...common }).strict();
const GoogleSchema = z.object({ provider: z.literal('google'), ...common }).strict();
const GenericOAuth2Schema = z
  .object({
    provider: z.literal('oauth2'),
    ...common,
    authorizationUrl: https('Authorization URL'),
    tokenUrl: https('Token URL'),
    profileRetrieverUrl: https('Profile retriever URL'),
  })
  .strict();
const PROVIDER_ERROR = `Provider must be one of ${OutboundAuthProviderSchema.options.join(', ')}`;

/**
 * An external auth provider an app signs its users in to (spec §4 outbound auth). Dropbox and
 * Google have known endpoints; a generic oauth2 provider names its own, and its profile
 * retriever URL, where the user's identity is read after sign-in. The provider's client secret
 * is write-only: it is posted with {@link OutboundAuthServiceInputSchema} and never shown.
 */
export const OutboundAuthServiceSchema = z.discriminatedUnion(
  'provider',
  [DropboxSchema, GoogleSchema, GenericOAuth2Schema],
  { error: PROVIDER_ERROR },
);
export type OutboundAuthService = z.infer<typeof OutboundAuthServiceSchema>;

const secret = {
  clientSecret: z.string({ error: 'Client secret is required' }).min(1, 'Client secret is required').max(500),
};

/** The add/update form of an outbound auth service: the service plus its client secret. */
export const OutboundAuthServiceInputSchema = z.discriminatedUnion(
  'provider',
  [DropboxSchema.extend(secret), GoogleSchema.extend(secret), GenericOAuth2Schema.extend(secret)],
  { error: PROVIDER_ERROR },
);
export type OutboundAuthServiceInput = z.infer<typeof OutboundAuthServiceInputSchema>;
