import { getBuiltinFramework } from "@/lib/frameworks";

type CatalogControl = NonNullable<ReturnType<typeof getBuiltinFramework>>["controls"][number];

/** ISO/IEC 27001:2022, the built-in framework whose Annex A controls a Statement of Applicability declares. */
const ISO_27001 = "iso27001";

const isAnnexA = (controlId: string) => controlId.startsWith("A.");

/** The 93 Annex A controls of the built-in catalog, in the standard's order (clauses 4–10 are requirements, not controls). */
export function annexAControls(): CatalogControl[] {
  return (getBuiltinFramework(ISO_27001)?.controls ?? []).filter((c) => isAnnexA(c.controlId));
}

/**
 * Whether a control may not be excluded: ISO/IEC 27001 clauses 4–10 are requirements every certified management
 * system meets (clause 1 allows excluding none of them); only Annex A controls can be declared not applicable.
 */
export function cannotBeExcluded(frameworkId: string, controlId: string): boolean {
  return frameworkId === ISO_27001 && !isAnnexA(controlId);
}
