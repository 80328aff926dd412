/**
 * File name of a built page: a stable FNV-1a hash of the route, so names are short, safe on every
 * file system, and the same on every build.
 */
export function pageFileName(route: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < route.length; i++) {
    const c = route.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  return `${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}.json`;
}
