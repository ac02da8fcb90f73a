import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatLongDate } from "@/lib/format/date-time";

describe("date-time formatting", () => {
  it("formats instants in UTC whatever the process time zone", () => {
    expect(formatDateTime("2026-11-25T02:51:33Z")).toBe("25 Nov 2026, 02:51 UTC");
    expect(formatDateTime("2026-01-05T23:59:00-02:00")).toBe("6 Jan 2026, 01:59 UTC");
    expect(formatDateTime(new Date(Date.UTC(2027, 2, 31, 0, 0)))).toBe("31 Mar 2027, 00:00 UTC");
  });

  it("reads bare calendar dates as that UTC day", () => {
    expect(formatDate("2027-03-31")).toBe("31 Mar 2027");
    expect(formatDate("2026-11-25T23:30:00Z")).toBe("25 Nov 2026");
  });

  it("writes the month out for generated documents", () => {
    expect(formatLongDate("2027-03-01")).toBe("1 March 2027");
    expect(formatLongDate(new Date(Date.UTC(2026, 11, 31, 23, 59)))).toBe("31 December 2026");
    expect(formatLongDate(null)).toBe("—");
  });

  it("matches the en-GB/UTC Intl rendering the console used before", () => {
    const iso = "2026-11-25T02:51:33Z";
    const intl = new Date(iso).toLocaleString("en-GB", {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "UTC",
      timeZoneName: "short",
    });
    expect(formatDateTime(iso)).toBe(intl);
  });

  it("shows a dash for missing or invalid values", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDateTime(undefined)).toBe("—");
    expect(formatDateTime("")).toBe("—");
    expect(formatDate("not a date")).toBe("—");
  });
});
