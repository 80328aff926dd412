/**
 * The event an island that enhances markup outside itself fires on its `astro-island` once its
 * behaviour is attached (use-island-ready.ts): only then can the client:interaction directive
 * replay a click it held during hydration.
 */
export const ISLAND_READY_EVENT = 'portico:island-ready';
