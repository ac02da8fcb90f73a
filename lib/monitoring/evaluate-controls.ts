import { documentKindOfTemplate } from "@/lib/documents/kind-of-template";
import type { DocumentKind } from "@/lib/documents/kinds";
import type { DocumentFact as GeneratedDocumentFact } from "@/lib/documents/document-facts";
import type { EvidenceFact } from "@/lib/evidence/evidence-facts";
import { controlRule } from "./control-rules";
import { PRACTICE_KEYS, PRACTICES, type ControlRule, type PracticeKey } from "./practices";
import type { BusinessProfile, ControlOutcome, ControlStatus } from "./schemas";

/** A control as the engine sees it: built-in controls carry no mappings, custom ones their standard_mappings. */
export interface ControlToCheck {
  controlId: string;
  title: string;
  mappings?: { framework: string; controlId: string }[];
}

export interface FrameworkToCheck {
  id: string;
  kind: "builtin" | "custom";
  controls: ControlToCheck[];
}

/** A generated document; what it counts for is its kind, which the documents domain answers from its template. */
export type DocumentFact = Pick<GeneratedDocumentFact, "id" | "title" | "templateId">;

export interface CheckInputs {
  profile: BusinessProfile;
  evidence: EvidenceFact[];
  documents: DocumentFact[];
  passThreshold: number;
  /** Evidence expiring at or before this instant is stale. */
  now: Date;
}

export interface CheckOutcome {
  score: number;
  status: "passed" | "failed";
  controls: ControlOutcome[];
}

const CREDIT: Record<ControlStatus, number> = { passed: 1, partial: 0.5, failed: 0, not_applicable: 0 };

const byTitleThenId = <T extends { title: string; id: string }>(a: T, b: T) =>
  a.title < b.title ? -1 : a.title > b.title ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

