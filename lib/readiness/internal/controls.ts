import { controlRule, type ControlRule } from "./control-rules";
import { PRACTICE_KEYS } from "./practices";
import type { ControlRef, ControlRequirements, ReadinessControl } from "./types";

const fromRule = (rule: ControlRule): ControlRequirements => ({
  practices: rule.practices,
  documents: rule.documents ?? [],
  appliesToDataTypes: rule.appliesToDataTypes,
});

/** A control of a built-in framework: evidence and tests name it by its own id; its rule says what it asks for. */
export function builtinReadinessControl(frameworkId: string, controlId: string, title: string): ReadinessControl {
  const rule = controlRule(frameworkId, controlId);
  return { controlId, title, refs: [{ framework: frameworkId, controlId }], requirements: rule && fromRule(rule) };
}

/**
 * A custom framework's control (labelled `label` in framework `frameworkId`): evidence and tests count when
 * they name it directly or one of its standard mappings, and it asks for what its mapped built-in controls
 * ask for together. A clone of a built-in framework maps each control to its source, so it is assessed
 * exactly like the built-in one.
 */
export function customReadinessControl(frameworkId: string, label: string, title: string, mappings: readonly ControlRef[]): ReadinessControl {
  return {
    controlId: label,
    title,
    refs: [{ framework: frameworkId, controlId: label }, ...mappings.map((m) => ({ framework: m.framework, controlId: m.controlId }))],
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
