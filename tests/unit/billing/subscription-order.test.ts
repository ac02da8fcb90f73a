import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isStaleSubscriptionVersion, type SubscriptionVersion } from "@/lib/billing/internal/subscription-order";

const at = (s: number) => new Date(s * 1000);
const v = (p: Partial<SubscriptionVersion>): SubscriptionVersion => ({
  status: "active",
  currentPeriodStart: at(1_000),
  eventCreatedAt: at(2_000),
  eventType: "customer.subscription.updated",
  ...p,
});

describe("isStaleSubscriptionVersion", () => {
  it("applies anything to a subscription not seen before", () => {
    expect(isStaleSubscriptionVersion(null, v({}))).toBe(false);
  });

  it("ignores an event from before the stored one", () => {
    expect(isStaleSubscriptionVersion(v({ eventCreatedAt: at(2_000) }), v({ eventCreatedAt: at(1_999), status: "incomplete" }))).toBe(true);
  });

  it("applies a newer event", () => {
    expect(isStaleSubscriptionVersion(v({ eventCreatedAt: at(2_000) }), v({ eventCreatedAt: at(2_001), status: "past_due" }))).toBe(false);
  });

  it("an older billing period loses even when its event was created later (replayed)", () => {
    const stored = v({ currentPeriodStart: at(5_000), eventCreatedAt: at(5_000) });
    expect(isStaleSubscriptionVersion(stored, v({ currentPeriodStart: at(1_000), eventCreatedAt: at(6_000) }))).toBe(true);
  });

  it("a newer billing period wins", () => {
    const stored = v({ currentPeriodStart: at(1_000), eventCreatedAt: at(5_000) });
    expect(isStaleSubscriptionVersion(stored, v({ currentPeriodStart: at(4_000), eventCreatedAt: at(5_000) }))).toBe(false);
  });

  it("never revives a canceled subscription", () => {
    const stored = v({ status: "canceled", eventType: "customer.subscription.deleted", eventCreatedAt: at(3_000) });
    expect(isStaleSubscriptionVersion(stored, v({ status: "active", eventCreatedAt: at(9_000) }))).toBe(true);
    expect(isStaleSubscriptionVersion(stored, v({ status: "canceled", eventType: "customer.subscription.deleted", eventCreatedAt: at(9_000) }))).toBe(false);
  });

  it("within the same second a created event does not override an updated one", () => {
    const stored = v({ eventType: "customer.subscription.updated", eventCreatedAt: at(2_000) });
    expect(isStaleSubscriptionVersion(stored, v({ eventType: "customer.subscription.created", status: "incomplete" }))).toBe(true);
    expect(isStaleSubscriptionVersion(v({ eventType: "customer.subscription.created" }), v({ eventType: "customer.subscription.updated" }))).toBe(false);
  });

  it("the same version again is applied (idempotent re-write)", () => {
    expect(isStaleSubscriptionVersion(v({}), v({}))).toBe(false);
  });

  it("whatever order a sequence of versions arrives in, the newest is what remains", () => {
    const types = ["customer.subscription.created", "customer.subscription.updated"];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 50 }), fc.constantFrom(...types)), {
          minLength: 1,
          maxLength: 12,
          selector: ([p, e, t]) => `${p}|${e}|${t}`,
        }),
        (raw) => {
          const versions = raw.map(([p, e, t]) => v({ currentPeriodStart: at(p * 100), eventCreatedAt: at(e), eventType: t }));
          const key = (x: SubscriptionVersion) => [x.currentPeriodStart!.getTime(), x.eventCreatedAt.getTime(), x.eventType.endsWith(".created") ? 0 : 1];
          const newest = [...versions].sort((a, b) => {
            const ka = key(a);
            const kb = key(b);
            return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2];
          })[versions.length - 1];
          let stored: SubscriptionVersion | null = null;
          for (const x of versions) if (!isStaleSubscriptionVersion(stored, x)) stored = x;
          expect(stored).toBe(newest);
        },
      ),
    );
  });
});
