import { getDb } from "@/lib/db/client";
import { removeOrphanedFiles } from "@/lib/evidence";
import { inngest } from "@/lib/inngest/client";
import { getLogger } from "@/lib/log";

/**
 * Every hour, what the in-process `storage` lane does: remove objects no file row refers to once a day old, and writes
 * that never finished. Idempotent, so a retried run (or two instances' runs) removes nothing twice.
 */
export const storageSweepCron = inngest.createFunction(
  { id: "storage-sweep", triggers: [{ cron: "17 * * * *" }], concurrency: { limit: 1 } },
  async ({ step }) => step.run("sweep", () => removeOrphanedFiles(getDb(), { now: () => new Date(), log: getLogger().child({ component: "storage-sweep" }) })),
);

export const storageFunctions = [storageSweepCron];
