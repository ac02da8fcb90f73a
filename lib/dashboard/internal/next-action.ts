import type { ReadinessSource } from "@/lib/readiness";
import type { ReadinessStatus } from "@/lib/vocabulary";

/** What a next action asks for, so the console can link to where it is done. */
export type NextActionKind = "fix_test" | "renew_evidence" | "back_attestation" | "add_evidence";

export interface ControlToAct {
  controlId: string;
  title: string | null;
  readiness: ReadinessStatus;
  sources: readonly ReadinessSource[];
}

/** "CC6.1 Logical access", or the id alone when the control's title is unknown. */
const label = (c: Pick<ControlToAct, "controlId" | "title">) => (c.title ? `${c.controlId} ${c.title}` : c.controlId);

/**
 * The one thing to do next for a control that is not met, in plain words ("Upload evidence for CC6.1 Logical
 * access"); undefined for met and not-applicable controls. A failing test comes first (it holds the control at
 * partial whatever else supports it), then expired evidence (renewing it is quicker than finding new), then an
 * attestation that still needs proof, else evidence to upload.
 */
export function nextActionFor(control: ControlToAct): { kind: NextActionKind; action: string } | undefined {
  if (control.readiness === "met" || control.readiness === "not_applicable") return undefined;
  const name = label(control);
  if (control.sources.some((s) => s.type === "test" && !s.counts)) return { kind: "fix_test", action: `Fix the failing test for ${name}` };
  const expired = control.sources.find((s) => s.type === "evidence" && !s.counts);
  if (expired) return { kind: "renew_evidence", action: `Renew the expired evidence "${expired.title}" for ${name}` };
  // Partly met only through a mapped control that does not cover all of it: evidence on the control itself is what is missing.
  if (control.readiness === "partial" && control.sources.some((s) => s.counts && s.via?.support === "partial")) {
    return { kind: "add_evidence", action: `Upload evidence for ${name}: a mapped control covers only part of it` };
  }
  if (control.readiness === "partial") return { kind: "back_attestation", action: `Upload evidence to back the attested practice for ${name}` };
  return { kind: "add_evidence", action: `Upload evidence for ${name}` };
}
