import { describe, expect, it } from "vitest";
import { DEFAULT_USAGE_LIMITS, parseUsageLimits, usageLimitFor } from "@/lib/billing/internal/usage-limits";

describe("usage limits", () => {
  it("defaults to the documented values (docs/api.md §6)", () => {
    expect(parseUsageLimits(undefined)).toEqual({ free: 100, starter: 1000, business: 10000, scale: 100000, enterprise: 1000000 });
    expect(usageLimitFor("business", {})).toBe(10_000);
  });

  it("lets USAGE_LIMITS override single tiers", () => {
    expect(parseUsageLimits('{"free": 5, "scale": 7}')).toEqual({ ...DEFAULT_USAGE_LIMITS, free: 5, scale: 7 });
    expect(usageLimitFor("free", { USAGE_LIMITS: '{"free":3}' })).toBe(3);
    expect(usageLimitFor("free", { USAGE_LIMITS: '{"free":4}' })).toBe(4);
  });

  it.each([
    ["not json", /JSON object/],
    ["[1,2]", /keyed by tier/],
    ['{"gold": 5}', /unknown tier "gold"/],
    ['{"free": -1}', /non-negative integer/],
    ['{"free": 1.5}', /non-negative integer/],
    ['{"free": "10"}', /non-negative integer/],
  ])("refuses %s", (raw, message) => {
    expect(() => parseUsageLimits(raw)).toThrow(message);
  });
});