const listOf = (items: string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

const dateOf = (iso: string) => iso.slice(0, 10);

/** Combines the rules of a custom control's mapped built-in controls. */
function mergedRule(mappings: { framework: string; controlId: string }[]): ControlRule | undefined {
  const rules = mappings.map((m) => controlRule(m.framework, m.controlId)).filter((x): x is ControlRule => !!x);
  if (rules.length === 0) return undefined;
  const practices = new Set(rules.flatMap((x) => x.practices));
  const documents = new Set(rules.flatMap((x) => x.documents ?? []));
  // Applicable when any mapped control applies: a mapping to an unconditional control keeps it in scope.
  const conditional = rules.every((x) => x.appliesToDataTypes);
  return {
    practices: PRACTICE_KEYS.filter((k) => practices.has(k)),
    documents: [...documents].sort(),
    appliesToDataTypes: conditional ? [...new Set(rules.flatMap((x) => x.appliesToDataTypes ?? []))].sort() : undefined,
  };
}

class Evaluator {
  private readonly evidenceByControl = new Map<string, EvidenceFact[]>();
  private readonly documents: { doc: DocumentFact; kind: DocumentKind | undefined }[];

  constructor(private readonly inputs: CheckInputs) {
    for (const item of [...inputs.evidence].sort(byTitleThenId)) {
      for (const ref of item.controls) {
        const key = `${ref.framework}\u0000${ref.controlId}`;
        const list = this.evidenceByControl.get(key) ?? [];
        if (!list.includes(item)) list.push(item);
        this.evidenceByControl.set(key, list);
      }
    }
    this.documents = [...inputs.documents].sort(byTitleThenId).map((doc) => ({ doc, kind: documentKindOfTemplate(doc.templateId) }));
  }

  private evidenceFor(refs: { framework: string; controlId: string }[]): { fresh?: EvidenceFact; stale?: EvidenceFact } {
    const now = this.inputs.now.getTime();
    let stale: EvidenceFact | undefined;
    for (const ref of refs) {
      for (const item of this.evidenceByControl.get(`${ref.framework}\u0000${ref.controlId}`) ?? []) {
        if (item.expiresAt === null || Date.parse(item.expiresAt) > now) return { fresh: item };
        stale ??= item;
      }
    }
    return { stale };
  }

  private documentOf(kinds: DocumentKind[]): DocumentFact | undefined {
    return this.documents.find((d) => d.kind !== undefined && kinds.includes(d.kind))?.doc;
  }

  /**
   * Many controls share one rule (NIST 800-53 enhancements share their base control's), so the
   * practice verdict is worked out once per rule; identical reasons also keep stored results small.
   */
  private readonly practiceVerdicts = new Map<ControlRule, { status: ControlStatus; reason: string }>();

  private practiceVerdict(rule: ControlRule): { status: ControlStatus; reason: string } {
    let verdict = this.practiceVerdicts.get(rule);
    if (verdict) return verdict;
    const { profile } = this.inputs;
    const met: string[] = [];
    const missing: PracticeKey[] = [];
    for (const key of rule.practices) {
      if (profile.practices[key]) {
        met.push(`${PRACTICES[key].label} (attested)`);
        continue;
      }
      const doc = this.documentOf(PRACTICES[key].documents);
      if (doc) met.push(`${PRACTICES[key].label} (document "${doc.title}")`);
      else missing.push(key);
    }
    if (missing.length === 0) {
      verdict = { status: "passed", reason: `Met by ${listOf(met)}.` };
    } else {
      const fix = missing.map((k) => PRACTICES[k].remediation).join("; ");
      const missingLabels = listOf(missing.map((k) => PRACTICES[k].label.toLowerCase()));
      const head = met.length > 0 ? `Partly met by ${listOf(met)}; missing ${missingLabels}.` : `Not met: missing ${missingLabels}.`;
      verdict = {
        status: met.length > 0 ? "partial" : "failed",
        reason: `${head} To fix: ${fix}, then attest it in the business profile — or attach evidence to this control.`,
      };
    }
    this.practiceVerdicts.set(rule, verdict);
    return verdict;
  }

  evaluate(control: ControlToCheck, rule: ControlRule | undefined, refs: { framework: string; controlId: string }[]): ControlOutcome {
    const { profile } = this.inputs;
    const controlId = control.controlId;

    if (rule?.appliesToDataTypes && !rule.appliesToDataTypes.some((t) => profile.dataTypes.includes(t))) {
      return {
        controlId,
        status: "not_applicable",
        reason: `Not applicable: the business profile declares none of these data types: ${listOf(rule.appliesToDataTypes)}.`,
      };
    }

    const { fresh, stale } = this.evidenceFor(refs);
    if (fresh) return { controlId, status: "passed", reason: `Met by evidence "${fresh.title}".` };

    const controlDoc = rule?.documents?.length ? this.documentOf(rule.documents) : undefined;
    if (controlDoc) return { controlId, status: "passed", reason: `Met by the generated document "${controlDoc.title}".` };

    const staleNote = stale?.expiresAt ? ` Evidence "${stale.title}" expired on ${dateOf(stale.expiresAt)}; renew it.` : "";

    if (!rule) {
      return {
        controlId,
        status: "failed",
        reason: `Not met: no evidence is attached to this control and it maps to no built-in control whose practices could satisfy it. Attach evidence to this control or add a standard mapping.${staleNote}`,
      };
    }

    const verdict = this.practiceVerdict(rule);
    return { controlId, status: verdict.status, reason: staleNote ? `${verdict.reason}${staleNote}` : verdict.reason };
  }
}

/**
 * Scores a framework for one account (docs/api.md §11). Deterministic: the same framework, profile,
 * evidence, documents, threshold and `now` give the same outcome, whatever order the facts come in.
 * Each applicable control counts 1 when met, ½ when partly met, 0 otherwise; not-applicable controls
 * are left out of the score.
 */
export function evaluateFramework(framework: FrameworkToCheck, inputs: CheckInputs): CheckOutcome {
  const evaluator = new Evaluator(inputs);
  const controls = framework.controls.map((control) => {
    if (framework.kind === "builtin") {
      const ref = { framework: framework.id, controlId: control.controlId };
      return evaluator.evaluate(control, controlRule(framework.id, control.controlId), [ref]);
    }
    const mappings = control.mappings ?? [];
    const refs = [{ framework: framework.id, controlId: control.controlId }, ...mappings];
    return evaluator.evaluate(control, mergedRule(mappings), refs);
  });
  const applicable = controls.filter((c) => c.status !== "not_applicable");
  const credit = applicable.reduce((sum, c) => sum + CREDIT[c.status], 0);
  const score = applicable.length === 0 ? 0 : Math.round((credit / applicable.length) * 10000) / 100;
  return { score, status: score >= inputs.passThreshold ? "passed" : "failed", controls };
}
