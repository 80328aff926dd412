import { createRoot, type Root } from 'react-dom/client';
import type { RestExample, RestReferenceData } from '../../../core/rest/reference-data.ts';
import { translator } from '../../i18n/i18n-context.tsx';
import type { RestControlContext } from './attach-rest-reference.ts';
import { restIslandMessages } from './island-messages.ts';
import { operationDetails } from './operation-details.ts';
import { atPointer, loadReferenceData } from './reference-data-client.ts';
import { REST_ISLAND_MARKUP } from './rest-markup.ts';
import { Level } from './schema-tree.tsx';
import { TryItPanel } from './try-it-panel.tsx';

// This module is loaded on the first use of a REST control (attach-rest-reference.ts), never
// before: it brings the trees, "Try it" and the data file with it.

const roots = new WeakMap<Element, Root>();

/** The group renderer's reason ids (src/core/rest) as this island's messages. */
const REASONS: Readonly<Record<string, keyof typeof restIslandMessages>> = {
  'rest.tryItInsecure': 'restIsland.reason.insecure',
  'rest.tryItTemplatedHost': 'restIsland.reason.templatedHost',
  'rest.tryItNoServer': 'restIsland.reason.notConfigured',
};

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

let made = 0;

/**
 * The element a control opens: the one its `aria-controls` names, else (the group renderer's
 * expand buttons name none) a new one right after it, which it then names.
 */
function controlled(control: HTMLElement, create = false): HTMLElement | null {
  const id = control.getAttribute('aria-controls');
  if (id !== null) return document.getElementById(id);
  if (!create) return null;
  const container = document.createElement('div');
  made += 1;
  container.id = `rest-island-${made}`;
  container.hidden = true;
  control.insertAdjacentElement('afterend', container);
  control.setAttribute('aria-controls', container.id);
  return container;
}

/** A `<pre><code>` for loaded text, placed after `anchor`'s paragraph (or `anchor`) once. */
function codePanel(anchor: HTMLElement, key: string): HTMLElement {
  const place = anchor.closest('p') ?? anchor;
  const existing = place.parentElement?.querySelector<HTMLElement>(`[data-rest-island-panel="${key}"]`);
  if (existing) return existing;
  const panel = document.createElement('div');
  panel.setAttribute('data-rest-island-panel', key);
  place.insertAdjacentElement('afterend', panel);
  return panel;
}

function preWith(text: string): HTMLElement {
  const pre = document.createElement('pre');
  pre.tabIndex = 0;
  const code = document.createElement('code');
  code.textContent = text;
  pre.append(code);
  return pre;
}

