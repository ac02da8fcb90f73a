import { gdprRequirements } from "./gdpr";
import { hipaaRequirements } from "./hipaa";
import { iso27001Requirements } from "./iso27001";
import { nist80053Requirements } from "./nist-800-53";
import { nistCsf2Requirements } from "./nist-csf-2";
import { pciDss4Requirements } from "./pci-dss-4";
import { soc2Requirements } from "./soc2";
import type { CategoryRequirements, FrameworkRequirements } from "./types";

export { categoryTitles } from "./category-titles";
export { sectionVocabulary } from "./sections";
export type { CategoryRequirements, Disclosure, FrameworkRequirements, SectionVocabulary } from "./types";

/** The requirements model: per built-in framework, per document category. */
export const frameworkRequirements: readonly FrameworkRequirements[] = [
  soc2Requirements,
  iso27001Requirements,
  hipaaRequirements,
  gdprRequirements,
  nistCsf2Requirements,
  nist80053Requirements,
  pciDss4Requirements,
];

const byId = new Map(frameworkRequirements.map((r) => [r.frameworkId, r]));

export function requirementsFor(frameworkId: string): FrameworkRequirements | undefined {
  return byId.get(frameworkId);
}

export function categoryRequirements(frameworkId: string, category: string): CategoryRequirements | undefined {
  return byId.get(frameworkId)?.categories[category];
}
