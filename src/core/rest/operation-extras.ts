import { fillMessage } from '../markdown/index.ts';
import { escapeHtml } from './html.ts';
import { isObject, stringField, type JsonObject } from './openapi-document.ts';
import type { RestServerData } from './reference-data.ts';
import { REST_MARKUP } from './rest-markup.ts';
import type { RestMessages } from './rest-messages.ts';
import type { OperationSecurity } from './security.ts';

/**
 * A copyable code block in the markup of the markdown renderer's code blocks (MARKUP in
 * src/core/markdown), so the article island's copy button handles it with no new code.
 */
export function codeBlockHtml(
  code: string,
  language: string,
  messages: RestMessages,
  caption = '',
  id = '',
): string {
  const idAttribute = id === '' ? '' : ` id="${escapeHtml(id)}"`;
  const figcaption =
    caption === '' ? '' : `<figcaption class="code-block-title">${escapeHtml(caption)}</figcaption>`;
  return (
    `<figure class="code-block"${idAttribute} data-language="${escapeHtml(language)}">${figcaption}` +
    `<button type="button" class="code-copy" data-copy-code>${escapeHtml(messages['article.copy'])}</button>` +
    `<pre tabindex="0"><code>${escapeHtml(code)}</code></pre></figure>`
  );
}

/**
 * The full URL (copyable) and, unless `withVariables` is false (a group page whose operations
 * share them lists them once), what the first server's variables are.
 */
export function urlHtml(
  url: string,
  servers: readonly RestServerData[],
  messages: RestMessages,
  withVariables = true,
): string {
  const block = `<div class="${REST_MARKUP.urlClass}">${codeBlockHtml(url, 'http', messages, messages['rest.url'])}</div>`;
  const variables = withVariables ? serverVariablesHtml(servers, messages) : '';
  return variables === '' ? block : `${block}\n${variables}`;
}

/** The first server's variables with default, enum and description; empty without variables. */
export function serverVariablesHtml(servers: readonly RestServerData[], messages: RestMessages): string {
  const variables = Object.entries(servers[0]?.variables ?? {});
  if (variables.length === 0) return '';
  const items = variables.map(([name, variable]) => {
    const values =
      variable.enum === undefined
        ? ''
        : ` (${variable.enum.map((value) => `<code>${escapeHtml(value)}</code>`).join(', ')})`;
    const description = variable.description === '' ? '' : ` ${escapeHtml(variable.description)}`;
    return `<dt><code>{${escapeHtml(name)}}</code></dt><dd>${escapeHtml(messages['rest.default'])}: <code>${escapeHtml(variable.default)}</code>${values}${description}</dd>`;
  });
  return `<dl class="${REST_MARKUP.factsClass}" aria-label="${escapeHtml(messages['rest.serverVariables'])}">${items.join('')}</dl>`;
}

/** `x-changes` removal notices, each linking its changelog entry. */
export function changeNoticesHtml(source: JsonObject, messages: RestMessages): string {
  const changes = source['x-changes'];
  if (!Array.isArray(changes)) return '';
  return changes
    .filter(isObject)
    .filter((change) => change['type'] === 'removed')
    .map((change) => {
      const text = fillMessage(messages['rest.removalNotice'], {
        announced: stringField(change, 'announced') ?? '',
        effective: stringField(change, 'effective') ?? '',
      });
      const details = stringField(change, 'details');
      const link =
        details !== undefined && /^https?:\/\//.test(details)
          ? ` <a href="${escapeHtml(details)}">${escapeHtml(messages['rest.changelogLink'])}</a>`
          : '';
      return `<p class="${REST_MARKUP.noticeClass} ${REST_MARKUP.noticeClass}-removal">${escapeHtml(text)}${link}</p>`;
    })
    .join('\n');
}

function scopeList(scopes: readonly string[]): string {
  return scopes.map((scope) => `<code>${escapeHtml(scope)}</code>`).join(' ');
}

/** The state label of an `x-atlassian-oauth2-scopes` entry: classic (Current), granular (Beta). */
function stateLabel(state: string, messages: RestMessages): string {
  if (state === 'Current') return messages['rest.scopesClassic'];
  if (state === 'Beta') return messages['rest.scopesGranular'];
  return state;
}

/**
 * Who may call the operation: the security requirement alternatives (scheme, kind and scopes),
 * the vendor's OAuth scopes by state, the Connect scope and the data-security policy. Empty when
 * the spec says nothing.
 */
export function securityHtml(security: OperationSecurity, messages: RestMessages): string {
  const facts: string[] = [];
  if (security.requirements.length > 0) {
    const alternatives = security.requirements.map((alternative) =>
      alternative
        .map((entry) => {
          const kind = entry.httpScheme ?? entry.type;
          const scopes = entry.scopes.length === 0 ? '' : `: ${scopeList(entry.scopes)}`;
          return `<code>${escapeHtml(entry.scheme)}</code> (${escapeHtml(kind)})${scopes}`;
        })
        .join(' + '),
    );
    if (security.anonymous) alternatives.push(escapeHtml(messages['rest.anonymousAllowed']));
    facts.push(
      `<dt>${escapeHtml(messages['rest.authMethods'])}</dt>${alternatives.map((text) => `<dd>${text}</dd>`).join('')}`,
    );
  }
  for (const entry of security.vendorScopes) {
    if (entry.scopes.length === 0) continue;
    const label = fillMessage(messages['rest.oauthScopes'], { state: stateLabel(entry.state, messages) });
    facts.push(
      `<dt>${escapeHtml(label)}</dt><dd class="${REST_MARKUP.scopesClass}" data-state="${escapeHtml(entry.state.toLowerCase())}">${scopeList(entry.scopes)}</dd>`,
    );
  }
  if (security.connectScope !== undefined)
    facts.push(
      `<dt>${escapeHtml(messages['rest.connectScope'])}</dt><dd><code>${escapeHtml(security.connectScope)}</code></dd>`,
    );
  if (security.appAccessRuleExempt !== undefined) {
    const value = security.appAccessRuleExempt
      ? messages['rest.appAccessExempt']
      : messages['rest.appAccessNotExempt'];
    facts.push(`<dt>${escapeHtml(messages['rest.appAccessRule'])}</dt><dd>${escapeHtml(value)}</dd>`);
  }
  if (facts.length === 0) return '';
  return `<h3>${escapeHtml(messages['rest.security'])}</h3>\n<dl class="${REST_MARKUP.factsClass} ${REST_MARKUP.securityClass}">${facts.join('')}</dl>`;
}
