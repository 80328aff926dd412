import { createRoot, type Root } from 'react-dom/client';
import type { RestExample, RestReferenceData } from '../../../core/rest/reference-data.ts';
import { translator } from '../../i18n/i18n-context.tsx';
import type { RestControlContext } from './attach-rest-reference.ts';
import { restIslandMessages } from './island-messages.ts';
import { atPointer, loadReferenceData } from './reference-data-client.ts';
import { REST_ISLAND_MARKUP } from './rest-markup.ts';
import { Level } from './schema-tree.tsx';
import { TryItPanel } from './try-it-panel.tsx';

// This module is loaded on the first use of a REST control (attach-rest-reference.ts), never
// before: it brings the trees, "Try it" and the data file with it.

const roots = new WeakMap<Element, Root>();

function rootOf(container: HTMLElement): Root {
  let root = roots.get(container);
  if (root === undefined) {
    root = createRoot(container);
    roots.set(container, root);
  }
  return root;
}

function dataUrlOf(control: HTMLElement, context: RestControlContext): string | undefined {
  const holder =
    control.closest(`[${REST_ISLAND_MARKUP.reference}]`) ??
    context.root.querySelector(`[${REST_ISLAND_MARKUP.reference}]`);
  return holder?.getAttribute(REST_ISLAND_MARKUP.reference) ?? undefined;
}

function controlled(control: HTMLElement): HTMLElement | null {
  const id = control.getAttribute('aria-controls');
  return id === null ? null : document.getElementById(id);
}

/** Loads the data, showing "Loading…" in `container` meanwhile and the failure if it fails. */
async function withData(
  control: HTMLElement,
  context: RestControlContext,
  container: HTMLElement,
): Promise<RestReferenceData | undefined> {
  const t = translator(restIslandMessages, context.i18n);
  const url = dataUrlOf(control, context);
  if (url === undefined) return undefined;
  control.setAttribute('aria-busy', 'true');
  try {
    return await loadReferenceData(url);
  } catch {
    container.hidden = false;
    container.textContent = t('restIsland.loadFailed');
    context.announce(t('restIsland.loadFailed'));
    return undefined;
  } finally {
    control.removeAttribute('aria-busy');
  }
}

/** Opens or closes a disclosure (schema, "Try it"); returns true when it is now open. */
function toggle(control: HTMLElement, container: HTMLElement): boolean {
  const open = control.getAttribute('aria-expanded') !== 'true';
  control.setAttribute('aria-expanded', String(open));
  container.hidden = !open;
  return open;
}

async function openSchema(control: HTMLElement, context: RestControlContext) {
  const container = controlled(control);
  if (container === null) return;
  const t = translator(restIslandMessages, context.i18n);
  const name = control.textContent?.trim() ?? '';
  const open = toggle(control, container);
  context.announce(t(open ? 'restIsland.expanded' : 'restIsland.collapsed', { name }));
  if (!open || roots.has(container)) return;
  const data = await withData(control, context, container);
  if (data === undefined) return;
  const pointer = control.getAttribute(REST_ISLAND_MARKUP.schema) ?? '';
  // A named schema is opened through its $ref, so a cycle back to it is caught at once.
  const named = /^\/schemas\/([^/]+)$/.exec(pointer)?.[1];
  const value = named === undefined ? atPointer(data, pointer) : { $ref: `#/components/schemas/${named}` };
  rootOf(container).render(
    <Level value={value} schemas={data.schemas} ancestors={[]} t={t} announce={context.announce} />,
  );
}

async function showSample(control: HTMLElement, context: RestControlContext) {
  const group = control.closest(`[${REST_ISLAND_MARKUP.samples}]`);
  const panel = controlled(control);
  if (group === null || panel === null) return;
  const t = translator(restIslandMessages, context.i18n);
  const data = await withData(control, context, panel);
  const operation = data?.operations[group.getAttribute(REST_ISLAND_MARKUP.samples) ?? ''];
  const lang = control.getAttribute(REST_ISLAND_MARKUP.sampleLang);
  const sample = operation?.samples.find((entry) => entry.lang === lang);
  if (sample === undefined) return;
  for (const tab of group.querySelectorAll<HTMLElement>(`[${REST_ISLAND_MARKUP.sampleLang}]`)) {
    const selected = tab === control;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  panel.setAttribute('aria-labelledby', control.id);
  const code = panel.querySelector('code') ?? panel;
  code.textContent = sample.source;
  context.announce(t('restIsland.sampleShown', { language: sample.label }));
}

async function showExample(control: HTMLElement, context: RestControlContext) {
  const panel = controlled(control);
  if (panel === null) return;
  const t = translator(restIslandMessages, context.i18n);
  const data = await withData(control, context, panel);
  const example = atPointer(data, control.getAttribute(REST_ISLAND_MARKUP.example) ?? '') as
    RestExample | undefined;
  if (example === undefined || typeof example !== 'object' || !('value' in example)) return;
  const code = panel.querySelector('code') ?? panel;
  code.textContent =
    typeof example.value === 'string' ? example.value : JSON.stringify(example.value, null, 2);
  panel.hidden = false;
  for (const other of document.querySelectorAll<HTMLElement>(
    `[${REST_ISLAND_MARKUP.example}][aria-controls="${panel.id}"]`,
  )) {
    other.setAttribute('aria-pressed', String(other === control));
  }
  context.announce(t('restIsland.exampleShown', { name: example.summary || example.name }));
}

async function openTryIt(control: HTMLElement, context: RestControlContext) {
  const container = controlled(control);
  if (container === null) return;
  const t = translator(restIslandMessages, context.i18n);
  const open = toggle(control, container);
  if (!open || roots.has(container)) return;
  if (!context.signedIn) {
    rootOf(container).render(
      <p className="rest-try-sign-in">
        <a href={context.signInHref}>{t('restIsland.signIn')}</a>
      </p>,
    );
    return;
  }
  const data = await withData(control, context, container);
  const operation = data?.operations[control.getAttribute(REST_ISLAND_MARKUP.tryIt) ?? ''];
  if (operation === undefined) return;
  if (!operation.tryIt.allowed) {
    const reason = operation.tryIt.reason ?? 'restIsland.reason.notConfigured';
    const text = reason in restIslandMessages ? t(reason as keyof typeof restIslandMessages) : reason;
    rootOf(container).render(
      <p className="rest-try-not-allowed">{t('restIsland.notAllowed', { reason: text })}</p>,
    );
    return;
  }
  rootOf(container).render(<TryItPanel operation={operation} t={t} consoleHref={context.consoleHref} />);
}

/** Runs the control the reader clicked (attach-rest-reference.ts found it). */
export async function runControl(control: HTMLElement, context: RestControlContext): Promise<void> {
  if (control.hasAttribute(REST_ISLAND_MARKUP.schema)) await openSchema(control, context);
  else if (control.hasAttribute(REST_ISLAND_MARKUP.sampleLang)) await showSample(control, context);
  else if (control.hasAttribute(REST_ISLAND_MARKUP.example)) await showExample(control, context);
  else if (control.hasAttribute(REST_ISLAND_MARKUP.tryIt)) await openTryIt(control, context);
}
