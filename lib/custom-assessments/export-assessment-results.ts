import type { Ctx } from "@/lib/context";
import { evidenceItemUrl } from "@/lib/evidence";
import { ASSESSMENT_STATUS_LABELS, CONTROL_ASSESSMENT_STATUS_LABELS, type ReadinessStatus } from "@/lib/vocabulary";
import { attachment, fileSlug } from "@/lib/http/reply";
import { buildAssessmentResults } from "@/lib/oscal/assessment-results";
import { oscalJson } from "@/lib/oscal/datatypes";
import { productProp } from "@/lib/oscal/metadata";
import { readinessAssessmentResults, type ReadinessControlInput } from "@/lib/oscal/readiness-results";
import { customControlOscalIds, getFrameworkForAssessment, requireCustomFrameworks } from "@/lib/custom-frameworks";
import { latestAssessmentRow } from "./internal/latest-assessment";
import { toAssessment } from "./internal/serialize-assessment";
import type { ControlAssessment } from "./schemas";
import { prose } from "@/lib/format/prose";

/** Assessments stored before the readiness model carry only the evidence status: read it back into readiness. */
const readinessOf = (c: ControlAssessment): ReadinessStatus =>
  c.readiness ?? (c.status === "satisfied" ? "met" : c.status === "not_applicable" ? "not_applicable" : "missing");

function control(c: ControlAssessment): ReadinessControlInput {
  return {
    label: c.control_id_label,
    title: c.title,
    readiness: readinessOf(c),
    status: c.status,
    reason: c.reason ?? (c.gaps.length ? c.gaps.join(" ") : CONTROL_ASSESSMENT_STATUS_LABELS[c.status]),
    evidenceCount: c.evidenceCount,
    sources: (c.sources ?? []).map((s) => ({ ...s, href: s.type === "evidence" && s.id ? evidenceItemUrl(s.id) : null })),
  };
}

/**
 * The framework's latest assessment as OSCAL assessment results (docs/api.md §9): per control its status
 * (satisfied → the finding's target is satisfied; stale or missing → not), the sources weighed and the evidence count
 * as an observation. Every uuid derives from the assessment's id and every time from when it ran, so exporting the
 * same assessment again gives the same bytes. 404 when the framework was never assessed.
 */
export async function exportAssessmentResults(ctx: Ctx, id: string): Promise<Response> {
  const accountId = await requireCustomFrameworks(ctx, "viewer");
  const fw = await getFrameworkForAssessment(ctx.db, accountId, id, false);
  const assessment = toAssessment(await latestAssessmentRow(ctx.db, fw.id));
  const oscalIds = await customControlOscalIds(ctx.db, accountId, fw.id);
  const props = [
    productProp("framework", fw.id),
    productProp("framework-name", fw.name),
    ...(fw.version ? [productProp("framework-version", fw.version)] : []),
    productProp("assessment-id", assessment.id),
    productProp("score", assessment.score),
    productProp("assessment-status", assessment.status),
  ];
  const doc = buildAssessmentResults(
    readinessAssessmentResults({
      scope: ["custom-framework-assessment", assessment.id],
      metadata: { title: `Assessment results: ${fw.name}`, lastModified: assessment.assessedAt, version: assessment.assessedAt, props },
      plan: {
        title: `Readiness assessment of ${fw.name}`,
        description: prose(
          "Each control is weighed from what the organisation holds: the evidence that refers to it (current or expired), generated",
          "documents, automated tests and attested practices. A control is met when what counts covers it.",
        ),
      },
      result: {
        title: `${fw.name} assessment`,
        description: `Score ${assessment.score} of 100: ${ASSESSMENT_STATUS_LABELS[assessment.status].toLowerCase()}.`,
        start: assessment.assessedAt,
        end: assessment.assessedAt,
        props,
      },
      oscalIds,
      assessedAt: assessment.assessedAt,
      controls: assessment.controls.map(control),
    }),
  );
  return attachment(oscalJson(doc), "application/json; charset=utf-8", `${fileSlug(fw.name, "framework")}-oscal-assessment-results.json`);
}
