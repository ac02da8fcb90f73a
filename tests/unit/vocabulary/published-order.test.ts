import { describe, expect, it } from "vitest";
import { AUDIT_STATUSES, ROLES, TIERS, roleAtLeast, tierAtLeast } from "@/lib/vocabulary";

// These orders are published (docs/api.md §4, §6, §8): a role or tier includes every one before it, and the audit
// moves through its statuses in this order. Reordering a list changes who may do what, so it is pinned here.
describe("published orders", () => {
  it("ranks roles lowest first", () => {
    expect(ROLES).toEqual(["viewer", "member", "admin", "owner"]);
    expect(roleAtLeast("admin", "member")).toBe(true);
    expect(roleAtLeast("member", "admin")).toBe(false);
  });

  it("ranks tiers cheapest first", () => {
    expect(TIERS).toEqual(["free", "starter", "business", "scale", "enterprise"]);
    expect(tierAtLeast("scale", "business")).toBe(true);
    expect(tierAtLeast("starter", "business")).toBe(false);
  });

  it("orders the audit statuses as the interface lists them", () => {
    expect(AUDIT_STATUSES).toEqual(["draft", "in_progress", "evidence_review", "findings", "complete"]);
  });
});
