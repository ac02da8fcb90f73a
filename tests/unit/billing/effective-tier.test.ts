import { afterEach, describe, expect, it } from "vitest";
import { CUSTOM_FRAMEWORKS_TIER, planRequirementNote, TIERS } from "@/lib/vocabulary";
import { config } from "@/lib/config";
import { effectiveTier } from "@/lib/context/effective-tier";

const saved = process.env.STRIPE_SECRET_KEY;
afterEach(() => {
  if (saved === undefined) delete process.env.STRIPE_SECRET_KEY;
  else process.env.STRIPE_SECRET_KEY = saved;
});

describe("effective tier (docs/api.md §6)", () => {
  it("is the stored tier while billing is on", () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_x";
    expect(config.billingEnabled).toBe(true);
    for (const tier of TIERS) expect(effectiveTier(tier)).toBe(tier);
  });

  it("is enterprise for every account while billing is off (no key, or a blank one)", () => {
    for (const key of [undefined, "", "   "]) {
      if (key === undefined) delete process.env.STRIPE_SECRET_KEY;
      else process.env.STRIPE_SECRET_KEY = key;
      expect(config.billingEnabled).toBe(false);
      for (const tier of TIERS) expect(effectiveTier(tier)).toBe("enterprise");
    }
  });
});

describe("the plan note of a gated feature (the frameworks page)", () => {
  it("names the plan only for an account whose effective tier lacks the feature", () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_x";
    expect(planRequirementNote("Custom frameworks", CUSTOM_FRAMEWORKS_TIER, effectiveTier("business"))).toBe("Custom frameworks need the Scale plan.");
    expect(planRequirementNote("Custom frameworks", CUSTOM_FRAMEWORKS_TIER, effectiveTier("scale"))).toBeNull();
    expect(planRequirementNote("Custom frameworks", CUSTOM_FRAMEWORKS_TIER, effectiveTier("enterprise"))).toBeNull();
  });

  it("never shows with billing off: every account has every feature", () => {
    delete process.env.STRIPE_SECRET_KEY;
    for (const tier of TIERS) expect(planRequirementNote("Custom frameworks", CUSTOM_FRAMEWORKS_TIER, effectiveTier(tier))).toBeNull();
  });
});
