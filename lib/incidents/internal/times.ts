import { ServiceError, type ValidationIssue } from "@/lib/errors";

/** A clock a few minutes ahead of ours is not a lie; a detection tomorrow is. */
const FUTURE_SKEW_MS = 5 * 60_000;

/** The incident's times in their order: it occurred before it was detected, and was contained before it was resolved. */
export function assertTimes(t: { detectedAt: Date; occurredAt: Date | null; containedAt: Date | null; resolvedAt: Date | null }, now: Date): void {
  const issues: ValidationIssue[] = [];
  const future = now.getTime() + FUTURE_SKEW_MS;
  for (const [path, at] of Object.entries(t)) {
    if (at && at.getTime() > future) issues.push({ path, message: "Must not be in the future" });
  }
  if (t.occurredAt && t.occurredAt > t.detectedAt) issues.push({ path: "occurredAt", message: "Must be on or before detectedAt" });
  if (t.containedAt && t.resolvedAt && t.resolvedAt < t.containedAt) issues.push({ path: "resolvedAt", message: "Must be on or after containedAt" });
  if (issues.length) throw ServiceError.validation(issues);
}

export function assertNotFuture(path: string, at: Date, now: Date): void {
  if (at.getTime() > now.getTime() + FUTURE_SKEW_MS) throw ServiceError.validation([{ path, message: "Must not be in the future" }]);
}
