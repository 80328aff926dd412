import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assetScope } from './content-files.ts';
import { fenceLanguages } from '../../markdown/fence-languages.ts';
import {
  componentLanguages,
  MarkdownSourceError,
  partialFilesOf,
  type MarkdownRenderer,
} from '../../markdown/index.ts';
import { createAssetResolver } from '../assets/content-asset.ts';
import { assemblePage } from './assemble-page.ts';
import { pageFileName } from './page-file-name.ts';
import { toStoredPage } from './stored-page.ts';
import type { RenderJob, RenderOutcome, RenderSetup } from './render-job.ts';

/** Renders batches of pages: reads each file, renders it, writes the page file. */
export type PageRenderer = (jobs: readonly RenderJob[]) => Promise<RenderOutcome[]>;

/**
 * Creates a batch renderer over one shared markdown renderer (Shiki loads once, and each grammar
 * when a page first names its language). A batch's files
 * are all read up front and its page files written behind the rendering, so the thread renders
 * while the disk works. Errors are returned per page, never thrown, so one bad page is reported
 * with its file.
 */
export function createPageRenderer(renderer: MarkdownRenderer, setup: RenderSetup): PageRenderer {
  const fileRoutes = new Map(setup.fileRoutes);
  const resolveFileLink = (target: string) => fileRoutes.get(target);
  const assets = new Map((setup.assets?.files ?? []).map((asset) => [asset.path, asset]));
  const assetResolvers = new Map(
    (setup.assets?.contentDirs ?? []).map(([name, dir]) => [name, createAssetResolver(assets, dir)]),
  );
  const failed = (job: RenderJob, error: unknown): RenderOutcome => {
    // An error in the page itself names its line; one in a partial keeps the partial's name.
    if (error instanceof MarkdownSourceError && error.file === job.file) {
      return {
        file: job.file,
        route: job.route,
        ok: false,
        error: error.detail,
        ...(error.line === undefined ? {} : { line: error.line }),
      };
    }
    return {
      file: job.file,
      route: job.route,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
  };

  const renderOne = (
    job: RenderJob,
    source: string,
    partials: Map<string, string>,
  ): Promise<RenderOutcome> => {
    try {
      // The loader has validated the front matter; the renderer only needs its title.
      const frontMatter = job.meta.title === undefined ? {} : { title: job.meta.title };
      const mdx = job.meta.mdx;
      const result = renderer.render(
        source,
        {
          file: job.file,
          route: job.route,
          developerHost: setup.developerHost,
          resolveFileLink,
          resolveAsset: assetResolvers.get(assetScope(job.meta.packageName, job.meta.version)),
        },
        {
          frontMatter,
          mdx: {
            markdownAsMdx: mdx?.markdownAsMdx === true,
            unknownComponents: mdx?.unknownComponents ?? 'error',
            partials: { root: job.meta.packageDir ?? '', read: (file) => partials.get(file) },
          },
        },
      );
      const page = toStoredPage(assemblePage(job.file, job.route, job.meta, result), setup.markNonce);
      const outcome: RenderOutcome = {
        file: job.file,
        route: job.route,
        ok: true,
        title: page.title,
        links: result.links,
        anchors: result.anchors,
        ...(result.assets.length === 0 ? {} : { assets: result.assets }),
        ...(result.warnings.length === 0 ? {} : { warnings: result.warnings }),
        ...(job.meta.hidden
          ? {}
          : {
              sections: page.sections.map(({ headingId, heading, text, depth }) => ({
                headingId,
                heading,
                text,
                depth,
              })),
            }),
      };
      return writeFile(join(setup.pagesDir, pageFileName(job.route)), JSON.stringify(page)).then(
        () => outcome,
        (error: unknown) => failed(job, error),
      );
    } catch (error) {
      return Promise.resolve(failed(job, error));
    }
  };

  return async (jobs) => {
    const sources = jobs.map((job) =>
      readFile(join(setup.contentRoot, job.file), 'utf8').then(
        (text) => ({ text }),
        (error: unknown) => ({ error }),
      ),
    );
    const outcomes: Promise<RenderOutcome>[] = [];
    for (const [index, job] of jobs.entries()) {
      const source = await sources[index]!;
      if (!('text' in source)) {
        outcomes.push(Promise.resolve(failed(job, source.error)));
        continue;
      }
      // Every language Shiki knows is highlighted, each grammar loaded the first time a page names it.
      const partials = await readPartials(setup.contentRoot, job.file, source.text);
      await renderer.loadLanguages(
        [source.text, ...partials.values()].flatMap((text) => [
          ...fenceLanguages(text),
          ...componentLanguages(text),
        ]),
      );
      outcomes.push(renderOne(job, source.text, partials));
    }
    return Promise.all(outcomes);
  };
}

/**
 * The partials a page imports, and those they import in turn, read before the (synchronous)
 * render: content-root-relative path -> source. A file that cannot be read is left out; the
 * renderer reports it where it is imported, with the line.
 */
async function readPartials(root: string, file: string, source: string): Promise<Map<string, string>> {
  const partials = new Map<string, string>();
  const pending = partialFilesOf(source, file);
  while (pending.length > 0) {
    const partial = pending.pop()!;
    if (partials.has(partial) || partial.startsWith('/') || partial.split('/').includes('..')) continue;
    const text = await readFile(join(root, partial), 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    partials.set(partial, text);
    pending.push(...partialFilesOf(text, partial));
  }
  return partials;
}
