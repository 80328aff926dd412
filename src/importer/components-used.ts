import { MDX_COMPONENTS } from '../core/markdown/index.ts';

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const TAG = /<([A-Z][\w]*(?:\.[\w]+)*)[\s/>]/g;
const IMPORT_PARTIAL = /^import\s+(\w+)\s+from\s+['"][^'"]+\.mdx?['"]/;

/** A component a page uses that the portal does not provide. */
export interface UnknownComponent {
  name: string;
  /** 1-based line in the body. */
  line: number;
}

/**
 * The components a page uses, outside fenced code and code spans, that the portal does not render
 * (decision 0035's set, plus partials the page imports): each one's first use.
 */
export function unknownComponents(body: string): UnknownComponent[] {
  const partials = new Set<string>();
  const found = new Map<string, number>();
  let fence: string | undefined;
  body.split('\n').forEach((line, index) => {
    const open = FENCE.exec(line);
    if (fence !== undefined) {
      if (open !== null && open[1]!.startsWith(fence[0]!) && line.trim() === open[1]) fence = undefined;
      return;
    }
    if (open !== null) {
      fence = open[1]!;
      return;
    }
    const partial = IMPORT_PARTIAL.exec(line);
    if (partial !== null) partials.add(partial[1]!);
    if (/^(import|export)\s/.test(line)) return;
    for (const match of line.replace(/`[^`]*`/g, '').matchAll(TAG)) {
      const name = match[1]!;
      if (!found.has(name)) found.set(name, index + 1);
    }
  });
  return [...found]
    .filter(([name]) => !Object.hasOwn(MDX_COMPONENTS, name) && !partials.has(name))
    .map(([name, line]) => ({ name, line }));
}
