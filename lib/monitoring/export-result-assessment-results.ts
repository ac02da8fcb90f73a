import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { customControlOscalIds, getControlNames } from "@/lib/custom-frameworks";
import { evidenceItemUrl } from "@/lib/evidence";
import { RESULT_TRIGGER_LABELS } from "@/lib/format/labels";
import { RESULT_STATUS_LABELS } from "@/lib/vocabulary";
import { attachment, fileSlug } from "@/lib/http/reply";
import { buildAssessmentResults } from "@/lib/oscal/assessment-results";
import { oscalJson } from "@/lib/oscal/datatypes";
import { productProp } from "@/lib/oscal/metadata";
import { readinessAssessmentResults } from "@/lib/oscal/readiness-results";
import { getResult } from "./list-results";

/**
 * One check result as OSCAL assessment results (docs/api.md "Monitoring"): per control its status (passed → the
 * finding's target is satisfied; partial or failed → not; not applicable → excluded) and the readiness sources weighed
 * as an observation. Uuids derive from the result's id and times from when it ran, so exporting it again gives the
 * same bytes. Another account's result is 404 (getResult's scoped read).
 */
export async function exportResultAssessmentResults(ctx: Ctx, id: string): Promise<Response> {
  const { accountId } = requireRole(ctx, "viewer");
  const result = await getResult(ctx, id);
  const names = await getControlNames(ctx, [result.frameworkId]);
  const oscalIds = await customControlOscalIds(ctx.db, accountId, result.frameworkId);
  const framework = names.frameworkName(result.frameworkId);
  const props = [
    productProp("framework", result.frameworkId),
    productProp("framework-name", framework),
    productProp("result-id", result.id),
    productProp("schedule-id", result.scheduleId),
    ...(result.scheduleName ? [productProp("schedule-name", result.scheduleName)] : []),
    productProp("result-status", result.status),
    productProp("trigger", result.trigger),
    ...(result.score === null ? [] : [productProp("score", result.score)]),
    ...(result.previousScore === null ? [] : [productProp("previous-score", result.previousScore)]),
  ];
  const doc = buildAssessmentResults(
    readinessAssessmentResults({
      scope: ["monitoring-result", result.id],
      metadata: { title: `Assessment results: ${framework} check`, lastModified: result.completedAt, version: result.completedAt, props },
      plan: {
        title: `Continuous monitoring of ${framework}`,
        description:
          `A monitoring schedule${result.scheduleName ? ` (${result.scheduleName})` : ""} checks every control of ${framework} ` +
          `from what the organisation holds: the evidence that refers to it, generated documents, automated tests and attested practices. A control ` +
          `passes when what counts covers it.`,
      },
      result: {
        title: `${framework} check`,
        description:
          `${RESULT_TRIGGER_LABELS[result.trigger]} check: ` +
          `${RESULT_STATUS_LABELS[result.status].toLowerCase()}${result.score === null ? "" : `, score ${result.score} of 100`}.`,
        start: result.startedAt,
        end: result.completedAt,
        props,
        remarks: result.error,
      },
      oscalIds,
      assessedAt: result.completedAt,
      controls: result.controls.map((c) => ({
        label: c.controlId,
        title: names.controlTitle(result.frameworkId, c.controlId) ?? null,
        readiness: c.readiness,
        status: c.status,
        reason: c.reason,
        sources: c.sources.map((s) => ({ ...s, href: s.type === "evidence" && s.id ? evidenceItemUrl(s.id) : null })),
      })),
    }),
  );
  return attachment(oscalJson(doc), "application/json; charset=utf-8", `${fileSlug(`${framework} check`, "check")}-oscal-assessment-results.json`);
}
