import type { Passage } from '../../core/ai/passage.ts';
import type { Principal } from '../../core/policy/principal.ts';

/** What to retrieve passages for. */
export interface RetrievalRequest {
  question: string;
  /** The visitor: only sections this principal may read are returned. */
  principal: Principal;
  /** The path of the page the question is asked from; its sections come first when they match. */
  contentId?: string | undefined;
  /** Most passages wanted. */
  limit: number;
  signal?: AbortSignal | undefined;
}

/**
 * Finds the passages an answer may use: the sections of the documentation that best match a
 * question, in rank order, restricted to what the visitor may read. The search-service retriever
 * (search-service-retriever.ts) is the one the portal uses.
 */
export interface PassageRetriever {
  retrieve(request: RetrievalRequest): Promise<Passage[]>;
}
