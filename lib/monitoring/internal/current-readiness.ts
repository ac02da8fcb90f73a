import { and, desc, eq, isNull } from "drizzle-orm";
import { monitoringSchedules } from "@/db/monitoring";
import type { DbOrTx } from "@/lib/db/client";
import { isBuiltinFrameworkId } from "@/lib/frameworks";
import type { BusinessProfile, ControlOutcome } from "../schemas";
import { evaluateFramework } from "./evaluate-controls";
import { loadCheckFacts } from "./sources";

/** A framework's readiness as of now, scored exactly as a check would score it, without storing or metering anything. */
export interface CurrentReadiness {
  score: number;
  controls: ControlOutcome[];
  /** The schedule whose business profile gave the attestations and data types; null when none monitors the framework. */
  profileScheduleId: string | null;
}

/**
 * What a check of `frameworkId` would find right now (the same facts and model as a run), for reports that must not
 * wait for the next scheduled check, such as the Statement of Applicability. The profile is the one of the framework's
 * most recently changed live schedule; without one nothing is attested and every control applies. Answers null for a
 * framework no check could score (unknown, or a custom framework that is not published). A fixed number of queries.
 */
export async function currentReadiness(db: DbOrTx, accountId: string, frameworkId: string, now: Date): Promise<CurrentReadiness | null> {
  const s = monitoringSchedules;
  const [facts, [schedule]] = await Promise.all([
    loadCheckFacts(db, accountId, frameworkId, isBuiltinFrameworkId(frameworkId) ? "builtin" : "custom", now),
    db
      .select({ id: s.id, businessProfile: s.businessProfile })
      .from(s)
      .where(and(eq(s.accountId, accountId), eq(s.frameworkId, frameworkId), isNull(s.deletedAt)))
      .orderBy(desc(s.updatedAt), desc(s.id))
      .limit(1),
  ]);
  if ("unavailable" in facts) return null;
  const outcome = evaluateFramework(facts.framework, {
    profile: schedule ? (schedule.businessProfile as BusinessProfile) : null,
    evidence: facts.evidence,
    documents: facts.documents,
    tests: facts.tests,
    scope: facts.scope,
    riskAssessment: facts.riskAssessment,
    passThreshold: 100,
    now,
  });
  return { score: outcome.score, controls: outcome.controls, profileScheduleId: schedule?.id ?? null };
}
