import { createMarkdownRenderer } from '../../markdown/index.ts';
import type { RenderJob, RenderOutcome, RenderSetup } from './render-job.ts';

/**
 * Creates a function that renders jobs with one shared markdown renderer (Shiki loads once).
 * Errors are returned per page, never thrown, so one bad page is reported with its file.
 */
export async function createPageRenderer(setup: RenderSetup): Promise<(job: RenderJob) => RenderOutcome> {
  const fileRoutes = new Map(setup.fileRoutes);
  const renderer = await createMarkdownRenderer({ messages: setup.messages });
  return (job) => {
    try {
      const result = renderer.render(job.source, {
        file: job.file,
        route: job.route,
        developerHost: setup.developerHost,
        resolveFileLink: (target: string) => fileRoutes.get(target),
      });
      return {
        file: job.file,
        route: job.route,
        ok: true,
        html: result.html,
        ...(result.title === undefined ? {} : { title: result.title }),
        headings: result.headings,
        toc: result.toc,
        sections: result.sections,
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
