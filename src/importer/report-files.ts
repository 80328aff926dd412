import { formatNote, sortNotes, type ImportNote } from './import-report.ts';

/** Counts of notes by outcome and topic. */
export function summarise(notes: readonly ImportNote[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const note of notes) {
    const topics = (out[note.outcome] ??= {});
    topics[note.topic] = (topics[note.topic] ?? 0) + 1;
  }
  return out;
}

/** The printed summary: one line per outcome with its topics. */
export function summaryLines(notes: readonly ImportNote[]): string[] {
  const summary = summarise(notes);
  return (['converted', 'kept', 'lost'] as const).map((outcome) => {
    const topics = summary[outcome] ?? {};
    const total = Object.values(topics).reduce((a, b) => a + b, 0);
    const parts = Object.entries(topics)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([topic, count]) => `${topic} ${count}`);
    return `${outcome.padEnd(9)} ${total}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
  });
}

/** Facts of an import for the report's head. */
export interface ReportHead {
  kind: string;
  site: string;
  pages: number;
  files: number;
  linksConverted: number;
}

/** import-report.md: what was converted, kept and not converted, each with file and line. */
export function reportMarkdown(head: ReportHead, notes: readonly ImportNote[]): string {
  const sorted = sortNotes(notes);
  const section = (outcome: ImportNote['outcome'], title: string) => {
    const lines = sorted
      .filter((note) => note.outcome === outcome)
      .map((note) => `- ${formatNote(note).slice(10)}`);
    return `## ${title} (${lines.length})\n\n${lines.length === 0 ? 'Nothing.' : lines.join('\n')}\n`;
  };
  return [
    `# Import report: ${head.site} (${head.kind})\n`,
    `${head.pages} pages, ${head.files} referenced files copied, ${head.linksConverted} links rewritten to the pages' files.\n`,
    '```\n' + summaryLines(notes).join('\n') + '\n```\n',
    section('lost', 'Not converted'),
    section('kept', 'Kept as written'),
    section('converted', 'Converted'),
  ].join('\n');
}

/** import-report.json: the same, for tools. */
export function reportJson(head: ReportHead, notes: readonly ImportNote[]): string {
  return `${JSON.stringify({ ...head, summary: summarise(notes), notes: sortNotes(notes) }, null, 2)}\n`;
}
