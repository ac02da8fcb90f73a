import { sha256Hex } from "@/lib/credentials/secrets";
import { RateLimiterRes } from "rate-limiter-flexible";
import { config } from "@/lib/config";
import { isServiceError, type ErrorCode } from "@/lib/errors";
import { addressBucket, postgresLimiter, rateLimited } from "@/lib/http/rate-limit";
import { formatWait } from "@/lib/client/sign-in-errors";

/**
 * Limits on every credential check (password sign-in and token, registration, invitation accept,
 * and any later one such as password reset), after rate-limiter-flexible's "login endpoint
 * protection" recipe, counted in PostgreSQL so they hold across instances:
 *
 * 1. attempts per client address per minute (floods);
 * 2. failures per client address per day, over all targets (slow brute force from one address);
 * 3. consecutive failures on one target from one address: after N, that pair backs off
 *    (block doubling from RATE_LIMIT_AUTH_BACKOFF_SECONDS); a success resets it;
 * 4. failures on one target from all addresses per day: after M, the target backs off the same way
 *    for addresses that have not signed in to it successfully in the last 30 days.
 *
 * Why 4 is bounded and spares known addresses: a limit per account alone lets an attacker lock
 * the owner out by failing on purpose from many addresses. Here every block lasts at most
 * RATE_LIMIT_AUTH_MAX_BLOCK_SECONDS, a distributed guesser is held to about one guess per block, and
 * the owner signing in from an address that succeeded before is not held by it at all.
 *
 * Call order: `limitCredentialAttempt` BEFORE checking (throws 429), then `recordCredentialFailure`
 * or `recordCredentialSuccess`; or let `limitedCredentialCheck` do all three. Never inside a
 * database transaction: the counters use the pool, which holds one connection on the embedded
 * database.
 */
export interface CredentialAttempt {
  /** `clientAddress(...)` of the request. */
  address: string;
  /** What the attempt tries to open, e.g. `email:<normalised e-mail>`, `invitation:<token hash>`; stored hashed. */
  target: string;
}

export interface CredentialLimitSettings {
  perMinute: number;
  failuresPerDay: number;
  consecutiveFailures: number;
  targetFailures: number;
  backoffSeconds: number;
  maxBlockSeconds: number;
}

const DAY = 86_400;
const KNOWN_ADDRESS_SECONDS = 30 * DAY;

export type CredentialLimiters = ReturnType<typeof createCredentialLimiters>;

/** One set of limiters; every set on the same database sees the same counters. */
export function createCredentialLimiters(settings: CredentialLimitSettings) {
  const counter = (keyPrefix: string, points: number, sweep = false) => postgresLimiter({ keyPrefix, points, duration: DAY, sweep });
  // A block is a row that lives as long as the block; its duration is chosen per failure.
  const block = (keyPrefix: string) => postgresLimiter({ keyPrefix, points: 1, duration: settings.maxBlockSeconds });
  return {
    settings,
    perMinute: postgresLimiter({ keyPrefix: "cred_min", points: settings.perMinute, duration: 60, sweep: true }),
    addressFailures: counter("cred_fail_addr", settings.failuresPerDay),
    pairFailures: counter("cred_fail_pair", settings.consecutiveFailures),
    targetFailures: counter("cred_fail_target", settings.targetFailures),
    pairBlock: block("cred_block_pair"),
    targetBlock: block("cred_block_target"),
    known: postgresLimiter({ keyPrefix: "cred_known", points: 1, duration: KNOWN_ADDRESS_SECONDS }),
  };
}

export function credentialLimitSettings(): CredentialLimitSettings {
  const r = config.rateLimits;
  return {
    perMinute: r.authPerMinute,
    failuresPerDay: r.authFailuresPerDay,
    consecutiveFailures: r.authConsecutiveFailures,
    targetFailures: r.authTargetFailures,
    backoffSeconds: r.authBackoffSeconds,
    maxBlockSeconds: r.authMaxBlockSeconds,
  };
}

const globalKey = Symbol.for("compliance-platform.credential-limiters");
type Holder = { [globalKey]?: { limiters: CredentialLimiters; signature: string } };

/** The process's limiters, rebuilt when the configuration changes (tests lower limits through the environment). */
export function credentialLimiters(): CredentialLimiters {
  const holder = globalThis as Holder;
  const settings = credentialLimitSettings();
  const signature = JSON.stringify(settings);
  if (holder[globalKey]?.signature !== signature) holder[globalKey] = { limiters: createCredentialLimiters(settings), signature };
  return holder[globalKey]!.limiters;
}

