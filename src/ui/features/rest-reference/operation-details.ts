import type { RestMediaTypeData, RestOperationData } from '../../../core/rest/reference-data.ts';
import type { Translate } from '../../i18n/i18n-context.tsx';
import type { restIslandMessages } from './island-messages.ts';

/** How the details view draws what it does not build itself. */
export interface DetailsDrawing {
  t: Translate<typeof restIslandMessages>;
  /** Renders a schema as an expandable tree into `container`. */
  tree: (container: HTMLElement, schema: NonNullable<RestMediaTypeData['schema']>) => void;
  /** The figures of a media type's examples. */
  examples: (entry: RestMediaTypeData) => HTMLElement[];
  /** A `<pre>` holding `text`. */
  pre: (text: string) => HTMLElement;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.append(...children);
  return made;
}

function mediaParts(entry: RestMediaTypeData, label: string, draw: DetailsDrawing): HTMLElement {
  const section = element('div', element('p', element('strong', label)));
  if (entry.schema !== undefined) {
    const tree = element('div');
    section.append(tree);
    draw.tree(tree, entry.schema);
  }
  section.append(...draw.examples(entry));
  return section;
}

/** A header's type, as the schema names it (`string`, `integer`…), or nothing. */
function typeOf(schema: RestOperationData['responses'][number]['headers'][number]['schema']): string {
  const type = schema?.['type'];
  return typeof type === 'string' ? type : '';
}

/**
 * What a brief operation's "details" link shows in place (the group page left it out for the
 * page budget): the request body with its description, then each response with its description,
 * headers, schemas and examples, then the code samples. Descriptions are the spec's markdown
 * source, set as text: the loaded data is never inserted as HTML.
 */
export function operationDetails(operation: RestOperationData, draw: DetailsDrawing): HTMLElement[] {
  const { t } = draw;
  const parts: HTMLElement[] = [];
  const body = operation.requestBody;
  if (body !== undefined) {
    for (const entry of body.content) {
      const label = t('restIsland.body', { contentType: entry.contentType });
      const section = mediaParts(
        entry,
        body.required ? `${label} · ${t('restIsland.required')}` : label,
        draw,
      );
      if (body.description !== '') section.firstElementChild?.after(element('p', body.description));
      parts.push(section);
    }
  }
  for (const response of operation.responses) {
    const heading = element('p', element('strong', element('code', response.status)));
    if (response.description !== '') heading.append(` ${response.description}`);
    const section = element('div', heading);
    if (response.headers.length > 0) {
      const list = element('dl');
      for (const header of response.headers) {
        const type = typeOf(header.schema);
        list.append(
          element('dt', element('code', header.name), ...(type === '' ? [] : [` ${type}`])),
          element('dd', header.description),
        );
      }
      section.append(element('p', t('restIsland.headers')), list);
    }
    for (const entry of response.content) section.append(mediaParts(entry, entry.contentType, draw));
    parts.push(section);
  }
  for (const sample of operation.samples) {
    parts.push(element('figure', element('figcaption', sample.label), draw.pre(sample.source)));
  }
  return parts;
}
