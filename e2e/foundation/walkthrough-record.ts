/**
 * The keyboard walkthrough's recorder: it presses Tab as a keyboard-only reader does and, at each
 * stop, asks Chromium's own accessibility tree (DevTools protocol) for the focused element's role
 * and accessible name, and the page whether the element is visible and uncovered (the element at
 * its centre is itself or inside it). It also outlines the page's landmarks from the same tree.
 * Everything comes back as data and as markdown, for docs/accessibility-walkthrough.md.
 */
import type { CDPSession, Page } from 'playwright-core';

/** One focus stop. */
export interface FocusStop {
  index: number;
  role: string;
  name: string;
  /** Rendered, with a box of some size, inside the viewport once focused. */
  visible: boolean;
  /** What the centre of the box shows when it is something else (a header, a banner, a dialog). */
  coveredBy: string | null;
}

interface AXNode {
  nodeId: string;
  parentId?: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  childIds?: string[];
}

const LANDMARKS = new Set([
  'banner',
  'navigation',
  'main',
  'complementary',
  'contentinfo',
  'region',
  'search',
  'form',
]);

/** Role and name of the focused element in Chromium's accessibility tree. */
async function focusedAX(cdp: CDPSession): Promise<{ role: string; name: string } | null> {
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement' });
  if (!result.objectId) return null;
  const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', {
    objectId: result.objectId,
    fetchRelatives: false,
  })) as { nodes: AXNode[] };
  const node = nodes[0];
  return node ? { role: node.role?.value ?? '?', name: (node.name?.value ?? '').trim() } : null;
}

/** Whether the focused element shows, and what covers its centre if anything does. */
function focusedGeometry(page: Page): Promise<{ key: string; visible: boolean; coveredBy: string | null }> {
  return page.evaluate(() => {
    const el = document.activeElement;
    const describe = (node: Element) => {
      const testId = node.getAttribute('data-testid');
      return `${node.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}`;
    };
    if (!el || el === document.body) return { key: 'body', visible: false, coveredBy: null };
    const box = el.getBoundingClientRect();
    const visible =
      el.checkVisibility() &&
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth;
    // A link that wraps has a box per line: it shows if the centre of any of them is its own.
    let top: Element | null = null;
    for (const rect of el.getClientRects()) {
      const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
      top = document.elementFromPoint(x, y);
      // A label or image inside a control's own label is the control for a pointer too.
      const labelled = top instanceof HTMLLabelElement && top.control === el;
      if (top === null || el === top || el.contains(top) || labelled) {
        top = null;
        break;
      }
    }
    const key = `${describe(el)}@${Math.round(box.left)},${Math.round(box.top + scrollY)}`;
    return { key, visible, coveredBy: top ? describe(top) : null };
  });
}

/**
 * Presses Tab until focus comes back to where it started (or leaves for the browser's own UI,
 * which headless Chromium shows as the body), at most `limit` times. Where focus already is
 * when the walk starts (a dialog's field, say) is stop 0.
 */
export async function tabThrough(page: Page, limit: number): Promise<FocusStop[]> {
  const cdp = await page.context().newCDPSession(page);
  const stops: FocusStop[] = [];
  try {
    const record = async (index: number) => {
      const { key, visible, coveredBy } = await focusedGeometry(page);
      if (key === 'body') return null;
      const ax = await focusedAX(cdp);
      stops.push({ index, role: ax?.role ?? '?', name: ax?.name ?? '', visible, coveredBy });
      return key;
    };
    let first = await record(0);
    for (let index = 1; index <= limit; index++) {
      await page.keyboard.press('Tab');
      const key = (await focusedGeometry(page)).key;
      if (key === 'body' || key === first) break;
      first ??= key;
      await record(index);
    }
  } finally {
    await cdp.detach();
  }
  return stops;
}

/** The landmarks of the page as an indented outline: "- navigation "Docs"". */
export async function landmarkOutline(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const lines: string[] = [];
    const walk = (node: AXNode, depth: number) => {
      const role = node.role?.value ?? '';
      const landmark = !node.ignored && LANDMARKS.has(role);
      if (landmark) {
        const name = (node.name?.value ?? '').trim();
        lines.push(`${'  '.repeat(depth)}- ${role}${name ? ` "${name}"` : ''}`);
      }
      for (const child of node.childIds ?? []) {
        const next = byId.get(child);
        if (next) walk(next, depth + (landmark ? 1 : 0));
      }
    };
    const root = nodes.find((node) => node.parentId === undefined);
    if (root) walk(root, 0);
    return lines;
  } finally {
    await cdp.detach();
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').slice(0, 80);

/** The stops as a markdown table. */
export function stopsTable(stops: readonly FocusStop[]): string {
  const rows = stops.map(
    (stop) =>
      `| ${stop.index} | ${stop.role} | ${cell(stop.name) || '**(none)**'} | ${stop.visible ? 'yes' : '**no**'} | ${stop.coveredBy ? `**${stop.coveredBy}**` : '-'} |`,
  );
  return ['| # | role | accessible name | visible | covered by |', '| -: | - | - | - | - |', ...rows].join(
    '\n',
  );
}
