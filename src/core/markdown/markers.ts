/**
 * Carries trusted structure (tabs, callouts, code blocks) from the markdown tree across
 * rehype-raw and rehype-sanitize, which rebuild every node and keep only allowed attributes.
 *
 * The markdown transforms put a marker attribute on an element; the marker's payload stays in
 * this table. The marker value starts with a nonce unique to the render (a random part drawn
 * once per process, and a counter), so an author who writes the attribute into raw HTML cannot
 * forge a marker: unknown values are ignored and every marker attribute is removed from the
 * output, so the random part never shows.
 */

/** Property name (hast) of the marker attribute; the sanitize schema allows it. */
export const MARKER_PROPERTY = 'dataPorticoMark';

export type CalloutType = 'note' | 'tip' | 'important' | 'warning' | 'caution';

/** What a marker stands for. */
export type Marker =
  | { kind: 'tabs'; group?: string }
  | { kind: 'tab'; title: string; selected?: boolean }
  | { kind: 'callout'; type: CalloutType; title?: string }
  | { kind: 'code'; lang: string | undefined; meta: string | undefined; value: string }
  | TrustedElementMarker;

/**
 * An element whose tag and classes the renderer chose (MDX components): after sanitising, the
 * marked element gets them; its sanitised attributes and children stay. `fileTree` also classes
 * the items of the list inside as folders and files.
 */
export interface TrustedElementMarker {
  kind: 'element';
  tagName: string;
  className: string[];
  fileTree?: boolean;
}

/** The per-render table of markers. */
export interface MarkerTable {
  /** Registers a payload and returns the attribute value to put on the element. */
  mark(marker: Marker): string;
  /** The payload of an attribute value, or undefined when it was not issued by this table. */
  take(value: unknown): Marker | undefined;
}

// Drawing random bytes for every page costs more than the rest of the marker work together.
const PROCESS_NONCE = randomNonce();
let tables = 0;

/** Creates an empty marker table with a fresh nonce. */
export function createMarkerTable(): MarkerTable {
  const nonce = `${PROCESS_NONCE}-${++tables}`;
  const payloads: Marker[] = [];
  return {
    mark(marker) {
      payloads.push(marker);
      return `${nonce}:${payloads.length - 1}`;
    },
    take(value) {
      if (typeof value !== 'string' || !value.startsWith(`${nonce}:`)) return undefined;
      return payloads[Number(value.slice(nonce.length + 1))];
    },
  };
}

function randomNonce(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
