/**
 * The worst delay of a timer ticking every `intervalMs` while `work` runs: how long this thread was kept from
 * answering anything else. `settleMs` waits after the work, so the tick held up by its last stretch counts too.
 */
export async function worstLag<T>(work: () => Promise<T>, { intervalMs = 10, settleMs = 0 } = {}): Promise<{ result: T; lagMs: number }> {
  let lagMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    lagMs = Math.max(lagMs, now - last - intervalMs);
    last = now;
  }, intervalMs);
  try {
    const result = await work();
    if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
    return { result, lagMs };
  } finally {
    clearInterval(timer);
  }
}
