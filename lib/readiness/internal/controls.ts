import { controlRule, type ControlRule } from "./control-rules";
import { PRACTICE_KEYS } from "./practices";
import { customMappedRefs, crosswalkRefs, isCopy } from "./mapped-refs";
import type { ControlRef, ControlRequirements, CustomMappingRef, ReadinessControl } from "./types";

const fromRule = (rule: ControlRule): ControlRequirements => ({
  practices: rule.practices,
  documents: rule.documents ?? [],
  appliesToDataTypes: rule.appliesToDataTypes,
});

/**
 * A control of a built-in framework: evidence and tests name it by its own id; its rule says what it asks for; the
 * official crosswalks map it to controls of other built-in frameworks, directly or through a third (derived).
 */
export function builtinReadinessControl(frameworkId: string, controlId: string, title: string): ReadinessControl {
  const rule = controlRule(frameworkId, controlId);
  return {
    controlId,
    title,
    refs: [{ framework: frameworkId, controlId }],
    mapped: crosswalkRefs(frameworkId, controlId),
    requirements: rule && fromRule(rule),
  };
}

/**
 * A custom framework's control (labelled `label` in framework `frameworkId`): evidence and tests count when
 * they name it directly or, as their relationship allows, one of its standard mappings; it asks for what its
 * mapped built-in controls ask for together. A clone of a built-in framework maps each control to its source
 * (`copied`, `equivalent`): that source counts as the control itself, crosswalks included, so the clone is
 * assessed exactly like the built-in one, sources and reasons alike.
 */
export function customReadinessControl(frameworkId: string, label: string, title: string, mappings: readonly CustomMappingRef[]): ReadinessControl {
  return {
    controlId: label,
    title,
    // A copy is its source: what names the source names the copy, exactly as the built-in reads it.
    refs: [{ framework: frameworkId, controlId: label }, ...mappings.filter(isCopy).map((m) => ({ framework: m.framework, controlId: m.controlId }))],
    mapped: customMappedRefs(frameworkId, label, mappings),
    requirements: mergedRequirements(mappings),
  };
}

function mergedRequirements(mappings: readonly ControlRef[]): ControlRequirements | undefined {
  const rules = mappings.map((m) => controlRule(m.framework, m.controlId)).filter((x): x is ControlRule => !!x);
  if (rules.length === 0) return undefined;
  if (rules.length === 1) return fromRule(rules[0]);
  const practices = new Set(rules.flatMap((x) => x.practices));
  // Applicable when any mapped control applies: a mapping to an unconditional control keeps it in scope.
  const conditional = rules.every((x) => x.appliesToDataTypes);
  return {
    practices: PRACTICE_KEYS.filter((k) => practices.has(k)),
    documents: [...new Set(rules.flatMap((x) => x.documents ?? []))].sort(),
    appliesToDataTypes: conditional ? [...new Set(rules.flatMap((x) => x.appliesToDataTypes ?? []))].sort() : undefined,
  };
}
