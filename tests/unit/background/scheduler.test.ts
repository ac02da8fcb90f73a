import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/client";

// The lanes' domain work is replaced by probes: this file checks the wiring, not the domains.
const probes = vi.hoisted(() => ({
  schedules: vi.fn(async () => ({ runs: 0, errors: 0, queued: 0 })),
  email: vi.fn(async (_options: unknown) => 0),
  resets: vi.fn(async (_options: unknown) => 0),
  fill: vi.fn(async () => 0),
  close: vi.fn(async () => {}),
  claimSyncs: vi.fn(async () => []),
  reminders: vi.fn(async (_options: unknown) => 0),
  notificationEmails: vi.fn(async (_options: unknown) => ({ sent: 0, digests: 0, skipped: 0 })),
  sweep: vi.fn(async (_db: unknown, _options: unknown) => ({ scanned: 0, removed: 0, incomplete: 0 })),
}));
vi.mock("@/lib/monitoring/internal/scheduler", () => ({ runSchedulerTick: probes.schedules }));
vi.mock("@/lib/email/internal/deliver-due", () => ({ deliverDueEmails: probes.email }));
vi.mock("@/lib/auth/prepare-password-resets", () => ({ preparePasswordResets: probes.resets }));
vi.mock("@/lib/alerts/internal/delivery-worker", () => ({ createDeliveryPool: () => ({ fill: probes.fill, close: probes.close }) }));
vi.mock("@/lib/flows/queue-reminders", () => ({ queueReminders: probes.reminders }));
vi.mock("@/lib/notifications/send-notification-emails", () => ({ sendNotificationEmails: probes.notificationEmails }));
vi.mock("@/lib/evidence/remove-orphaned-files", () => ({ removeOrphanedFiles: probes.sweep }));
vi.mock("@/lib/integrations/claim-due-integrations", () => ({ claimDueIntegrations: probes.claimSyncs, claimLeaseMs: () => 60_000 }));

const { JOB_LANES, kick } = await import("@/lib/jobs/kick");
const { startJobScheduler } = await import("@/lib/background/scheduler");
const { GracefulShutdown } = await import("@/lib/http/graceful-shutdown");

const db = {} as Db;
const log = pino({ level: "silent" });
const far = { schedules: 60_000, webhooks: 60_000, email: 60_000, integrations: 60_000, notifications: 60_000, storage: 60_000 };

afterEach(async () => {
  await startJobScheduler({ lanes: [] }).stop();
  vi.clearAllMocks();
});

describe("startJobScheduler", () => {
  it("runs each lane's work when that lane is kicked, and only that lane's", async () => {
    const scheduler = startJobScheduler({ db, log, intervalMs: far, initialDelayMs: 60_000 });
    expect(Object.keys(scheduler.lanes).sort()).toEqual(["email", "integrations", "notifications", "schedules", "storage", "webhooks"]);
    kick(JOB_LANES.email);
    await vi.waitFor(() => expect(probes.email).toHaveBeenCalledTimes(1));
    expect(probes.email.mock.calls[0][0]).toMatchObject({ db, now: expect.any(Function) });
    // Queued password-reset requests become mail first, in the same pass.
    expect(probes.resets.mock.calls[0][0]).toMatchObject({ db, now: expect.any(Function) });
    expect(probes.schedules).not.toHaveBeenCalled();
    kick(JOB_LANES.webhooks);
    await vi.waitFor(() => expect(probes.fill).toHaveBeenCalledTimes(1));
    kick(JOB_LANES.schedules);
    await vi.waitFor(() => expect(probes.schedules).toHaveBeenCalledTimes(1));
    kick(JOB_LANES.integrations);
    await vi.waitFor(() => expect(probes.claimSyncs).toHaveBeenCalledTimes(1));
    kick(JOB_LANES.notifications);
    await vi.waitFor(() => expect(probes.notificationEmails).toHaveBeenCalledTimes(1));
    expect(probes.reminders).toHaveBeenCalledTimes(1);
    kick(JOB_LANES.storage);
    await vi.waitFor(() => expect(probes.sweep).toHaveBeenCalledTimes(1));
    expect(probes.sweep.mock.calls[0][0]).toBe(db);
    await scheduler.stop();
    expect(probes.close).toHaveBeenCalledTimes(1);
    kick(JOB_LANES.email);
    expect(probes.email).toHaveBeenCalledTimes(1);
  });

  it("an e-mail lane stuck on a hanging provider does not hold up the other lanes", async () => {
    let release!: () => void;
    probes.email.mockImplementationOnce(() => new Promise<number>((resolve) => (release = () => resolve(0))));
    const scheduler = startJobScheduler({ db, log, intervalMs: { schedules: 20, webhooks: 20, email: 20 }, initialDelayMs: 0 });
    await vi.waitFor(() => expect(probes.schedules.mock.calls.length).toBeGreaterThan(3));
    expect(probes.fill.mock.calls.length).toBeGreaterThan(3);
    expect(probes.email).toHaveBeenCalledTimes(1);
    release();
    await scheduler.stop();
  });

  it("starts no lanes when Inngest is configured", async () => {
    process.env.INNGEST_EVENT_KEY = "k";
    process.env.INNGEST_SIGNING_KEY = "s";
    try {
      const scheduler = startJobScheduler({ db, log });
      expect(scheduler.lanes).toEqual({});
      await scheduler.stop();
    } finally {
      delete process.env.INNGEST_EVENT_KEY;
      delete process.env.INNGEST_SIGNING_KEY;
    }
  });

  it("the server's shutdown stops it: nothing more is claimed, and the e-mail pass in flight is waited for", async () => {
    let release!: () => void;
    probes.email.mockImplementationOnce(() => new Promise<number>((resolve) => (release = () => resolve(0))));
    const scheduler = startJobScheduler({ db, log, intervalMs: far, initialDelayMs: 60_000 });
    kick(JOB_LANES.email);
    kick(JOB_LANES.webhooks);
    await vi.waitFor(() => expect(probes.fill).toHaveBeenCalledTimes(1));
    let stopped = false;
    const shutdown = new GracefulShutdown({ graceMs: 10_000 }).shutdown().then((result) => ((stopped = true), result));
    await vi.waitFor(() => expect(probes.close).toHaveBeenCalledTimes(1));
    kick(JOB_LANES.webhooks);
    kick(JOB_LANES.schedules);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    expect(await shutdown).toEqual({ forced: false, cut: 0 });
    expect(probes.fill).toHaveBeenCalledTimes(1);
    expect(probes.schedules).not.toHaveBeenCalled();
    // Stopped and forgotten: the next start is a new scheduler.
    expect(startJobScheduler({ lanes: [] })).not.toBe(scheduler);
  });
});
