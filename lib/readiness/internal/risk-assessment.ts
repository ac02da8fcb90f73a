import { formatDate } from "@/lib/format/date-time";
import type { RiskAssessmentFact } from "@/lib/risks";
import type { ReadinessStatus } from "@/lib/vocabulary";
import type { ReadinessSource } from "../schemas";
import type { ControlRef } from "./types";

/**
 * The controls a risk assessment is what they ask for (docs/api.md "Readiness"): SOC 2 CC3.1–CC3.4 and CC9.1,
 * ISO/IEC 27001 6.1.2, 6.1.3, 8.2 and 8.3, the HIPAA risk analysis and risk management, and NIST CSF 2.0 ID.RA-03 to
 * ID.RA-06 (threats, likelihood and impact, prioritised risk, responses). PCI DSS 4.0 12.3.1 is not among them: the
 * built-in PCI catalog holds the twelve principal requirements, of which 12 asks for much besides.
 */
export const RISK_ASSESSMENT_CONTROLS: Readonly<Record<string, ReadonlySet<string>>> = {
  soc2: new Set(["CC3.1", "CC3.2", "CC3.3", "CC3.4", "CC9.1"]),
  iso27001: new Set(["6.1.2", "6.1.3", "8.2", "8.3"]),
  hipaa: new Set(["164.308(a)(1)(ii)(A)", "164.308(a)(1)(ii)(B)"]),
  "nist-csf-2": new Set(["ID.RA-03", "ID.RA-04", "ID.RA-05", "ID.RA-06"]),
};

/** Whether a control (by its own references, a clone's source included) is one a risk assessment answers. */
export const isRiskAssessmentControl = (refs: readonly ControlRef[]) => refs.some((r) => RISK_ASSESSMENT_CONTROLS[r.framework]?.has(r.controlId));

/** How long a signed assessment counts: an assessment is yearly. */
const VALID_MONTHS = 12;

function stillCurrent(signedAt: string, now: Date): boolean {
  const until = new Date(signedAt);
  until.setUTCMonth(until.getUTCMonth() + VALID_MONTHS);
  return until.getTime() > now.getTime();
}

const RUN = "To fix: run the risk assessment under Risks (a dated snapshot of the register) and have an owner or admin sign it off.";

/** What the model would say of the control without the register (evidence, documents, attestations). */
export interface OtherVerdict {
  status: ReadinessStatus;
  reason: string;
}

/**
 * The verdict on a risk-assessment control: met by a signed assessment less than 12 months old with treatment under way
 * for the register's open risks; partial while an assessment is drafted (or signed but no treatment is under way);
 * missing without one. A file is not a risk assessment: before the account's first assessment, what else supports the
 * control gives it partial credit at most (`other`, the rest of the model's verdict), and the reason says what meets it.
 */
export function riskAssessmentVerdict(
  fact: RiskAssessmentFact,
  other: OtherVerdict,
  now: Date,
): { status: ReadinessStatus; reason: string; sources: ReadinessSource[] } {
  const { signed, draft, register } = fact;
  const current = signed && stillCurrent(signed.signedAt, now) ? signed : null;
  const sources: ReadinessSource[] = [];
  if (signed) {
    sources.push({
      type: "risk_assessment",
      id: signed.id,
      title: signed.title,
      detail: `signed off ${formatDate(signed.signedAt)}${current ? "" : `, more than ${VALID_MONTHS} months ago`}`,
      counts: Boolean(current),
    });
  }
  if (draft) {
    sources.push({
      type: "risk_assessment",
      id: draft.id,
      title: draft.title,
      detail: `draft of ${formatDate(draft.assessedOn)}, not signed off`,
      counts: false,
    });
  }
  const treatment = `treatment is under way for ${register.treated} of the register's ${register.open} open ${register.open === 1 ? "risk" : "risks"}`;

  if (current && register.treated > 0) {
    return { status: "met", reason: `Met by the risk assessment "${current.title}", signed off on ${formatDate(current.signedAt)}; ${treatment}.`, sources };
  }
  if (current) {
    return {
      status: "partial",
      reason:
        `Partly met: the risk assessment "${current.title}" was signed off on ${formatDate(current.signedAt)}, but no open risk's treatment is ` +
        `under way. To fix: choose a treatment for the assessed risks and start their plans (status treating, tasks, or an acceptance).`,
      sources,
    };
  }
  const old = signed
    ? ` The last signed assessment, "${signed.title}", was signed off on ${formatDate(signed.signedAt)}, more than ${VALID_MONTHS} months ago.`
    : "";
  if (draft) {
    return {
      status: "partial",
      reason: `Partly met: the risk assessment "${draft.title}" is drafted but not signed off.${old} To fix: have an owner or admin sign it off.`,
      sources,
    };
  }
  if (signed) return { status: "missing", reason: `Not met:${old} ${RUN}`, sources };
  // No assessment yet: what else supports the control counts for half at most.
  if (other.status === "met") {
    return { status: "partial", reason: `Partly met: ${other.reason.replace(/^Met by /, "")} Only a signed risk assessment meets it. ${RUN}`, sources };
  }
  if (other.status === "partial") return { status: "partial", reason: `${other.reason} ${RUN}`, sources };
  return { status: other.status, reason: `Not met: missing risk assessment. ${RUN}`, sources };
}
