import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createMarkdownRenderer } from '../../markdown/index.ts';
import { assemblePage } from './assemble-page.ts';
import { pageFileName } from './page-file-name.ts';
import type { RenderJob, RenderOutcome, RenderSetup } from './render-job.ts';

/**
 * Creates a function that renders a job with one shared markdown renderer (Shiki loads once),
 * writes the page file into the staging build, and returns the slim outcome. Errors are returned
 * per page, never thrown, so one bad page is reported with its file.
 */
export async function createPageRenderer(
  setup: RenderSetup,
): Promise<(job: RenderJob) => Promise<RenderOutcome>> {
  const fileRoutes = new Map(setup.fileRoutes);
  const renderer = await createMarkdownRenderer({ messages: setup.messages });
  return async (job) => {
    try {
      const result = renderer.render(job.source, {
        file: job.file,
        route: job.route,
        developerHost: setup.developerHost,
        resolveFileLink: (target: string) => fileRoutes.get(target),
      });
      const page = assemblePage(job.file, job.route, job.meta, result);
      await writeFile(join(setup.pagesDir, pageFileName(job.route)), JSON.stringify(page));
      return {
        file: job.file,
        route: job.route,
        ok: true,
        title: page.title,
        links: result.links,
        anchors: result.anchors,
      };
    } catch (error) {
      return {
        file: job.file,
        route: job.route,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  };
}
