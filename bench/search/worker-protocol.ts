/** Messages from a benchmark worker, in the order it sends them. */
export type WorkerMessage =
  | { type: 'built'; recordCount: number; indexMs: number; builtMb: number }
  | {
      type: 'loaded';
      serialisedBytes: number;
      serialiseMs: number;
      loadMs: number;
      firstQueryMs: number;
      loadedMb: number;
    }
  | { type: 'pass'; pass: number }
  /** Every 100 queries of the first pass, so a run stopped at the time limit still reports. */
  | { type: 'partial'; latencies: number[]; results: [string, string][][] }
  | {
      type: 'done';
      /** Per query: the median of the passes, and the fastest. */
      latencies: number[];
      fastest: number[];
      passes: number;
      cpuMsPerQuery: number;
      results: [string, string][][];
    }
  | { type: 'error'; message: string };
