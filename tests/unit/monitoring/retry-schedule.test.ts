import { describe, expect, it } from "vitest";
import {
  attemptsPerRound,
  describeRetrySchedule,
  MAX_DELIVERY_ATTEMPTS,
  retryDelayMs,
  retrySchedule,
  retryWindowMs,
  WEBHOOK_RETRY_SCHEDULE_MS,
} from "@/lib/alerts/internal/retry-schedule";

const HOUR = 3_600_000;

describe("webhook retry schedule", () => {
  it("is Svix's: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h", () => {
    expect(WEBHOOK_RETRY_SCHEDULE_MS).toEqual([0, 5_000, 300_000, 1_800_000, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR]);
    expect(MAX_DELIVERY_ATTEMPTS).toBe(8);
    // docs/api.md §12: never fewer than four retries.
    expect(MAX_DELIVERY_ATTEMPTS - 1).toBeGreaterThanOrEqual(4);
  });

  it("survives a receiver outage of more than a day, even with the shortest jitter", () => {
    expect(retryWindowMs()).toBeGreaterThan(27 * HOUR);
    const shortest = WEBHOOK_RETRY_SCHEDULE_MS.slice(1).reduce((sum, _d, i) => sum + retryDelayMs(i + 1, WEBHOOK_RETRY_SCHEDULE_MS, () => 0), 0);
    expect(shortest).toBeGreaterThan(24 * HOUR);
  });

  it("jitters each delay by at most ±10%, and the first retry comes within seconds", () => {
    expect(retryDelayMs(1, WEBHOOK_RETRY_SCHEDULE_MS, () => 0)).toBe(4_500);
    expect(retryDelayMs(1, WEBHOOK_RETRY_SCHEDULE_MS, () => 1)).toBe(5_500);
    expect(retryDelayMs(4, WEBHOOK_RETRY_SCHEDULE_MS, () => 0.5)).toBe(2 * HOUR);
    for (let retry = 1; retry < 8; retry++) {
      const d = retryDelayMs(retry, WEBHOOK_RETRY_SCHEDULE_MS);
      expect(d).toBeGreaterThanOrEqual(WEBHOOK_RETRY_SCHEDULE_MS[retry] * 0.9);
      expect(d).toBeLessThanOrEqual(WEBHOOK_RETRY_SCHEDULE_MS[retry] * 1.1);
    }
    // Past the end of the schedule the last delay repeats; before the start the first retry's.
    expect(retryDelayMs(20, WEBHOOK_RETRY_SCHEDULE_MS, () => 0.5)).toBe(10 * HOUR);
    expect(retryDelayMs(-3, WEBHOOK_RETRY_SCHEDULE_MS, () => 0.5)).toBe(5_000);
  });

  it("is overridden by WEBHOOK_RETRY_SCHEDULE_MS, whose length is the attempts per round", () => {
    expect(retrySchedule({})).toBe(WEBHOOK_RETRY_SCHEDULE_MS);
    expect(retrySchedule({ WEBHOOK_RETRY_SCHEDULE_MS: "0, 10, 20,30,40" })).toEqual([0, 10, 20, 30, 40]);
    expect(attemptsPerRound({ WEBHOOK_RETRY_SCHEDULE_MS: "0,0,0,0,0,0" })).toBe(6);
    for (const bad of ["0,1,2,3", "5,1,2,3,4", "0,1,x,3,4", "0,1,-2,3,4", "0,1.5,2,3,4"]) {
      expect(() => retrySchedule({ WEBHOOK_RETRY_SCHEDULE_MS: bad }), bad).toThrow(/WEBHOOK_RETRY_SCHEDULE_MS/);
    }
  });

  it("is described in words for the API document", () => {
    expect(describeRetrySchedule()).toBe(
      "8 attempts: the first immediately, then retries 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after the previous attempt " +
        "(each ±10% jitter; about 27.6 h in total); then the delivery is `failed` and can be redelivered, which starts a new round",
    );
  });
});
