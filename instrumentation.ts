/**
 * Runs once when a Next server starts (never during `next build`). The launcher (scripts/start.ts)
 * prepares the database before Next starts; a server started some other way against DATABASE_URL
 * applies pending migrations here (under the migration lock). Then, unless Inngest is configured (its
 * functions do the same work), the in-process job scheduler starts its lanes (lib/background/scheduler.ts):
 * monitoring runs, webhook deliveries and the e-mail outbox.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.SKIP_DB_PREPARE !== "true" && process.env.DATABASE_URL) {
    const { prepareDatabase } = await import("@/lib/background/prepare-database");
    await prepareDatabase();
  }
  const { startJobScheduler } = await import("@/lib/background/scheduler");
  startJobScheduler();
}
