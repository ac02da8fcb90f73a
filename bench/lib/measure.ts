/** Small measuring helpers shared by the integration benchmarks (they print, never assert). */

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export function summary(samples: number[]): { n: number; p50: number; p95: number; max: number; mean: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length);
  return { n: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted[sorted.length - 1] ?? Number.NaN, mean };
}

export interface MemoryReport {
  before: NodeJS.MemoryUsage;
  after: NodeJS.MemoryUsage;
  peakRss: number;
  peakHeap: number;
  peakExternal: number;
  /** With --expose-gc: the heap still referenced after a full collection, sampled every `gcEveryMs`. */
  retained: { atMs: number; heapUsed: number }[];
}

/**
 * Samples process.memoryUsage() every `everyMs` (peaks of RSS, heap and external memory) and, when the process runs
 * with --expose-gc, collects garbage every `gcEveryMs` to record the heap that is still referenced: flat when pages
 * are streamed, rising when something accumulates.
 */
export function startMemorySampler(everyMs = 100, gcEveryMs = 2_000): { stop(): MemoryReport } {
  global.gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let peakExternal = before.external;
  let lastGc = started;
  const retained: MemoryReport["retained"] = [];
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakExternal = Math.max(peakExternal, m.external);
    const now = performance.now();
    if (global.gc && now - lastGc >= gcEveryMs) {
      lastGc = now;
      global.gc();
      retained.push({ atMs: now - started, heapUsed: process.memoryUsage().heapUsed });
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const after = process.memoryUsage();
      return { before, after, peakRss: Math.max(peakRss, after.rss), peakHeap: Math.max(peakHeap, after.heapUsed), peakExternal, retained };
    },
  };
}

/** A few evenly spaced points of the retained-heap series, for one printed line. */
export function retainedLine(report: MemoryReport, points = 8): string {
  const r = report.retained;
  if (r.length === 0) return "(run with `npx tsx --expose-gc …` to see the heap retained after collections)";
  const picked = r.length <= points ? r : Array.from({ length: points }, (_, i) => r[Math.round((i * (r.length - 1)) / (points - 1))]);
  return picked.map((p) => `${(p.atMs / 1000).toFixed(0)}s ${mb(p.heapUsed)}`).join(" · ");
}
