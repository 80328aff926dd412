const FENCE = /^[ \t]*(?:>[ \t]?)*[ \t]*(`{3,}|~{3,})/;

/**
 * Applies `change` to each run of lines outside fenced code, leaving fenced code as written: for
 * source rewrites that must not touch code samples. `change` must keep the number of lines.
 */
export function mapOutsideFences(source: string, change: (text: string) => string): string {
  const lines = source.split('\n');
  const out: string[] = [];
  let prose: string[] = [];
  let fence: string | undefined;
  const flush = () => {
    if (prose.length > 0) out.push(change(prose.join('\n')));
    prose = [];
  };
  for (const line of lines) {
    const marker = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      out.push(line);
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
    } else if (marker !== undefined) {
      flush();
      out.push(line);
      fence = marker;
    } else prose.push(line);
  }
  flush();
  return out.join('\n');
}
