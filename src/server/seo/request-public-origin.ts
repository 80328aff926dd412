import { readServerEnv } from '../config/env.ts';
import { getContentStore } from '../content/content-store.ts';
import { logger } from '../log/logger.ts';
import { publicOriginOf } from './public-origin.ts';

let publicUrl: { value: string | undefined } | undefined;

/** The public origin for a request with the running portal's settings (PUBLIC_URL, site.yaml). */
export async function requestPublicOrigin(request: Request): Promise<string | undefined> {
  publicUrl ??= { value: readServerEnv().PUBLIC_URL };
  const { site } = (await getContentStore()).manifest;
  return publicOriginOf(request, {
    publicUrl: publicUrl.value,
    site,
    warn: (message) => logger.warn(message),
  });
}
