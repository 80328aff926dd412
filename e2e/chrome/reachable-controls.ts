/**
 * What a screen reader can reach on a page, read from Chromium's accessibility tree (not from the
 * markup): used to check that the page behind an open modal has left it.
 */
import type { Page } from 'playwright-core';

/** Controls a reader can reach with Tab or a screen reader's virtual cursor. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** Accessible names of the controls a screen reader can reach, inside and outside `container`. */
export interface ReachableControls {
  inside: string[];
  outside: string[];
}

/**
 * Splits the page's controls by whether they sit inside the element `container` matches, and
 * keeps those Chromium leaves in its accessibility tree (not ignored: not hidden, not inert, not
 * behind a modal dialog), named as a screen reader would name them.
 */
export async function reachableControls(page: Page, container: string): Promise<ReachableControls> {
  await page.evaluate(
    ([selector, controls]) => {
      const box = document.querySelector(selector);
      if (box === null) throw new Error(`no ${selector}`);
      for (const element of document.querySelectorAll(controls))
        element.setAttribute('data-e2e-side', box.contains(element) ? 'inside' : 'outside');
    },
    [container, CONTROLS] as const,
  );
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const result: ReachableControls = { inside: [], outside: [] };
    for (const side of ['inside', 'outside'] as const) {
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
        nodeId: root.nodeId,
        selector: `[data-e2e-side="${side}"]`,
      });
      for (const nodeId of nodeIds) {
        const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
        const node = nodes[0];
        if (node === undefined || node.ignored) continue;
        result[side].push(`${String(node.role?.value ?? '?')} "${String(node.name?.value ?? '')}"`);
      }
    }
    return result;
  } finally {
    await cdp.detach();
  }
}
