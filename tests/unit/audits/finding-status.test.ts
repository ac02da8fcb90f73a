import { describe, expect, it } from "vitest";
import { FINDING_STATUSES } from "@/lib/vocabulary";
import { bringsNewText, checkFindingTransition } from "@/lib/audits/internal/finding-status";

const current = { description: "MFA is not enforced for admins", remediation: "Enforce MFA" };

describe("finding status rule", () => {
  it("moves freely between all values except reopening a closed finding", () => {
    for (const from of FINDING_STATUSES) {
      for (const to of FINDING_STATUSES) {
        const result = checkFindingTransition(from, to, { current, next: {} });
        const reopening = to === "open" && (from === "resolved" || from === "accepted");
        if (from === to) expect(result).toEqual({ ok: true, changed: false });
        else if (reopening) expect(result.ok).toBe(false);
        else expect(result).toEqual({ ok: true, changed: true });
      }
    }
  });

  it("reopens a resolved or accepted finding when the update brings a new description or remediation", () => {
    for (const from of ["resolved", "accepted"] as const) {
      expect(checkFindingTransition(from, "open", { current, next: { description: "MFA missing on 3 accounts" } }).ok).toBe(true);
      expect(checkFindingTransition(from, "open", { current, next: { remediation: "Enforce MFA via IdP policy" } }).ok).toBe(true);
    }
  });

  it("does not count an unchanged description or remediation as new", () => {
    const result = checkFindingTransition("resolved", "open", {
      current,
      next: { description: current.description, remediation: current.remediation },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.details).toMatchObject({ from: "resolved", to: "open", allowed: ["in_progress", "accepted"] });
    }
  });

  it("treats setting a remediation where there was none as new text", () => {
    expect(bringsNewText({ current: { description: "d", remediation: null }, next: { remediation: "fix" } })).toBe(true);
    expect(bringsNewText({ current: { description: "d", remediation: null }, next: { remediation: null } })).toBe(false);
  });

  it("does not count clearing the remediation as new text, so it cannot reopen a finding", () => {
    expect(bringsNewText({ current: { description: "d", remediation: "fix" }, next: { remediation: null } })).toBe(false);
    expect(bringsNewText({ current: { description: "d", remediation: "fix" }, next: { remediation: "" } })).toBe(false);
    expect(checkFindingTransition("accepted", "open", { current, next: { remediation: null } }).ok).toBe(false);
  });
});
