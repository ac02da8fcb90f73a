import type { StoredOscal } from "@/db/custom-frameworks";
import { lookupIn, paramText } from "@/lib/oscal/prose";
import { guidanceText } from "@/lib/oscal/texts";
import type { StoredControlOscal } from "@/lib/oscal/types";
import type { ControlOscal } from "../schemas";

/** What the API shows of a control's kept OSCAL: its id, parent, parameters as its statement reads them, guidance. */
export function toControlOscal(stored: StoredOscal | null): ControlOscal {
  if (!stored || typeof stored.id !== "string") return null;
  const oscal = stored as unknown as StoredControlOscal;
  const params = oscal.params ?? [];
  const lookup = lookupIn(params);
  return {
    id: oscal.id,
    parent: oscal.parent ?? null,
    parameters: params.map((p) => ({ id: p.id, label: p.label ?? null, values: p.values ?? [], text: paramText(p, p.id, lookup) })),
    guidance: guidanceText(oscal.parts, lookup),
  };
}
