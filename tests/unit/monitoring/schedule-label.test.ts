import { describe, expect, it } from "vitest";
import { scheduleLabel, scheduleLabelIn, scheduleLabels } from "@/components/monitoring/format";

const names = new Map([["soc2", "SOC 2 (Trust Services Criteria)"]]);
const schedule = (id: string, name: string | null, frequency: "daily" | "weekly" = "daily", createdAt = "2026-12-07T21:35:00.000Z") => ({
  id,
  name,
  frameworkId: "soc2",
  frequency,
  createdAt,
});

describe("how the console names a schedule", () => {
  it("says its name, or its framework and how often it checks; never its id", () => {
    expect(scheduleLabel(schedule("b8d161e2-0000", "EU entity"), "SOC 2")).toBe("EU entity · SOC 2");
    expect(scheduleLabel(schedule("b8d161e2-0000", null), "SOC 2")).toBe("SOC 2 · daily check");
    const labels = scheduleLabels([schedule("a", null), schedule("b", null, "weekly")], names);
    expect([...labels.values()]).toEqual(["SOC 2 (Trust Services Criteria) · daily check", "SOC 2 (Trust Services Criteria) · weekly check"]);
    for (const label of labels.values()) expect(label).not.toMatch(/[0-9a-f]{8}|schedule [a-z0-9]/);
  });

  it("tells apart two that would read alike: by creation day, then by order", () => {
    const labels = scheduleLabels(
      [
        schedule("a", null, "daily", "2026-11-01T10:00:00Z"),
        schedule("b", null, "daily", "2026-12-07T10:00:00Z"),
        schedule("c", null, "daily", "2026-12-07T11:00:00Z"),
      ],
      names,
    );
    expect(labels.get("a")).toBe("SOC 2 (Trust Services Criteria) · daily check (created 1 Nov 2026)");
    expect(labels.get("b")).toBe("SOC 2 (Trust Services Criteria) · daily check (created 7 Dec 2026) #1");
    expect(labels.get("c")).toBe("SOC 2 (Trust Services Criteria) · daily check (created 7 Dec 2026) #2");
  });

  it("names a schedule deleted since by what its result remembers", () => {
    const labels = scheduleLabels([], names);
    expect(scheduleLabelIn(labels, { id: "x", name: "Old", frameworkId: "soc2" }, names)).toBe("Old · SOC 2 (Trust Services Criteria)");
    expect(scheduleLabelIn(labels, { id: "x", name: null, frameworkId: "soc2" }, names)).toBe("SOC 2 (Trust Services Criteria) · a deleted schedule");
  });
});
