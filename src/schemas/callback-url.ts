import { z } from 'zod';

/** Host names that may use plain http: a developer's own machine, never a network host. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** The longest callback URL accepted; browsers and proxies cut longer ones. */
export const MAX_CALLBACK_URL_LENGTH = 2048;

/**
 * An OAuth 2.0 (3LO) callback URL (redirect URI). It must be absolute and https, except that
 * http is allowed on the loopback hosts for local development (RFC 8252 §7.3). A fragment is
 * refused (RFC 6749 §3.1.2) and so are a user name or password, which would leak into logs.
 * The value is kept exactly as typed (trimmed): the authorization server compares it verbatim.
 */
export const CallbackUrlSchema = z
  .string({ error: 'Callback URL is required' })
  .trim()
  .min(1, { error: 'Callback URL is required', abort: true })
  .max(MAX_CALLBACK_URL_LENGTH, {
    error: `Callback URL must be at most ${MAX_CALLBACK_URL_LENGTH} characters`,
    abort: true,
  })
  .superRefine((value, context) => {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    const secure = url?.protocol === 'https:';
    const loopback = url?.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname);
    if (url === undefined || !(secure || loopback)) {
      context.addIssue({
        code: 'custom',
        message: 'Callback URL must be an absolute https URL (http only for localhost, 127.0.0.1 or [::1])',
      });
    } else if (url.hash !== '' || value.includes('#')) {
      context.addIssue({ code: 'custom', message: 'Callback URL must not contain a fragment (#…)' });
    } else if (url.username !== '' || url.password !== '') {
      context.addIssue({ code: 'custom', message: 'Callback URL must not contain a user name or password' });
    }
  });
export type CallbackUrl = z.infer<typeof CallbackUrlSchema>;
