/** The support portal's list of open requests, opened in a new tab (spec §2.3). */
export function myRequestsHref(portal: string): string {
  const [beforeHash, hash = ''] = portal.split('#', 2) as [string, string?];
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}page=1&statuses=open${hash === '' ? '' : `#${hash}`}`;
}
