import { formatDate } from "@/lib/format/date-time";
import { ControlEvidence } from "./internal/control-evidence";
import { describeMappedProof, withVia } from "./internal/mapped-support";
import { PRACTICES, type PracticeKey } from "./internal/practices";
import { isRiskAssessmentControl, riskAssessmentVerdict } from "./internal/risk-assessment";
import type { ReadinessSource } from "./schemas";
import type { ReadinessStatus } from "@/lib/vocabulary";
import type {
  Attestation,
  ControlReadiness,
  DocumentFact,
  EvidenceFact,
  MappedRef,
  Readiness,
  ReadinessControl,
  ReadinessFacts,
  TestOutcome,
} from "./internal/types";

/**
 * The one readiness model (docs/api.md "Readiness"). Per applicable control:
 *
 * - **met**: at least one source that shows the control works — current evidence on the control (or on a control
 *   mapped to it that covers all of it: `supportOf` in lib/frameworks), the approved version of a document of a kind
 *   the control names, or a passing automated test — and no failing test;
 * - **partial**: such a source but also a failing test; or no such source but current evidence or a passing test on
 *   a mapped control that covers only part of it (an overlapping, a wider-asked or a derived mapping: never met
 *   through those); or at least one of the control's practices attested ("attested only": an auditor will still
 *   ask for evidence);
 * - **missing**: nothing that counts (expired evidence is listed but does not count);
 * - **not_applicable**: the account decided the control does not apply (its scope decision), or the business profile
 *   declares none of the data types that bring it into scope.
 *
 * Which evidence and documents are a control's own, and which reach it only through a partly supporting mapping, is
 * the one rule of internal/control-evidence.ts (the auditor's view and the audit's report ask it too). An integration's
 * snapshot is listed with the control's evidence, but its tests' outcomes are what count.
 *
 * score = 100 × (met + ½ · partial) / applicable, to two decimals. Pure and deterministic: the same controls,
 * facts and `now` give the same answer whatever order the facts come in.
 */
export function assessReadiness(controls: readonly ReadinessControl[], facts: ReadinessFacts, now: Date): Readiness {
  const index = new FactIndex(facts, now);
  const results = controls.map((control) => assessControl(control, index, facts));
  const applicable = results.filter((c) => c.status !== "not_applicable");
  const credit = applicable.reduce((sum, c) => sum + CREDIT[c.status], 0);
  const score = applicable.length === 0 ? 0 : Math.round((credit / applicable.length) * 10000) / 100;
  return { score, controls: results };
}

const CREDIT: Record<ReadinessStatus, number> = { met: 1, partial: 0.5, missing: 0, not_applicable: 0 };

const byTitleThenId = <T extends { title: string; id: string }>(a: T, b: T) =>
  a.title < b.title ? -1 : a.title > b.title ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

const listOf = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);

const quoted = (items: { title: string }[]) => listOf(items.map((i) => `"${i.title}"`));

/** `information_security_policy` → `information security policy`. */
export const kindLabel = (kind: string) => kind.replaceAll("_", " ");

class FactIndex {
  readonly evidence: ControlEvidence<EvidenceFact, DocumentFact>;
  readonly tests: ControlEvidence<TestOutcome>;
  readonly attested = new Map<PracticeKey, Attestation>();
  /** Justification of each control decided not applicable (lib/scope). */
  readonly excluded = new Map<string, string>();

  constructor(
    facts: ReadinessFacts,
    readonly now: Date,
  ) {
    this.evidence = new ControlEvidence([...facts.evidence].sort(byTitleThenId), [...facts.documents].sort(byTitleThenId));
    this.tests = new ControlEvidence([...facts.tests].sort(byTitleThenId));
    for (const a of facts.attestations) if (!this.attested.has(a.practice)) this.attested.set(a.practice, a);
    for (const d of facts.scope ?? []) if (!d.applicable) this.excluded.set(d.controlId, d.justification);
  }

  isCurrent(item: EvidenceFact): boolean {
    return item.expiresAt === null || Date.parse(item.expiresAt) > this.now.getTime();
  }
}

const isSnapshot = (e: EvidenceFact) => e.source === "integration";

/** How a snapshot is listed: evidence of what its tests read, not counted itself (their outcomes are). */
export const SNAPSHOT_DETAIL = "integration snapshot; the outcomes of its tests count";

/** Whether a listed source is an integration's snapshot (shown with the evidence, never counted). */
export const isSnapshotSource = (s: Pick<ReadinessSource, "type" | "detail">) => s.type === "evidence" && s.detail.startsWith(SNAPSHOT_DETAIL);

