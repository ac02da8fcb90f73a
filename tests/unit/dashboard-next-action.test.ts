import { describe, expect, it } from "vitest";
import { nextActionFor } from "@/lib/dashboard/internal/next-action";
import type { ReadinessSource } from "@/lib/readiness";

const control = (readiness: "met" | "partial" | "missing" | "not_applicable", sources: ReadinessSource[] = [], title: string | null = "Logical access") => ({
  controlId: "CC6.1",
  title,
  readiness,
  sources,
});
const expired: ReadinessSource = { type: "evidence", id: "e1", title: "Access review Q1", detail: "expired 2026-03-01", counts: false };
const attested: ReadinessSource = { type: "attestation", title: "Access control", detail: "attested in the business profile", counts: false };
const failingTest: ReadinessSource = { type: "test", id: "t1", title: "MFA enforced", detail: "test failing", counts: false };
const current: ReadinessSource = { type: "evidence", id: "e2", title: "Access review Q3", detail: "current", counts: true };

describe("nextActionFor", () => {
  it("asks to upload evidence for a missing control, by id and title", () => {
    expect(nextActionFor(control("missing"))).toEqual({ kind: "add_evidence", action: "Upload evidence for CC6.1 Logical access" });
  });

  it("names the control by id alone when its title is unknown", () => {
    expect(nextActionFor(control("missing", [], null))?.action).toBe("Upload evidence for CC6.1");
  });

  it("asks to renew expired evidence before adding new", () => {
    expect(nextActionFor(control("missing", [expired]))).toEqual({
      kind: "renew_evidence",
      action: 'Renew the expired evidence "Access review Q1" for CC6.1 Logical access',
    });
  });

  it("asks for evidence on the control itself when only a mapped control that covers part of it supports it", () => {
    const viaCrosswalk: ReadinessSource = {
      ...current,
      detail: "current; via ISO/IEC 27001:2022 A.5.15 (intersects with; official crosswalk)",
      via: { framework: "iso27001", controlId: "A.5.15", relationship: "intersects_with", kind: "direct", origin: "crosswalk", support: "partial" },
    };
    expect(nextActionFor(control("partial", [viaCrosswalk, attested]))).toEqual({
      kind: "add_evidence",
      action: "Upload evidence for CC6.1 Logical access: a mapped control covers only part of it",
    });
  });

  it("asks to back an attested-only control with evidence", () => {
    expect(nextActionFor(control("partial", [attested]))).toEqual({
      kind: "back_attestation",
      action: "Upload evidence to back the attested practice for CC6.1 Logical access",
    });
  });

  it("puts a failing test first: it holds the control at partial whatever else supports it", () => {
    expect(nextActionFor(control("partial", [current, failingTest, expired]))).toEqual({
      kind: "fix_test",
      action: "Fix the failing test for CC6.1 Logical access",
    });
  });

  it("has nothing to do for met and not-applicable controls", () => {
    expect(nextActionFor(control("met", [current]))).toBeUndefined();
    expect(nextActionFor(control("not_applicable"))).toBeUndefined();
  });
});
