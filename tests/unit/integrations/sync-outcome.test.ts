import { describe, expect, it } from "vitest";
import { syncOutcome } from "@/lib/vocabulary";

const sync = (status: "running" | "succeeded" | "failed", passing: number, failing: number, errors: number) => ({ status, passing, failing, errors });

describe("what a sync amounts to", () => {
  it("a sync that ran but could evaluate nothing is not a success", () => {
    expect(syncOutcome(sync("succeeded", 0, 0, 6))).toBe("nothing_evaluated");
  });

  it("one that evaluated something, or found nothing to evaluate, succeeded; running and failed stay so", () => {
    expect(syncOutcome(sync("succeeded", 1, 0, 5))).toBe("succeeded");
    expect(syncOutcome(sync("succeeded", 0, 2, 1))).toBe("succeeded");
    expect(syncOutcome(sync("succeeded", 0, 0, 0))).toBe("succeeded");
    expect(syncOutcome(sync("failed", 0, 0, 0))).toBe("failed");
    expect(syncOutcome(sync("running", 0, 0, 0))).toBe("running");
  });
});
