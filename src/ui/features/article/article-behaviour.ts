import { MARKUP } from '../../../core/markdown/markup.ts';
import { headingLink, nextTabIndex, readTabParams, withTabParams } from './article-urls.ts';
import { rememberTab } from './tab-memory.ts';

/** Texts the behaviour shows; the island takes them from the message catalogue. */
export interface ArticleTexts {
  copy: string;
  copied: string;
  copyFailed: string;
  copyLink: string;
  linkCopied: string;
  copyLinkFailed: string;
}

export interface ArticleBehaviourOptions {
  texts: ArticleTexts;
  /** Says something through the island's live region. */
  announce(text: string): void;
  copy(text: string): Promise<boolean>;
}

/** Spec §9: the copy confirmation shows for 2000 ms. */
export const COPY_CONFIRMATION_MS = 2000;

const ANCHOR = `.${MARKUP.headingAnchorClass}`;
const CODE_COPY = `[${MARKUP.copyCodeAttribute}]`;
const TAB = `.${MARKUP.tabClass}[role="tab"]`;

/**
 * Makes the server-rendered article interactive by event delegation on its root: heading
 * anchors copy their link, code blocks copy their code, tabs switch (click and arrow keys) and
 * record the choice in the URL. Restores a tab choice from the URL. Returns a cleanup function.
 */
export function attachArticleBehaviour(root: HTMLElement, options: ArticleBehaviourOptions): () => void {
  const { texts } = options;
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();

  const copyLink = async (button: Element) => {
    const id = button.getAttribute(MARKUP.anchorAttribute) ?? '';
    const ok = await options.copy(headingLink(window.location, id));
    const text = ok ? texts.linkCopied : texts.copyLinkFailed;
    button.setAttribute(MARKUP.tooltipAttribute, text);
    button.setAttribute(MARKUP.stateAttribute, ok ? 'copied' : 'failed');
    options.announce(text);
  };

  const copyCode = async (button: Element) => {
    const code = codeText(button.closest(`.${MARKUP.codeBlockClass}`)?.querySelector('pre code'));
    const ok = await options.copy(code);
    button.textContent = ok ? texts.copied : texts.copyFailed;
    options.announce(button.textContent);
    clearTimeout(timers.get(button));
    timers.set(
      button,
      setTimeout(() => {
        button.textContent = texts.copy;
        timers.delete(button);
      }, COPY_CONFIRMATION_MS),
    );
  };

  const resetTooltip = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest(ANCHOR) : null;
    if (button === null || !button.hasAttribute(MARKUP.stateAttribute)) return;
    // Leaving a child of the button (its icon) is not leaving the button.
    if (
      event instanceof MouseEvent &&
      event.relatedTarget instanceof Node &&
      button.contains(event.relatedTarget)
    )
      return;
    button.setAttribute(MARKUP.tooltipAttribute, texts.copyLink);
    button.removeAttribute(MARKUP.stateAttribute);
  };

  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const target = event.target.closest(`${ANCHOR}, ${CODE_COPY}, ${TAB}`);
    if (target === null || !root.contains(target)) return;
    if (target.matches(ANCHOR)) void copyLink(target);
    else if (target.matches(CODE_COPY)) void copyCode(target);
    else selectTab(target, { focus: false, record: true });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const tab = event.target instanceof Element ? event.target.closest(TAB) : null;
    if (tab === null) return;
    const tabs = tabsOf(tab);
    const next = nextTabIndex(event.key, tabs.indexOf(tab), tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    selectTab(tabs[next]!, { focus: true, record: true });
  };

  restoreTab(root);
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  // mouseleave does not bubble, but it does pass ancestors in the capture phase.
  root.addEventListener('mouseleave', resetTooltip, true);
  root.addEventListener('focusout', resetTooltip);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('mouseleave', resetTooltip, true);
    root.removeEventListener('focusout', resetTooltip);
    timers.forEach((timer) => clearTimeout(timer));
  };
}

/**
 * The code as the reader sees it: the text of its lines, without the summaries of collapsed
 * sections (line numbers and diff signs in the gutter are CSS, never text).
 */
export function codeText(code: Element | null | undefined): string {
  if (code === null || code === undefined) return '';
  if (code.querySelector('summary') === null) return code.textContent;
  const copy = code.cloneNode(true) as Element;
  for (const summary of copy.querySelectorAll('summary')) summary.remove();
  return copy.textContent;
}

function tabsOf(tab: Element): Element[] {
  return tab.parentElement === null
    ? [tab]
    : [...tab.parentElement.children].filter((child) => child.matches(TAB));
}

function selectTab(tab: Element, how: { focus: boolean; record: boolean }): void {
  for (const other of tabsOf(tab)) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.setAttribute('tabindex', selected ? '0' : '-1');
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel !== null) panel.hidden = !selected;
  }
  if (how.focus && tab instanceof HTMLElement) tab.focus();
  const tabsId = tab.closest(`.${MARKUP.tabsClass}`)?.getAttribute(MARKUP.tabsIdAttribute);
  const key = tab.getAttribute(MARKUP.tabKeyAttribute);
  if (how.record && tabsId && key) {
    window.history.replaceState(window.history.state, '', withTabParams(window.location.href, tabsId, key));
    syncTabGroups(tab, key);
  }
}

/**
 * Chooses the same tab in the other groups that share the chosen group's sync key, and remembers
 * it for the next pages (tab-memory.ts applies it there before the first paint).
 */
function syncTabGroups(tab: Element, key: string): void {
  const widget = tab.closest(`.${MARKUP.tabsClass}`);
  const sync = widget?.getAttribute(MARKUP.tabsGroupAttribute);
  if (!sync) return;
  rememberTab(sync, key);
  for (const other of document.querySelectorAll(`.${MARKUP.tabsClass}[${MARKUP.tabsGroupAttribute}]`)) {
    if (other === widget || other.getAttribute(MARKUP.tabsGroupAttribute) !== sync) continue;
    const match = [...other.querySelectorAll(TAB)].find(
      (candidate) =>
        candidate.closest(`.${MARKUP.tabsClass}`) === other &&
        candidate.getAttribute(MARKUP.tabKeyAttribute) === key,
    );
    if (match !== undefined) selectTab(match, { focus: false, record: false });
  }
}

function restoreTab(root: HTMLElement): void {
  const wanted = readTabParams(window.location.search);
  if (wanted === undefined) return;
  const group = [...root.querySelectorAll(`[${MARKUP.tabsIdAttribute}]`)].find(
    (element) => element.getAttribute(MARKUP.tabsIdAttribute) === wanted.tabsId,
  );
  // Only the group's own tabs, not those of a group nested in one of its panels.
  const tab = [...(group?.querySelectorAll(TAB) ?? [])].find(
    (candidate) =>
      candidate.closest(`.${MARKUP.tabsClass}`) === group &&
      candidate.getAttribute(MARKUP.tabKeyAttribute) === wanted.tab,
  );
  if (tab !== undefined) selectTab(tab, { focus: false, record: false });
}
