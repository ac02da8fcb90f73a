import {
  CSF_CATEGORY_RULES,
  CSF_SUBCATEGORY_RULES,
  GDPR_RULES,
  HIPAA_RULES,
  ISO27001_RULES,
  NIST80053_CONTROL_RULES,
  NIST80053_FAMILY_RULES,
  PCI_RULES,
  SOC2_RULES,
  type ControlRule,
} from "./practices";

const EXPLICIT: Record<string, Record<string, ControlRule>> = {
  soc2: SOC2_RULES,
  iso27001: ISO27001_RULES,
  hipaa: HIPAA_RULES,
  gdpr: GDPR_RULES,
  "pci-dss-4": PCI_RULES,
};

/** `AC-2(4)` → `AC-2`; `AC-2` → `AC-2`. */
function baseOf80053(controlId: string): string {
  const i = controlId.indexOf("(");
  return i === -1 ? controlId : controlId.slice(0, i);
}

/**
 * The rule that decides a built-in control, or undefined when the mapping does not cover it (the
 * coverage test keeps that from happening for the shipped catalogs).
 */
export function controlRule(frameworkId: string, controlId: string): ControlRule | undefined {
  if (!(frameworkId in EXPLICIT) && frameworkId !== "nist-csf-2" && frameworkId !== "nist-800-53") return undefined;
  let cache = resolved.get(frameworkId);
  if (!cache) resolved.set(frameworkId, (cache = new Map()));
  if (cache.has(controlId)) return cache.get(controlId);
  const rule = resolveRule(frameworkId, controlId);
  cache.set(controlId, rule);
  return rule;
}

const resolved = new Map<string, Map<string, ControlRule | undefined>>();

function resolveRule(frameworkId: string, controlId: string): ControlRule | undefined {
  const explicit = EXPLICIT[frameworkId];
  if (explicit) return explicit[controlId];
  if (frameworkId === "nist-csf-2") {
    const category = controlId.split("-")[0];
    return CSF_SUBCATEGORY_RULES[controlId] ?? CSF_CATEGORY_RULES[category];
  }
  if (frameworkId === "nist-800-53") {
    return (
      NIST80053_CONTROL_RULES[controlId] ??
      NIST80053_CONTROL_RULES[baseOf80053(controlId)] ??
      NIST80053_FAMILY_RULES[controlId.split("-")[0]]
    );
  }
  return undefined;
}
