import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addPeriods, FREQUENCIES, nextRunAfter } from "@/lib/monitoring/internal/frequency";

const at = (s: string) => new Date(s);

describe("nextRunAfter", () => {
  it("moves each frequency one period past the anchor", () => {
    const anchor = at("2026-01-31T09:00:00.000Z");
    expect(nextRunAfter(anchor, "daily", anchor).toISOString()).toBe("2026-02-01T09:00:00.000Z");
    expect(nextRunAfter(anchor, "weekly", anchor).toISOString()).toBe("2026-02-07T09:00:00.000Z");
    expect(nextRunAfter(anchor, "monthly", anchor).toISOString()).toBe("2026-02-28T09:00:00.000Z");
    expect(nextRunAfter(anchor, "quarterly", anchor).toISOString()).toBe("2026-04-30T09:00:00.000Z");
  });

  it("keeps month-end schedules on the month's end instead of drifting", () => {
    const anchor = at("2026-01-31T09:00:00.000Z");
    expect(nextRunAfter(anchor, "monthly", at("2026-02-28T09:00:00.000Z")).toISOString()).toBe("2026-03-31T09:00:00.000Z");
  });

  it("skips missed periods: runs once, then resumes the rhythm", () => {
    const anchor = at("2026-01-01T00:00:00.000Z");
    expect(nextRunAfter(anchor, "daily", at("2026-03-10T12:00:00.000Z")).toISOString()).toBe("2026-03-11T00:00:00.000Z");
  });

  it("is always the first series point strictly after now", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01"), max: new Date("2030-01-01"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 3 * 365 * 86_400_000 }),
        fc.constantFrom(...FREQUENCIES),
        (anchor, offset, frequency) => {
          const now = new Date(anchor.getTime() + offset);
          const next = nextRunAfter(anchor, frequency, now);
          expect(next.getTime()).toBeGreaterThan(now.getTime());
          let k = 1;
          while (addPeriods(anchor, frequency, k).getTime() !== next.getTime()) {
            expect(addPeriods(anchor, frequency, k).getTime()).toBeLessThanOrEqual(now.getTime());
            k++;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