function keysOf(attempt: CredentialAttempt) {
  const address = addressBucket(attempt.address);
  // E-mails and token hashes never sit in the table in clear; 128 bits keep targets apart.
  const target = sha256Hex(attempt.target).slice(0, 32);
  return { address, target, pair: `${target}:${address}` };
}

/** Throws 429 `rate_limited` (with Retry-After) when this attempt may not be checked now; counts it otherwise. */
export async function limitCredentialAttempt(attempt: CredentialAttempt, limiters = credentialLimiters()): Promise<void> {
  const keys = keysOf(attempt);
  try {
    await limiters.perMinute.consume(keys.address);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooManyAttempts(rejection.msBeforeNext);
    throw rejection;
  }
  const [addressFailures, pairBlock, targetBlock, known] = await Promise.all([
    limiters.addressFailures.get(keys.address),
    limiters.pairBlock.get(keys.pair),
    limiters.targetBlock.get(keys.target),
    limiters.known.get(keys.pair),
  ]);
  let waitMs = 0;
  if (addressFailures && addressFailures.consumedPoints >= limiters.settings.failuresPerDay) waitMs = Math.max(waitMs, addressFailures.msBeforeNext);
  if (pairBlock) waitMs = Math.max(waitMs, pairBlock.msBeforeNext);
  if (targetBlock && !known) waitMs = Math.max(waitMs, targetBlock.msBeforeNext);
  if (waitMs > 0) throw tooManyAttempts(waitMs);
}

/** Counts a failed check against the address, the address+target pair and the target; starts or lengthens their back-off. */
export async function recordCredentialFailure(attempt: CredentialAttempt, limiters = credentialLimiters()): Promise<void> {
  const keys = keysOf(attempt);
  const { consecutiveFailures, targetFailures } = limiters.settings;
  const [, pair, target] = await Promise.all([
    limiters.addressFailures.penalty(keys.address, 1),
    limiters.pairFailures.penalty(keys.pair, 1),
    limiters.targetFailures.penalty(keys.target, 1),
  ]);
  const blocks: Promise<unknown>[] = [];
  if (pair.consumedPoints >= consecutiveFailures) {
    blocks.push(limiters.pairBlock.set(keys.pair, 1, backoffSeconds(pair.consumedPoints - consecutiveFailures, limiters.settings)));
  }
  if (target.consumedPoints >= targetFailures) {
    blocks.push(limiters.targetBlock.set(keys.target, 1, backoffSeconds(target.consumedPoints - targetFailures, limiters.settings)));
  }
  await Promise.all(blocks);
}

/** A success clears the pair's consecutive failures and remembers the address as known for the target. */
export async function recordCredentialSuccess(attempt: CredentialAttempt, limiters = credentialLimiters()): Promise<void> {
  const keys = keysOf(attempt);
  await Promise.all([limiters.pairFailures.delete(keys.pair), limiters.pairBlock.delete(keys.pair), limiters.known.set(keys.pair, 1, KNOWN_ADDRESS_SECONDS)]);
}

/**
 * Runs one credential check under the limits. The check failed when it answers undefined or
 * throws a ServiceError with one of `failureCodes`; other errors (database down, …) count as neither.
 */
export async function limitedCredentialCheck<T>(
  attempt: CredentialAttempt,
  check: () => Promise<T | undefined>,
  failureCodes: readonly ErrorCode[] = [],
  limiters = credentialLimiters(),
): Promise<T | undefined> {
  await limitCredentialAttempt(attempt, limiters);
  let value: T | undefined;
  try {
    value = await check();
  } catch (error) {
    if (isServiceError(error) && failureCodes.includes(error.code)) await recordCredentialFailure(attempt, limiters);
    throw error;
  }
  if (value === undefined) await recordCredentialFailure(attempt, limiters);
  else await recordCredentialSuccess(attempt, limiters);
  return value;
}

/** base × 2^n seconds, at most the configured maximum: the n-th failure past the threshold. */
export function backoffSeconds(n: number, settings: Pick<CredentialLimitSettings, "backoffSeconds" | "maxBlockSeconds">): number {
  return Math.min(settings.backoffSeconds * 2 ** Math.min(n, 30), settings.maxBlockSeconds);
}

function tooManyAttempts(msBeforeNext: number) {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return rateLimited(msBeforeNext, `Too many attempts; try again in ${formatWait(seconds)}.`);
}
