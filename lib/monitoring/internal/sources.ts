import type { FrameworkKind } from "@/db/frameworks";
import { frameworksReachedByCrosswalks, getBuiltinFramework } from "@/lib/frameworks";
import type { DbOrTx } from "@/lib/db/client";
import { evidenceFactsFor, type EvidenceFact } from "@/lib/evidence";
import { incidentHandlingOutcomes } from "@/lib/incidents";
import { testOutcomeFacts, type TestOutcomeFact } from "@/lib/integrations";
import { riskAssessmentFact, type RiskAssessmentFact } from "@/lib/risks";
import { policyAcceptanceOutcomes } from "@/lib/policy-acceptance";
import { scopeDecisionFacts, type ScopeDecisionFact } from "@/lib/scope";
import { customFrameworkForCheck, documentFactsFor } from "./external-facts";
import type { DocumentFact, FrameworkToCheck } from "./evaluate-controls";

export type CheckFacts =
  | {
      framework: FrameworkToCheck;
      evidence: EvidenceFact[];
      documents: DocumentFact[];
      tests: TestOutcomeFact[];
      scope: ScopeDecisionFact[];
      riskAssessment: RiskAssessmentFact;
    }
  | { unavailable: string };

const builtinCache = new Map<string, FrameworkToCheck>();

function builtinToCheck(id: string): FrameworkToCheck | undefined {
  let cached = builtinCache.get(id);
  if (!cached) {
    const fw = getBuiltinFramework(id);
    if (!fw) return undefined;
    cached = { id, kind: "builtin", controls: fw.controls.map((c) => ({ controlId: c.controlId, title: c.title })) };
    builtinCache.set(id, cached);
  }
  return cached;
}

/**
 * Reads shared by the runs of one claimed batch of the in-process scheduler: an account's schedules
 * due together see the same evidence, documents and webhooks, so those are read once per batch (a
 * batch takes about a second; the next one reads afresh). Manual and Inngest runs read everything
 * themselves.
 */
export class FactsCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = load();
      this.entries.set(key, entry);
      // A failed read is not kept: the next run tries again.
      entry.catch(() => this.entries.delete(key));
    }
    return entry;
  }
}

/**
 * Everything a check weighs, read through the owning domains: the framework's controls (a built-in
 * catalog, or a published custom framework with its standard mappings), the account's evidence for
 * those controls (integration snapshots included), its approved documents, its automated test outcomes (integrations, the
 * incident register's handling, policy acceptance coverage), its scope decisions on the framework's controls and its risk
 * assessments (lib/risks).
 */
export async function loadCheckFacts(
  db: DbOrTx,
  accountId: string,
  frameworkId: string,
  kind: FrameworkKind,
  now: Date,
  cache?: FactsCache,
): Promise<CheckFacts> {
  const read = <T>(key: string, load: () => Promise<T>) => (cache ? cache.get(key, load) : load());
  let framework: FrameworkToCheck;
  if (kind === "builtin") {
    const builtin = builtinToCheck(frameworkId);
    if (!builtin) return { unavailable: `The built-in framework ${frameworkId} no longer exists.` };
    framework = builtin;
  } else {
    const custom = await customFrameworkForCheck(db, accountId, frameworkId);
    if ("unavailable" in custom) return custom;
    framework = custom;
  }
  const mapped = new Set<string>([framework.id]);
  for (const c of framework.controls) for (const m of c.mappings ?? []) mapped.add(m.framework);
  // Crosswalks let evidence on ISO 27001 count for SP 800-53 (and back): read the frameworks they reach too.
  const frameworks = frameworksReachedByCrosswalks(mapped);
  const [evidence, documents, tests, scope, riskAssessment] = await Promise.all([
    read(`evidence:${accountId}:${frameworks.join(",")}`, () => evidenceFactsFor(db, accountId, frameworks, { snapshots: true })),
    read(`documents:${accountId}`, () => documentFactsFor(db, accountId)),
    // Automated outcomes: the integrations' tests, the incident register's handling (lib/incidents) and policy acceptance
    // coverage (lib/policy-acceptance: met at 95%).
    read(`tests:${accountId}`, async () => [
      ...(await testOutcomeFacts(db, accountId, now)),
      ...(await incidentHandlingOutcomes(db, accountId, now)),
      ...(await policyAcceptanceOutcomes(db, accountId, now)),
    ]),
    read(`scope:${accountId}:${framework.id}`, () => scopeDecisionFacts(db, accountId, framework.id)),
    read(`risk-assessment:${accountId}`, () => riskAssessmentFact(db, accountId)),
  ]);
  return { framework, evidence, documents, tests, scope, riskAssessment };
}
