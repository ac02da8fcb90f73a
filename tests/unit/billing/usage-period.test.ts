import { describe, expect, it } from "vitest";
import { calendarMonth, periodDates, usageWindow } from "@/lib/billing/internal/usage-period";

const d = (iso: string) => new Date(iso);

describe("usageWindow", () => {
  it("is the UTC calendar month without a subscription", () => {
    const w = usageWindow(d("2026-11-22T09:30:00Z"), null);
    expect(w).toEqual({ start: d("2026-11-01T00:00:00Z"), end: d("2026-12-01T00:00:00Z") });
    expect(periodDates(w)).toEqual({ start: "2026-11-01", end: "2026-11-30" });
  });

  it("handles the year boundary and leap February", () => {
    expect(periodDates(calendarMonth(d("2026-12-31T23:59:59.999Z")))).toEqual({ start: "2026-12-01", end: "2026-12-31" });
    expect(periodDates(calendarMonth(d("2028-02-10T00:00:00Z")))).toEqual({ start: "2028-02-01", end: "2028-02-29" });
  });

  it("is the subscription period while the subscription counts", () => {
    const sub = { status: "active", currentPeriodStart: d("2026-11-15T10:00:00Z"), currentPeriodEnd: d("2026-12-15T10:00:00Z") };
    const w = usageWindow(d("2026-12-01T00:00:00Z"), sub);
    expect(w).toEqual({ start: sub.currentPeriodStart, end: sub.currentPeriodEnd });
    expect(periodDates(w)).toEqual({ start: "2026-11-15", end: "2026-12-15" });
  });

  it("falls back to the month for a canceled subscription or a period already over", () => {
    const sub = { status: "canceled", currentPeriodStart: d("2026-11-15T10:00:00Z"), currentPeriodEnd: d("2026-12-15T10:00:00Z") };
    expect(usageWindow(d("2026-11-20T00:00:00Z"), sub).start).toEqual(d("2026-11-01T00:00:00Z"));
    const over = { ...sub, status: "active" };
    expect(usageWindow(d("2026-12-15T10:00:00Z"), over).start).toEqual(d("2026-12-01T00:00:00Z"));
  });
});
