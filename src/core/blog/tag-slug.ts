/** A free tag's URL segment: lowercase, letters and digits kept, the rest one hyphen. */
export function tagSlug(tag: string): string {
  const slug = tag
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'tag' : slug;
}