const exampleText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** The group renderer's language links: the chosen sample into the inline curl block, else below. */
async function showSampleByIndex(control: HTMLElement, context: RestControlContext) {
  const group = control.closest(`[${REST_ISLAND_MARKUP.operation}]`);
  if (!(group instanceof HTMLElement)) return;
  const anchor = group.getAttribute(REST_ISLAND_MARKUP.operation) ?? '';
  const t = translator(restIslandMessages, context.i18n);
  const data = await withData(control, context, codePanel(control, `samples-${anchor}`));
  const sample =
    data?.operations[anchor]?.samples[Number(control.getAttribute(REST_ISLAND_MARKUP.sampleIndex))];
  if (sample === undefined) return;
  const inline = document.getElementById(`${anchor}-sample-curl`)?.querySelector('code');
  if (inline) inline.textContent = sample.source;
  else codePanel(control, `samples-${anchor}`).replaceChildren(preWith(sample.source));
  for (const link of group.querySelectorAll(`[${REST_ISLAND_MARKUP.sampleIndex}]`)) {
    if (link === control) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
  context.announce(t('restIsland.sampleShown', { language: sample.label }));
}

/** The group renderer's "show examples" link: every example of the operation, below it. */
async function showAllExamples(control: HTMLElement, context: RestControlContext) {
  const anchor = control.getAttribute(REST_ISLAND_MARKUP.examples) ?? '';
  const panel = codePanel(control, `examples-${anchor}`);
  const data = await withData(control, context, panel);
  const operation = data?.operations[anchor];
  if (operation === undefined) return;
  const t = translator(restIslandMessages, context.i18n);
  const media = [
    ...(operation.requestBody?.content.map((entry) => ({ label: entry.contentType, entry })) ?? []),
    ...operation.responses.flatMap((response) =>
      response.content.map((entry) => ({ label: `${response.status} ${entry.contentType}`, entry })),
    ),
  ];
  // A brief operation's link (`data-rest-details`): its body and responses are not on the page.
  const details = control.hasAttribute(REST_ISLAND_MARKUP.details);
  const examples = (entry: (typeof media)[number]['entry'], label: string) =>
    entry.examples.map((example) => {
      const figure = document.createElement('figure');
      const caption = document.createElement('figcaption');
      caption.textContent = [label, example.summary || example.name]
        .filter((part) => part !== '')
        .join(' · ');
      figure.append(caption, preWith(exampleText(example.value)));
      return figure;
    });
  const parts = details
    ? operationDetails(operation, {
        t,
        tree: (container, schema) =>
          rootOf(container).render(
            <Level
              value={schema}
              schemas={data?.schemas ?? {}}
              ancestors={[]}
              t={t}
              announce={context.announce}
            />,
          ),
        examples: (entry) => examples(entry, ''),
        pre: preWith,
      })
    : media.flatMap(({ label, entry }) => examples(entry, label));
  panel.replaceChildren(...parts);
  control.closest('p')?.setAttribute('hidden', '');
  context.announce(t('restIsland.exampleShown', { name: operation.path }));
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
  const container = controlled(control, true);
  if (container === null) return;
  const t = translator(restIslandMessages, context.i18n);
  // The group renderer's buttons say "Show nested"; the row's name is in the cell before.
  const row = control.closest('tr')?.querySelector('code')?.textContent?.trim();
  const name = row ?? control.textContent?.trim() ?? '';
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
  const container = controlled(control, true);
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
    const reason =
      REASONS[operation.tryIt.reason ?? ''] ?? operation.tryIt.reason ?? 'restIsland.reason.notConfigured';
    const text = reason in restIslandMessages ? t(reason as keyof typeof restIslandMessages) : reason;
    rootOf(container).render(
      <p className="rest-try-not-allowed">{t('restIsland.notAllowed', { reason: text })}</p>,
    );
    return;
  }
  rootOf(container).render(<TryItPanel operation={operation} t={t} consoleHref={context.consoleHref} />);
}

/**
 * Opens the named schema whose heading (`#schema-<name>`) the URL's fragment names. Its rows are
 * on the page when the page's budget allowed (nothing to do then); otherwise its tree is loaded
 * and shown under the heading, once.
 */
export async function openNamedSchema(heading: HTMLElement, context: RestControlContext): Promise<void> {
  const section = heading.parentElement;
  if (section === null || section.childElementCount > 1) return;
  const name = heading.textContent?.trim() ?? '';
  const container = document.createElement('div');
  container.className = 'rest-schema-loaded';
  heading.insertAdjacentElement('afterend', container);
  const t = translator(restIslandMessages, context.i18n);
  const data = await withData(heading, context, container);
  if (data === undefined || !(name in data.schemas)) return;
  rootOf(container).render(
    <Level
      value={{ $ref: `#/components/schemas/${name}` }}
      schemas={data.schemas}
      ancestors={[]}
      t={t}
      announce={context.announce}
    />,
  );
  context.announce(t('restIsland.expanded', { name }));
}

/** Runs the control the reader clicked (attach-rest-reference.ts found it). */
export async function runControl(control: HTMLElement, context: RestControlContext): Promise<void> {
  if (control.hasAttribute(REST_ISLAND_MARKUP.schema)) await openSchema(control, context);
  else if (control.hasAttribute(REST_ISLAND_MARKUP.sampleLang)) await showSample(control, context);
  else if (control.hasAttribute(REST_ISLAND_MARKUP.example)) await showExample(control, context);
  else if (control.hasAttribute(REST_ISLAND_MARKUP.tryIt)) await openTryIt(control, context);
  else if (control.hasAttribute(REST_ISLAND_MARKUP.sampleIndex)) await showSampleByIndex(control, context);
  else if (control.hasAttribute(REST_ISLAND_MARKUP.examples)) await showAllExamples(control, context);
}
