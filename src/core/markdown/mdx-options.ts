/** What the renderer does with an MDX component or expression it cannot render. */
export type UnknownComponentPolicy = 'error' | 'warn';

/** Where partials come from: imported `.md`/`.mdx` files, read before the (synchronous) render. */
export interface PartialSource {
  /**
   * Content-root-relative folder a partial must be inside (the page's package): an import that
   * leaves it is an error.
   */
  root: string;
  /** The source of a content-root-relative file, or undefined when it does not exist. */
  read(file: string): string | undefined;
}

/** MDX options of one render (decision 0035). */
export interface MdxRenderOptions {
  /**
   * Parse `.md` files (pages and partials) as MDX too, as Docusaurus does by default. `.mdx`
   * files are always MDX. Default false: a `.md` page is CommonMark, where `<b>` is raw HTML.
   */
  markdownAsMdx?: boolean;
  /**
   * 'error' (default): an unknown component or a non-literal expression throws naming file,
   * line and component. 'warn': it is reported in `warnings` and its children render inside a
   * visible fallback box.
   */
  unknownComponents?: UnknownComponentPolicy;
  /** Partial sources; without it, an imported partial is reported like a missing file. */
  partials?: PartialSource;
}

/** A problem the render reports without failing. */
export interface RenderWarning {
  /** Content-root-relative file (the page, or the partial the problem is in). */
  file: string;
  /** 1-based line, when known. */
  line?: number;
  message: string;
}

/** A render failure that points at a line of a file (MDX problems, missing partials). */
export class MarkdownSourceError extends Error {
  readonly file: string;
  readonly line: number | undefined;
  /** The message without the file and line. */
  readonly detail: string;

  constructor(file: string, line: number | undefined, message: string) {
    super(`${file}${line === undefined ? '' : `:${line}`}: ${message}`);
    this.name = 'MarkdownSourceError';
    this.file = file;
    this.line = line;
    this.detail = message;
  }
}
