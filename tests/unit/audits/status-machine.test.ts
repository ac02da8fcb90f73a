import { describe, expect, it } from "vitest";
import { AUDIT_STATUSES } from "@/lib/vocabulary";
import { allowedAuditStatuses, checkAuditTransition, isAuditStatus, nextAuditStatus } from "@/lib/audits/internal/status-machine";

describe("audit status machine", () => {
  it("steps through the statuses in order", () => {
    expect(nextAuditStatus("draft")).toBe("in_progress");
    expect(nextAuditStatus("findings")).toBe("complete");
    expect(nextAuditStatus("complete")).toBeNull();
  });

  it("allows exactly one step forward and treats the same status as a no-op, for every pair", () => {
    for (const [i, from] of AUDIT_STATUSES.entries()) {
      for (const [j, to] of AUDIT_STATUSES.entries()) {
        const result = checkAuditTransition(from, to);
        if (i === j) expect(result).toEqual({ ok: true, changed: false });
        else if (j === i + 1) expect(result).toEqual({ ok: true, changed: true });
        else {
          expect(result.ok).toBe(false);
          if (!result.ok) {
            expect(result.details.from).toBe(from);
            expect(result.details.to).toBe(to);
            expect(result.details.allowed).toEqual(i + 1 < AUDIT_STATUSES.length ? [AUDIT_STATUSES[i + 1]] : []);
          }
        }
      }
    }
  });

  it("refuses skipping and moving backwards with the details the API reports", () => {
    expect(checkAuditTransition("draft", "findings")).toEqual({
      ok: false,
      details: { from: "draft", to: "findings", allowed: ["in_progress"] },
    });
    expect(checkAuditTransition("evidence_review", "in_progress")).toEqual({
      ok: false,
      details: { from: "evidence_review", to: "in_progress", allowed: ["findings"] },
    });
  });

  it("lists what an update may name", () => {
    expect(allowedAuditStatuses("draft")).toEqual(["draft", "in_progress"]);
    expect(allowedAuditStatuses("complete")).toEqual(["complete"]);
  });

  it("recognises only exact status values", () => {
    expect(isAuditStatus("draft")).toBe(true);
    expect(isAuditStatus("Draft")).toBe(false);
    expect(isAuditStatus("done")).toBe(false);
  });
});
