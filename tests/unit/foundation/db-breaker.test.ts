import { describe, expect, it } from "vitest";
import { CircuitBreaker } from "@/lib/db/breaker";
import { DatabaseUnavailableError, databaseFailureOf } from "@/lib/db/unavailable";

function breaker() {
  let now = 0;
  const changes: string[] = [];
  const b = new CircuitBreaker({ cooldownMs: 1_000, probeLeaseMs: 5_000, now: () => now, onChange: (state) => changes.push(state) });
  return { b, changes, advance: (ms: number) => (now += ms) };
}

describe("the database circuit breaker", () => {
  it("fails fast for one cool-down after a connection failure, then lets a single probe through", () => {
    const { b, changes, advance } = breaker();
    b.admit();
    b.failure(new Error("ECONNREFUSED"));
    expect(() => b.admit()).toThrow(DatabaseUnavailableError);
    advance(400);
    expect(b.retryAfterMs()).toBe(600);
    advance(600);
    b.admit(); // the probe
    expect(() => b.admit()).toThrow(DatabaseUnavailableError); // everyone else while it runs
    b.failure();
    expect(() => b.admit()).toThrow(DatabaseUnavailableError);
    advance(1_000);
    b.admit();
    b.success();
    b.admit();
    b.admit();
    expect(changes).toEqual(["open", "closed"]); // once per outage, not per failed probe
  });

  it("lets another request probe when a probe hangs past its lease", () => {
    const { b, advance } = breaker();
    b.failure();
    advance(1_000);
    b.admit();
    advance(4_999);
    expect(() => b.admit()).toThrow(DatabaseUnavailableError);
    advance(1);
    b.admit();
  });
});

describe("database failures", () => {
  const wrapped = (code: string) => Object.assign(new Error("Failed query: select 1\nparams: "), { cause: Object.assign(new Error("x"), { code }) });

  it("tell an unreachable database from a lost connection, through drizzle's wrapper", () => {
    for (const code of ["ECONNREFUSED", "CONNECT_TIMEOUT", "ETIMEDOUT", "57P03", "08001", "08006"])
      expect(databaseFailureOf(wrapped(code))).toBe("unreachable");
    for (const code of ["CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED", "ECONNRESET", "57P01", "57P02", "57014", "53300", "08P01", "08003"]) {
      expect(databaseFailureOf(wrapped(code))).toBe("transient");
    }
    expect(databaseFailureOf(new DatabaseUnavailableError(500))).toBe("unreachable");
  });

  it("leave constraint and other errors alone", () => {
    for (const code of ["23505", "22P02", "42P01", "40001"]) expect(databaseFailureOf(wrapped(code))).toBeUndefined();
    expect(databaseFailureOf(new Error("boom"))).toBeUndefined();
    expect(databaseFailureOf(null)).toBeUndefined();
  });
});
