import type { ContentStore } from './content/content-store.ts';

/** GET /healthz: 200 once the content build is loaded, 503 with the reason otherwise. */
export async function healthResponse(content: () => Promise<ContentStore>): Promise<Response> {
  try {
    const store = await content();
    return Response.json(
      { status: 'ok', pages: store.manifest.routes.length, builtAt: store.manifest.builtAt },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    return Response.json(
      { status: 'unavailable', reason: error instanceof Error ? error.message : String(error) },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
