/** The request's CSRF token, set on Astro.locals by the CSRF middleware, for `<meta name="csrf">`. */
export function csrfTokenOf(locals: object): string {
  const token = (locals as { csrfToken?: unknown }).csrfToken;
  return typeof token === 'string' ? token : '';
}
