import type { APIRoute } from 'astro';
import { getContentStore } from '../../server/content/content-store.ts';
import { requestPublicOrigin } from '../../server/seo/request-public-origin.ts';
import { securityTxtResponse } from '../../server/seo/security-txt.ts';

export const GET: APIRoute = async ({ request }) => {
  const { site } = (await getContentStore()).manifest;
  return securityTxtResponse(site.securityContact, site.locales, await requestPublicOrigin(request));
};
