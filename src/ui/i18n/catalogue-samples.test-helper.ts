import {
  isArgumentElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';

type ArgKind = { kind: 'text' } | { kind: 'number' } | { kind: 'select'; keys: string[] };

function collect(elements: MessageFormatElement[], into: Map<string, ArgKind>): void {
  for (const element of elements) {
    if (isPluralElement(element) || isNumberElement(element)) into.set(element.value, { kind: 'number' });
    else if (isSelectElement(element))
      into.set(element.value, { kind: 'select', keys: Object.keys(element.options) });
    else if (isArgumentElement(element) && !into.has(element.value))
      into.set(element.value, { kind: 'text' });
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) collect(option.value, into);
    }
  }
}

// Numbers that reach every plural category of en and fr (=0, one, other; fr's 0 and 1 are 'one',
// its millions 'many'), and a grouped one for number formatting.
const NUMBERS = [0, 1, 2, 5, 21, 1000, 1_000_000];

/**
 * Sample values for a message, derived from its arguments: each plural or number argument takes
 * every number above, each select argument every key plus one no key matches, each other
 * argument a text made from its name (with characters that need care: & < ' "). The sets are
 * combined one argument at a time, not as a full product, so the count stays small.
 */
export function sampleValues(ast: MessageFormatElement[]): Record<string, string | number>[] {
  const args = new Map<string, ArgKind>();
  collect(ast, args);
  const base: Record<string, string | number> = {};
  const choices = new Map<string, (string | number)[]>();
  for (const [name, arg] of args) {
    const options =
      arg.kind === 'number'
        ? NUMBERS
        : arg.kind === 'select'
          ? [...arg.keys, 'unmatched']
          : [`‹${name} & <x> 'y' "z"›`];
    choices.set(name, options);
    base[name] = options[0]!;
  }
  const samples = [base];
  for (const [name, options] of choices) {
    for (const option of options.slice(1)) samples.push({ ...base, [name]: option });
  }
  return samples;
}

/** A sample value of a text argument, so a test can tell argument text from message text. */
export const TEXT_SAMPLE = /‹[^›]*›/g;
