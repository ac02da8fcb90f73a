/**
 * The doorbell between domains and the in-process job scheduler (lib/background/scheduler.ts). A domain that
 * has just queued work calls `kick("webhooks")`; the lane of that name listens with `onKick`. This file
 * imports nothing, so lib/email and lib/monitoring can ring without importing the scheduler (which
 * imports them). With no listener (Inngest configured, tests, scripts) a kick does nothing.
 *
 * The listeners live on globalThis: Next bundles instrumentation.ts and the route handlers separately,
 * each with its own copy of this module, and a kick from a route must reach the lanes started by
 * instrumentation.
 */
type Listener = () => void;

/** The lanes the in-process scheduler runs. */
export const JOB_LANES = {
  schedules: "schedules",
  webhooks: "webhooks",
  email: "email",
  integrations: "integrations",
  notifications: "notifications",
  storage: "storage",
} as const;

const globalKey = Symbol.for("compliance-platform.jobs.kick-listeners");
type Holder = { [globalKey]?: Map<string, Set<Listener>> };

function listeners(): Map<string, Set<Listener>> {
  const holder = globalThis as Holder;
  holder[globalKey] ??= new Map();
  return holder[globalKey];
}

/** Asks the lane named `lane` for a pass now. Never throws, never waits. */
export function kick(lane: string): void {
  for (const fn of [...(listeners().get(lane) ?? [])]) {
    try {
      fn();
    } catch {
      // A listener's failure is the lane's to log; the caller's work is already committed.
    }
  }
}

/** Registers `fn` to run on every kick of `lane`; answers a function that unregisters it. */
export function onKick(lane: string, fn: Listener): () => void {
  const map = listeners();
  let set = map.get(lane);
  if (!set) map.set(lane, (set = new Set()));
  set.add(fn);
  return () => {
    set.delete(fn);
    if (set.size === 0 && map.get(lane) === set) map.delete(lane);
  };
}