/** "acceptable use policy, version 2 approved 12 Mar 2026": what the document is, and which version counts. */
function documentDetail(d: DocumentFact): string {
  if (!d.version) return kindLabel(d.kind!);
  const approved = d.version.approvedAt ? ` approved ${formatDate(d.version.approvedAt)}` : "";
  return `${kindLabel(d.kind!)}, version ${d.version.number}${approved}`;
}

function assessControl(control: ReadinessControl, index: FactIndex, facts: ReadinessFacts): ControlReadiness {
  const { controlId, title, requirements } = control;
  // The account's own decision outranks what the profile implies: an excluded control is out, for the reason given.
  const excluded = index.excluded.get(controlId);
  if (excluded !== undefined) return { controlId, title, status: "not_applicable", reason: `Excluded from scope: ${excluded}`, sources: [] };
  const scope = requirements?.appliesToDataTypes;
  if (scope && facts.dataTypes && !scope.some((t) => facts.dataTypes!.includes(t))) {
    return {
      controlId,
      title,
      status: "not_applicable",
      reason: `Not applicable: the business profile declares none of these data types: ${listOf(scope)}.`,
      sources: [],
    };
  }

  // The control's own evidence, documents and tests (the one rule: internal/control-evidence.ts) count as direct
  // support; what reaches it only through a partly supporting mapping is weighed apart, and only while it shows
  // something (current, passing).
  const ofControl = index.evidence.of(control);
  const testsOf = index.tests.of(control);
  const viaOf = new Map<object, MappedRef | undefined>([...ofControl.own, ...testsOf.own].map((r) => [r.item, r.via]));
  const snapshots = ofControl.own.map((r) => r.item).filter(isSnapshot);
  const evidence = ofControl.own.map((r) => r.item).filter((e) => !isSnapshot(e));
  const current = evidence.filter((e) => index.isCurrent(e));
  const expired = evidence.filter((e) => !index.isCurrent(e));
  const documents = ofControl.documents;
  const tests = testsOf.own.map((r) => r.item);
  const passing = tests.filter((t) => t.passed);
  const failing = tests.filter((t) => !t.passed);
  const viaPartly = [
    ...ofControl.related
      .filter(({ item: e }) => index.isCurrent(e) && !isSnapshot(e))
      .map(({ item: e, via }) => ({
        title: e.title,
        source: {
          type: "evidence" as const,
          id: e.id,
          title: e.title,
          detail: e.expiresAt ? `current until ${formatDate(e.expiresAt)}` : "current",
          counts: true,
        },
        what: "evidence" as const,
        via,
      })),
    ...testsOf.related
      .filter(({ item: t }) => t.passed)
      .map(({ item: t, via }) => ({
        title: t.title,
        source: { type: "test" as const, id: t.id, title: t.title, detail: `passing on ${formatDate(t.checkedAt)}`, counts: true },
        what: "the passing test" as const,
        via,
      })),
  ];
  const practices = requirements?.practices ?? [];
  const attested = practices.filter((p) => index.attested.has(p));
  const unattested = practices.filter((p) => !index.attested.has(p));

  const sources: ReadinessSource[] = [
    ...current.map((e) =>
      withVia(
        { type: "evidence" as const, id: e.id, title: e.title, detail: e.expiresAt ? `current until ${formatDate(e.expiresAt)}` : "current", counts: true },
        viaOf.get(e),
      ),
    ),
    ...expired.map((e) =>
      withVia({ type: "evidence" as const, id: e.id, title: e.title, detail: `expired ${formatDate(e.expiresAt)}`, counts: false }, viaOf.get(e)),
    ),
    ...snapshots.map((e) => withVia({ type: "evidence" as const, id: e.id, title: e.title, detail: SNAPSHOT_DETAIL, counts: false }, viaOf.get(e))),
    ...documents.map((d) => ({
      type: "document" as const,
      id: d.id,
      title: d.title,
      detail: documentDetail(d),
      counts: true,
      ...(d.version ? { version: d.version } : {}),
    })),
    ...tests.map((t) =>
      withVia(
        { type: "test" as const, id: t.id, title: t.title, detail: `${t.passed ? "passing" : "failing"} on ${formatDate(t.checkedAt)}`, counts: t.passed },
        viaOf.get(t),
      ),
    ),
    ...viaPartly.map((p) => withVia(p.source, p.via)),
    ...attested.map((p) => ({
      type: "attestation" as const,
      title: PRACTICES[p].label,
      detail: `attested in ${index.attested.get(p)!.statedIn}`,
      counts: true,
    })),
  ];

  const proof: string[] = [];
  if (current.length > 0) proof.push(`evidence ${quoted(current)}`);
  if (documents.length > 0) proof.push(`the approved ${documents.length === 1 ? "document" : "documents"} ${quoted(documents)}`);
  if (passing.length > 0) proof.push(`the passing ${passing.length === 1 ? "test" : "tests"} ${quoted(passing)}`);
  const attestedLabels = attested.map((p) => PRACTICES[p].label);
  const staleNote = expired.length > 0 ? ` ${expired.map((e) => `Evidence "${e.title}" expired on ${formatDate(e.expiresAt)}; renew it.`).join(" ")}` : "";
  const failingNote =
    failing.length > 0 ? `the automated ${failing.length === 1 ? "test" : "tests"} ${quoted(failing)} ${failing.length === 1 ? "fails" : "fail"}` : "";

  let status: ReadinessStatus;
  let reason: string;
  if (proof.length > 0) {
    const also = attestedLabels.length > 0 ? ` Also attested: ${listOf(attestedLabels)}.` : "";
    if (failing.length > 0) {
      status = "partial";
      reason = `Partly met: ${listOf(proof)} supports it, but ${failingNote}. Fix what the test reports.${also}`;
    } else {
      status = "met";
      reason = `Met by ${listOf(proof)}.${also}`;
    }
  } else if (viaPartly.length > 0) {
    // Never silently met: a control that only overlaps this one, or is linked to it through another, shows part of it.
    status = "partial";
    const also = attestedLabels.length > 0 ? ` Also attested: ${listOf(attestedLabels)}.` : "";
    const failed = failing.length > 0 ? ` Also, ${failingNote}.` : "";
    reason =
      `Partly met through mappings: ${describeMappedProof(viaPartly)} ${viaPartly.length === 1 ? "supports" : "support"} it, but a ` +
      `mapped control that does not cover all of this one cannot show it is met.${also}${failed} ${whatCounts(control)}`;
  } else if (attested.length > 0) {
    status = "partial";
    const gap =
      unattested.length > 0
        ? ` Not attested: ${listOf(unattested.map((p) => PRACTICES[p].label.toLowerCase()))} (to fix: ` +
          `${unattested.map((p) => PRACTICES[p].remediation).join("; ")}).`
        : "";
    const failed = failing.length > 0 ? ` Also, ${failingNote}.` : "";
    reason =
      `Attested only: ${listOf(attestedLabels)} ${attested.length === 1 ? "is" : "are"} attested in ` +
      `${index.attested.get(attested[0])!.statedIn}, which an auditor will not accept alone.${gap}${failed} ${whatCounts(control)}`;
  } else {
    status = "missing";
    if (!requirements) {
      reason =
        `Not met: no current evidence or passing test refers to this control, and it maps to no built-in control whose practices or ` +
        `documents could count. Attach evidence to this control or add a standard mapping.`;
    } else {
      const fix = practices.map((p) => PRACTICES[p].remediation).join("; ");
      const failed = failing.length > 0 ? ` ${failingNote[0].toUpperCase()}${failingNote.slice(1)}.` : "";
      reason = `Not met: missing ${listOf(practices.map((p) => PRACTICES[p].label.toLowerCase()))}.${failed} To fix: ${fix}. ${whatCounts(control)}`;
    }
  }
  if (facts.riskAssessment && isRiskAssessmentControl(control.refs)) {
    // A risk-assessment control is met by a signed assessment, not by a file: its verdict decides, the rest is listed.
    const verdict = riskAssessmentVerdict(facts.riskAssessment, { status, reason: `${reason}${staleNote}` }, index.now);
    return { controlId, title, status: verdict.status, reason: verdict.reason, sources: [...verdict.sources, ...sources] };
  }
  return { controlId, title, status, reason: `${reason}${staleNote}`, sources };
}

/** The closing sentence of an unmet control: what would make it met. */
function whatCounts(control: ReadinessControl): string {
  const kinds = control.requirements?.documents ?? [];
  const doc = kinds.length > 0 ? `, generate and approve ${listOf(kinds.map((k) => `the ${kindLabel(k)}`)).replace(/ and the /, " or the ")}` : "";
  return `To count as met: attach current evidence to this control${doc} or connect an automated test.`;
}
