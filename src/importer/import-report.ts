/**
 * What the import did with one thing it met (spec of the import command: "a report of
 * everything converted, everything kept, and everything it could not convert, with file and
 * line"). `converted`: turned into the portal's form; `kept`: carried over as written (it means
 * the same here); `lost`: not carried over, with the reason, so an author can decide.
 */
export interface ImportNote {
  outcome: 'converted' | 'kept' | 'lost';
  /** Source file, relative to the imported site's root. */
  file: string;
  line?: number;
  /** What it was about: `redirect`, `sidebar`, `front matter`, `component`, … */
  topic: string;
  message: string;
}

/** Notes in file and line order, for the printed report. */
export function sortNotes(notes: readonly ImportNote[]): ImportNote[] {
  return [...notes].sort(
    (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || a.topic.localeCompare(b.topic),
  );
}

/** One line of the printed report: `lost  website/_redirects:12  redirect: …`. */
export function formatNote(note: ImportNote): string {
  const where = note.line === undefined ? note.file : `${note.file}:${note.line}`;
  return `${note.outcome.padEnd(9)} ${where}  ${note.topic}: ${note.message}`;
}
