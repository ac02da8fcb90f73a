import { Badge } from "@/components/ui/card";
import type { StandardMappingJson } from "@/lib/custom-frameworks";
import { MAPPING_ORIGIN_LABELS, MAPPING_RELATIONSHIP_LABELS } from "@/lib/format/labels";
import { mappingLabel, type FrameworkName } from "@/lib/format/mapping-label";

/** Who a mapping comes from, in words: "yours", "copied", "suggested (0.82, model v3)", "official crosswalk (…)". */
export function provenanceText(m: Pick<StandardMappingJson, "origin" | "confidence" | "modelVersion" | "source">): string {
  const origin = MAPPING_ORIGIN_LABELS[m.origin].toLowerCase();
  if (m.origin === "suggestion") {
    const details = [m.confidence !== undefined ? m.confidence.toFixed(2) : null, m.modelVersion ? `model ${m.modelVersion}` : null].filter(Boolean);
    return details.length > 0 ? `${origin} (${details.join(", ")})` : origin;
  }
  if (m.origin === "crosswalk" && m.source) return `${origin} (${m.source})`;
  return origin;
}

/** "ISO/IEC 27001:2022 · A.5.15 · intersects with · suggested (0.82, model v3)"; an unstated relationship is left out. */
export function mappingDescription(frameworks: readonly FrameworkName[], m: StandardMappingJson): string {
  const relationship = m.relationship ? MAPPING_RELATIONSHIP_LABELS[m.relationship].toLowerCase() : null;
  return [mappingLabel(frameworks, m), relationship, provenanceText(m)].filter(Boolean).join(" · ");
}

const TONE = { user: "blue", suggestion: "amber", copied: "gray", crosswalk: "green" } as const;

/** A custom control's mapping with its relationship and provenance, as every mapping is shown. */
export function MappingBadge({ frameworks, mapping }: { frameworks: readonly FrameworkName[]; mapping: StandardMappingJson }) {
  const text = mappingDescription(frameworks, mapping);
  return (
    <span title={mapping.relationship ? undefined : "Relationship not stated"} data-testid="mapping-badge" className="max-w-full break-words">
      <Badge tone={TONE[mapping.origin]}>{text}</Badge>
    </span>
  );
}
