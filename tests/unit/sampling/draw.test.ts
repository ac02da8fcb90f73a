import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { drawSample, newSeed, recommendedSampleSize, SAMPLE_SIZE_TABLE } from "@/lib/sampling";

describe("drawSample", () => {
  it("draws the published vector for seed 'abc' (docs/sampling.md re-performs it in Python)", () => {
    expect(drawSample({ seed: "abc", populationSize: 500, size: 25 })).toEqual([
      20, 170, 387, 412, 477, 300, 246, 471, 349, 397, 252, 362, 319, 494, 465, 353, 7, 361, 73, 67, 294, 417, 145, 79, 158,
    ]);
  });

  it("is the same for the same seed, and different for another", () => {
    const a = drawSample({ seed: "audit-2026", populationSize: 10_000, size: 40 });
    expect(drawSample({ seed: "audit-2026", populationSize: 10_000, size: 40 })).toEqual(a);
    expect(drawSample({ seed: "audit-2027", populationSize: 10_000, size: 40 })).not.toEqual(a);
  });

  it("a smaller sample from the same seed is the start of the larger one", () => {
    const large = drawSample({ seed: "s", populationSize: 1_000, size: 60 });
    expect(drawSample({ seed: "s", populationSize: 1_000, size: 25 })).toEqual(large.slice(0, 25));
  });

  it("draws without replacement, within 1..N, and the whole population when size = N", () => {
    const drawn = drawSample({ seed: newSeed(), populationSize: 1_000_000, size: 60 });
    expect(new Set(drawn).size).toBe(60);
    expect(drawn.every((n) => Number.isInteger(n) && n >= 1 && n <= 1_000_000)).toBe(true);
    const all = drawSample({ seed: "x", populationSize: 200, size: 200 });
    expect([...all].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it("reads its random numbers from SHA-256(seed:counter) as big-endian 64-bit words", () => {
    // With N = 2 the first pick is word 0 of SHA-256("k:0") mod 2 (no rejection is possible for a power of two).
    const first = createHash("sha256").update("k:0").digest().readBigUInt64BE(0);
    expect(drawSample({ seed: "k", populationSize: 2, size: 1 })).toEqual([Number(first % 2n) + 1]);
  });

  it("is close to uniform", () => {
    const counts = new Array(10).fill(0);
    for (let i = 0; i < 20_000; i++) counts[drawSample({ seed: `u${i}`, populationSize: 10, size: 1 })[0] - 1]++;
    for (const c of counts) expect(Math.abs(c - 2_000)).toBeLessThan(200);
  });

  it("refuses a size outside 0..N", () => {
    expect(() => drawSample({ seed: "s", populationSize: 5, size: 6 })).toThrow(RangeError);
    expect(() => drawSample({ seed: "s", populationSize: 5, size: -1 })).toThrow(RangeError);
  });

  it("makes 128-bit hex seeds", () => {
    expect(newSeed()).toMatch(/^[0-9a-f]{32}$/);
    expect(newSeed()).not.toBe(newSeed());
  });
});

describe("recommendedSampleSize", () => {
  it("follows the table: the low end by default, the high end for a higher-risk control", () => {
    expect(recommendedSampleSize("annual", 1)).toEqual({ size: 1, min: 1, max: 1, testInFull: true });
    expect(recommendedSampleSize("quarterly", 4).size).toBe(2);
    expect(recommendedSampleSize("monthly", 12)).toMatchObject({ size: 2, min: 2, max: 5, testInFull: false });
    expect(recommendedSampleSize("monthly", 12, true).size).toBe(5);
    expect(recommendedSampleSize("weekly", 52).size).toBe(5);
    expect(recommendedSampleSize("daily", 365).size).toBe(20);
    expect(recommendedSampleSize("daily", 365, true).size).toBe(40);
    expect(recommendedSampleSize("multiple_daily", 1_000_000)).toMatchObject({ size: 25, max: 60 });
    expect(Object.keys(SAMPLE_SIZE_TABLE)).toEqual(["annual", "quarterly", "monthly", "weekly", "daily", "multiple_daily"]);
  });

  it("tests a population under the minimum in full", () => {
    expect(recommendedSampleSize("daily", 12)).toEqual({ size: 12, min: 20, max: 40, testInFull: true });
    expect(recommendedSampleSize("multiple_daily", 0).size).toBe(0);
  });
});
