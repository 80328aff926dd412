import { basename } from 'node:path';
import type { TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import { atWidths, openView, type View, type ViewOptions } from './viewports.ts';

/** Helpers bound to one spec file, so its screenshots land in test-results/screenshots/<spec>/. */
export interface Spec {
  /** The spec file's name without `.e2e.ts`, e.g. "smoke". */
  name: string;
  /** Runs `check` once per width (375, 768, 1280 unless `widths` is given) as subtests of `t`. */
  atWidths: (
    t: TestContext,
    check: (view: View) => Promise<void>,
    options?: ViewOptions & { widths?: readonly number[] },
  ) => Promise<void>;
  /** Opens a single view at `width`; close it when done. */
  open: (width: number, options?: ViewOptions) => Promise<View>;
}

/** Call as `const spec = e2eSpec(import.meta.url)` at the top of a spec file. */
export function e2eSpec(moduleUrl: string): Spec {
  const name = basename(fileURLToPath(moduleUrl)).replace(/\.e2e\.ts$/, '');
  return {
    name,
    atWidths: (t, check, options) => atWidths(t, name, check, options),
    open: (width, options) => openView(name, width, options),
  };
}
