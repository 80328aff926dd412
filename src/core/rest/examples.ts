import { sample } from 'openapi-sampler';
import { isObject, stringField, type JsonObject } from './openapi-document.ts';
import type { RestExample } from './reference-data.ts';
import type { RefResolver } from './resolve-ref.ts';

/** Largest generated example kept, serialised (decision 0030 Decision 4). */
export const MAX_GENERATED_EXAMPLE_BYTES = 16 * 1024;
/** Depth of generated examples, then the retry when the first is too large. */
export const SAMPLE_DEPTHS = [4, 2] as const;

/** Whether an example is for a request (skip readOnly) or a response (skip writeOnly). */
export type ExampleDirection = 'request' | 'response';

/**
 * The examples of a media type (or parameter): the spec's own first (`example`, then `examples`,
 * then the schema's `example` / first of 3.1 `examples`); otherwise one generated from the schema
 * with openapi-sampler. Refs (`#/components/examples/…`) are followed.
 */
export function mediaExamples(
  media: JsonObject,
  direction: ExampleDirection,
  document: JsonObject,
  resolver: RefResolver,
): RestExample[] {
  const own = ownExamples(media, resolver);
  if (own.length > 0) return own;
  const schema = media['schema'];
  if (schema === undefined) return [];
  const generated = generateExample(schema, direction, document);
  return generated === undefined ? [] : [{ name: 'example', summary: '', value: generated, generated: true }];
}

function ownExamples(media: JsonObject, resolver: RefResolver): RestExample[] {
  if (media['example'] !== undefined)
    return [{ name: 'example', summary: '', value: media['example'], generated: false }];
  const examples = media['examples'];
  if (isObject(examples)) {
    const list: RestExample[] = [];
    for (const [name, entry] of Object.entries(examples)) {
      const example = resolver.resolve(entry)?.value;
      if (example === undefined || example['value'] === undefined) continue;
      list.push({
        name,
        summary: stringField(example, 'summary') ?? '',
        value: example['value'],
        generated: false,
      });
    }
    if (list.length > 0) return list;
  }
  const schema = resolver.resolve(media['schema'])?.value;
  if (schema?.['example'] !== undefined)
    return [{ name: 'example', summary: '', value: schema['example'], generated: false }];
  if (Array.isArray(schema?.['examples']) && schema['examples'].length > 0)
    return [{ name: 'example', summary: '', value: schema['examples'][0], generated: false }];
  return [];
}

/**
 * An example generated from a schema: depth 4, else depth 2 when the first is over the cap, else
 * none. The sampler follows refs in `document` and stops at cycles.
 */
export function generateExample(schema: unknown, direction: ExampleDirection, document: JsonObject): unknown {
  for (const maxSampleDepth of SAMPLE_DEPTHS) {
    let value: unknown;
    try {
      value = sample(
        schema as Parameters<typeof sample>[0],
        {
          maxSampleDepth,
          quiet: true,
          ...(direction === 'request' ? { skipReadOnly: true } : { skipWriteOnly: true }),
        },
        document,
      );
    } catch {
      // A schema the sampler cannot read gets no example rather than a failed build.
      return undefined;
    }
    if (value === undefined) return undefined;
    if (byteLength(serialiseExample(value)) <= MAX_GENERATED_EXAMPLE_BYTES) return value;
  }
  return undefined;
}

/** An example as it is shown: strings as written, everything else as indented JSON. */
export function serialiseExample(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

const encoder = new TextEncoder();

/** UTF-8 length of a string. */
export function byteLength(text: string): number {
  let ascii = true;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  }
  return ascii ? text.length : encoder.encode(text).length;
}
