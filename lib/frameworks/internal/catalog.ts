import soc2 from "../catalogs/soc2.json";
import iso27001 from "../catalogs/iso27001.json";
import hipaa from "../catalogs/hipaa.json";
import gdpr from "../catalogs/gdpr.json";
import nistCsf2 from "../catalogs/nist-csf-2.json";
import nist80053 from "../catalogs/nist-800-53.json";
import pciDss4 from "../catalogs/pci-dss-4.json";

/** One control of a built-in framework, as the API serves it (docs/api.md §7). */
export interface BuiltinControl {
  controlId: string;
  title: string;
  description: string;
  category: string;
}

export interface BuiltinFramework {
  id: string;
  name: string;
  version: string;
  category: string;
  description: string;
  source: string;
  license: string;
  controls: BuiltinControl[];
}

export const builtinFrameworks: readonly BuiltinFramework[] = [soc2, iso27001, hipaa, gdpr, nistCsf2, nist80053, pciDss4] as BuiltinFramework[];

const byId = new Map(builtinFrameworks.map((f) => [f.id, f]));
const controlIndex = new Map(builtinFrameworks.map((f) => [f.id, new Map(f.controls.map((c) => [c.controlId, c]))]));

export const builtinFrameworkIds = builtinFrameworks.map((f) => f.id);

export function getBuiltinFramework(id: string): BuiltinFramework | undefined {
  return byId.get(id);
}

export function getBuiltinControl(frameworkId: string, controlId: string): BuiltinControl | undefined {
  return controlIndex.get(frameworkId)?.get(controlId);
}

export function isBuiltinFrameworkId(id: string): boolean {
  return byId.has(id);
}
