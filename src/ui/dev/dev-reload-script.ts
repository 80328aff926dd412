import { DEV_EVENTS_PATH, type DevOverlayProblem, type DevReloadEvent } from '../../core/dev/live-reload.ts';

/**
 * Listens to the dev server's build events: reloads the page when a rebuild changed it, and shows
 * the content problems of a failed rebuild in an overlay (file:line and message, every problem)
 * over the last good page, removed once the content builds again. Self-contained: the base layout
 * prints its source with the CSP nonce in development only.
 */
function runDevReload(
  doc: Document,
  Source: typeof EventSource,
  loc: Location,
  eventsPath: string,
  messages: Record<string, string>,
): void {
  const OVERLAY = 'portico-dev-overlay';
  const here = loc.pathname.endsWith('/') ? loc.pathname : `${loc.pathname}/`;
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text: string, style = '') => {
    const node = doc.createElement(tag);
    node.textContent = text;
    node.setAttribute('style', style);
    return node;
  };
  const source = new Source(eventsPath);
  source.addEventListener('reload', (event) => {
    const data = JSON.parse((event as MessageEvent<string>).data) as DevReloadEvent;
    if (data.all || data.routes.includes(decodeURI(here))) loc.reload();
  });
  source.addEventListener('problems', (event) => {
    const problems = JSON.parse((event as MessageEvent<string>).data) as DevOverlayProblem[];
    doc.getElementById(OVERLAY)?.remove();
    if (problems.length === 0) return;
    const box = element(
      'section',
      '',
      'position:fixed;inset:auto 0 0 0;max-height:70vh;overflow:auto;z-index:2147483647;padding:1rem;' +
        'background:#1d2125;color:#fff;border-top:4px solid #f87168;font:14px/1.5 ui-monospace,monospace;' +
        'overflow-wrap:anywhere',
    );
    box.id = OVERLAY;
    box.setAttribute('role', 'alert');
    box.setAttribute('aria-labelledby', `${OVERLAY}-title`);
    const title = element('h2', messages['devOverlay.title'] ?? '', 'margin:0 0 .5rem;font-size:1.1rem');
    title.id = `${OVERLAY}-title`;
    const summary = (messages['devOverlay.summary'] ?? '').replace('{count}', String(problems.length));
    const list = element('ul', '', 'margin:.5rem 0;padding-left:1.25rem');
    for (const problem of problems) {
      const item = element('li', '', 'margin:.25rem 0');
      const where = problem.line === undefined ? problem.file : `${problem.file}:${problem.line}`;
      item.append(element('strong', where, 'color:#fdd0ec'), ` ${problem.message}`);
      list.append(item);
    }
    const hide = element(
      'button',
      messages['devOverlay.hide'] ?? '',
      'font:inherit;padding:.25rem .75rem;color:#1d2125;background:#fff;border:0;border-radius:4px',
    );
    hide.type = 'button';
    hide.addEventListener('click', () => box.remove());
    box.append(title, element('p', summary, 'margin:0'), list, hide);
    doc.body.append(box);
  });
}

/** The script the base layout prints in development, given the overlay's messages as JSON. */
export function devReloadScript(messages: Readonly<Record<string, string>>): string {
  // `<` escaped so that no message can close the script element.
  const json = JSON.stringify(messages).replace(/</g, '\\u003c');
  return `(${runDevReload.toString()})(document,EventSource,location,${JSON.stringify(DEV_EVENTS_PATH)},${json});`;
}
