import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle } from './collect-when-idle.ts';

describe('collectWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** `count` requests arrive; the answers go out when the returned function is called. */
  const arrive = (server: EventEmitter, count: number) => {
    const responses = Array.from({ length: count }, () => new EventEmitter());
    for (const res of responses) server.emit('request', {}, res);
    return () => responses.forEach((res) => res.emit('close'));
  };
  const serve = (server: EventEmitter, count: number) => arrive(server, count)();

  it('collects once the server has been quiet for the given time after a busy spell', () => {
    const server = new EventEmitter();
    const collect = vi.fn();
    collectWhenIdle(server, { quietMs: 5_000, minRequests: 3, collect });
    serve(server, 3);
    vi.advanceTimersByTime(4_000);
    serve(server, 1); // still busy: the quiet spell starts again
    vi.advanceTimersByTime(4_999);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('waits for the answers still in progress: quiet starts when the last one has gone out', () => {
    const server = new EventEmitter();
    const collect = vi.fn();
    collectWhenIdle(server, { quietMs: 1_000, minRequests: 2, collect });
    serve(server, 1);
    const answer = arrive(server, 1); // a slow answer, still being worked on
    vi.advanceTimersByTime(10_000);
    expect(collect).not.toHaveBeenCalled();
    answer();
    vi.advanceTimersByTime(999);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('does not collect after too few requests, nor twice for one busy spell', () => {
    const server = new EventEmitter();
    const collect = vi.fn();
    collectWhenIdle(server, { quietMs: 1_000, minRequests: 3, collect });
    serve(server, 2);
    vi.advanceTimersByTime(1_000);
    expect(collect).not.toHaveBeenCalled();
    serve(server, 1); // the third since the last collection
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    serve(server, 2);
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('stops listening when stopped', () => {
    const server = new EventEmitter();
    const collect = vi.fn();
    const stop = collectWhenIdle(server, { quietMs: 1_000, minRequests: 1, collect });
    serve(server, 5);
    stop();
    vi.advanceTimersByTime(5_000);
    serve(server, 5);
    vi.advanceTimersByTime(5_000);
    expect(collect).not.toHaveBeenCalled();
    expect(server.listenerCount('request')).toBe(0);
  });

  it('uses V8’s collector that gives pages back when Node exposes it, and does nothing otherwise', () => {
    const server = new EventEmitter();
    const gc = vi.fn();
    vi.stubGlobal('gc', gc);
    try {
      collectWhenIdle(server, { quietMs: 1_000, minRequests: 1 });
      serve(server, 1);
      vi.advanceTimersByTime(1_000);
      expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    } finally {
      vi.unstubAllGlobals();
    }
    vi.stubGlobal('gc', undefined);
    try {
      const quiet = new EventEmitter();
      collectWhenIdle(quiet, { quietMs: 1_000, minRequests: 1 });
      expect(quiet.listenerCount('request')).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
