import type { DbOrTx } from "@/lib/db/client";
import { figures, loadPolicyState, titleOf } from "./state";

/**
 * The controls that ask for policies to be acknowledged by the workforce, in each built-in catalog: SOC 2 CC1.1
 * (standards of conduct) and CC2.2 (responsibilities communicated), ISO/IEC 27001 A.5.1 (policies acknowledged by
 * relevant personnel) and A.6.3 (awareness), HIPAA 164.308(a)(5) (security awareness) and SP 800-53 PL-4 (rules of
 * behavior, acknowledged). Crosswalks carry the outcome to the other frameworks.
 */
export const ACKNOWLEDGEMENT_CONTROLS = [
  { framework: "soc2", controlId: "CC1.1" },
  { framework: "soc2", controlId: "CC2.2" },
  { framework: "iso27001", controlId: "A.5.1" },
  { framework: "iso27001", controlId: "A.6.3" },
  { framework: "hipaa", controlId: "164.308(a)(5)" },
  { framework: "nist-800-53", controlId: "PL-4" },
];

/** What the readiness model weighs of one requirement (lib/readiness TestOutcome's shape). */
export interface PolicyAcceptanceOutcome {
  id: string;
  title: string;
  controls: { framework: string; controlId: string }[];
  passed: boolean;
  checkedAt: string;
}

/**
 * Policy acceptance as readiness facts (docs/api.md "Readiness"): one automated outcome per document requiring
 * acceptance that asks anyone now, passing when at least 95% of the active people asked accepted its current
 * version. Through the model, a passing outcome meets the acknowledgement controls; a failing one leaves a control
 * that has other proof (the approved policy itself) partial, and one with none missing.
 */
export async function policyAcceptanceOutcomes(db: DbOrTx, accountId: string, now: Date): Promise<PolicyAcceptanceOutcome[]> {
  const state = await loadPolicyState(db, accountId);
  return state.requirements
    .filter((r) => r.version && r.audience.length > 0)
    .map((r) => {
      const f = figures(r.audience.length, r.acceptedBy.size);
      return {
        id: `policy-acceptance:${r.row.documentId}`,
        title: `Policy acceptance: ${titleOf(r)} version ${r.version!.number} (${f.accepted} of ${f.required} active people, ${f.percent}%)`,
        controls: ACKNOWLEDGEMENT_CONTROLS,
        passed: f.met,
        checkedAt: now.toISOString(),
      };
    });
}
