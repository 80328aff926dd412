// The REST reference's public surface: the article island attaches it to REST group pages; the
// rest of the feature loads on first use (attach-rest-reference.ts).
export { attachRestReference, type RestIslandProps } from './attach-rest-reference.ts';
