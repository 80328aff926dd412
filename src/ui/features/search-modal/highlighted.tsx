import { highlightParts } from './highlight-parts.ts';

/** A highlight or snippet value rendered as text with `<mark>` around the matches. */
export function Highlighted({ value }: { value: string }) {
  return (
    <>
      {highlightParts(value).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
