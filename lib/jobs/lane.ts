import type { Logger } from "@/lib/log";
import { onKick } from "./kick";

export interface LaneSpec {
  /** Also the name `kick(name)` wakes it by. */
  name: string;
  /** Time between passes when nobody kicks. */
  intervalMs: number;
  /** First pass this long after start (lets the server finish starting). */
  initialDelayMs?: number;
  /** One pass. Never runs twice at once in this process; its errors are logged, never thrown. */
  pass: () => Promise<unknown>;
}

export interface Lane {
  readonly name: string;
  /** Asks for a pass now; during a pass, exactly one more pass follows it. */
  kick(): void;
  /** Stops the timer and the kicks, and waits for the pass under way. */
  stop(): Promise<void>;
}

/**
 * One independent loop of the job scheduler: its own timer, its own kick listener and its own
 * in-flight guard. A pass stuck on slow I/O holds back only later passes of this lane; the other
 * lanes keep their own pace.
 */
export function startLane(spec: LaneSpec, log: Logger): Lane {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = spec
      .pass()
      .catch((error) => log.error({ err: error, lane: spec.name }, "job lane pass failed"))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };

  const timer = setInterval(kick, spec.intervalMs);
  timer.unref();
  const first = setTimeout(kick, spec.initialDelayMs ?? 0);
  first.unref();
  const unsubscribe = onKick(spec.name, kick);

  return {
    name: spec.name,
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      unsubscribe();
      await running;
    },
  };
}
