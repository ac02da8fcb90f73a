import { customAssessments } from "@/db/custom-frameworks";
import { consumeUsage } from "@/lib/billing";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { evaluateFramework } from "./internal/evaluate";
import { frameworksReachedByCrosswalks } from "@/lib/frameworks";
import { approvedDocumentVersions } from "@/lib/documents";
import { evidenceForFrameworks } from "@/lib/evidence";
import { testOutcomeFacts } from "@/lib/integrations";
import { policyAcceptanceOutcomes } from "@/lib/policy-acceptance";
import { type BusinessProfile } from "@/lib/readiness";
import { riskAssessmentFact } from "@/lib/risks";
import { scopeDecisionFacts } from "@/lib/scope";
import { getFrameworkForAssessment, requireCustomFrameworks } from "@/lib/custom-frameworks";
import { toAssessment } from "./internal/serialize-assessment";
import type { Assessment } from "./schemas";

/**
 * Evaluates a published framework with the readiness model now — the account's evidence, approved
 * documents and automated test outcomes, and the practices `input.businessProfile` attests (docs/api.md "Readiness") — stores the
 * result and counts it toward usage `assessments`, all in one transaction: a refused (402) assessment
 * leaves nothing behind, and a stored one is always counted.
 */
export async function assessFramework(ctx: Ctx, id: string, input: { businessProfile?: BusinessProfile } = {}): Promise<Assessment> {
  const accountId = await requireCustomFrameworks(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const fw = await getFrameworkForAssessment(tx, accountId, id);
    if (fw.status !== "published") {
      throw new ServiceError("framework_not_published", "Publish the framework before assessing it.", { status: fw.status });
    }
    const controls = fw.controls;
    const frameworks = new Set<string>([fw.id]);
    for (const c of controls) for (const m of c.standard_mappings) frameworks.add(m.framework);
    // What the crosswalks map the mapped built-in controls to may count too (partly): read those frameworks as well.
    const evidence = await evidenceForFrameworks(tx, accountId, frameworksReachedByCrosswalks(frameworks));
    const documents = (await approvedDocumentVersions(tx, accountId)).map((d) => ({
      id: d.documentId,
      title: d.title,
      templateId: d.templateId,
      version: { id: d.versionId, number: d.number, sha256: d.contentHash, approvedAt: d.approvedAt?.toISOString() ?? null },
    }));
    // Automated outcomes: the integrations' tests and policy acceptance coverage (lib/policy-acceptance).
    const tests = [...(await testOutcomeFacts(tx, accountId, now)), ...(await policyAcceptanceOutcomes(tx, accountId, now))];
    const scope = await scopeDecisionFacts(tx, accountId, fw.id);
    const riskAssessment = await riskAssessmentFact(tx, accountId);
    const result = evaluateFramework(fw.id, controls, { evidence, documents, tests, scope, riskAssessment, profile: input.businessProfile ?? null }, now);

    await consumeUsage(tx, accountId, "assessments", 1, now);
    const [row] = await tx
      .insert(customAssessments)
      .values({ accountId, frameworkId: fw.id, score: result.score, status: result.status, controls: result.controls, assessedAt: now, createdAt: now })
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "custom_framework.assessed",
      targetType: "custom_framework",
      targetId: fw.id,
      details: { assessmentId: row.id, score: result.score, status: result.status },
    });
    return toAssessment(row);
  });
}
