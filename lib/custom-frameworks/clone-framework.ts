import { customFrameworks, type StoredOscal } from "@/db/custom-frameworks";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { getBuiltinFramework } from "@/lib/frameworks";
import { ServiceError } from "@/lib/errors";
import { requireCustomFrameworks } from "./internal/access";
import { toControl } from "./internal/serialize";
import { isUuid } from "@/lib/uuid";
import { controlRows, findFramework, frameworkWithControls, insertControls, type NewControl } from "./internal/queries";
import type { FrameworkCategory } from "./internal/types";
import type { CustomFrameworkWithControls } from "./schemas";

/** Built-ins that are laws rather than industry standards. */
const LAW = new Set(["gdpr", "hipaa"]);

/**
 * Copies a built-in framework or one of the account's custom frameworks into a new draft.
 * From a built-in, every control maps to the control it was copied from (origin `copied`, `equivalent`);
 * from a custom framework, the controls keep their own mappings with their provenance.
 */
export async function cloneFramework(ctx: Ctx, sourceId: string, input: { name: string }): Promise<CustomFrameworkWithControls> {
  const accountId = await requireCustomFrameworks(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    let controls: NewControl[];
    // What an OSCAL import kept travels with the copy, so the copy exports the same catalog.
    let oscal: StoredOscal | null = null;
    let meta: { description: string | null; version: string | null; category: FrameworkCategory | null };
    let origin: string;
    const builtin = getBuiltinFramework(sourceId);
    if (builtin) {
      controls = builtin.controls.map((c) => ({
        control_id_label: c.controlId,
        title: c.title,
        description: c.description || null,
        category: c.category || null,
        evidence_requirements: null,
        test_criteria: null,
        // The copy asks exactly what its source asks: the product states it, so it is `copied` and `equivalent`.
        standard_mappings: [{ framework: builtin.id, controlId: c.controlId, origin: "copied", relationship: "equivalent" }],
      }));
      meta = { description: builtin.description || null, version: builtin.version || null, category: LAW.has(builtin.id) ? "regulatory" : "industry" };
      origin = `builtin:${builtin.id}`;
    } else if (isUuid(sourceId)) {
      const source = await findFramework(tx, accountId, sourceId);
      controls = (await controlRows(tx, source.id)).map((r) => ({ ...toControl(r), storedOscal: r.oscal }));
      oscal = source.oscal;
      meta = { description: source.description, version: source.version, category: source.category as FrameworkCategory | null };
      origin = `custom:${source.id}`;
    } else {
      throw new ServiceError("not_found", `No built-in or custom framework "${sourceId}".`);
    }
    const [row] = await tx
      .insert(customFrameworks)
      .values({ accountId, name: input.name, ...meta, origin, oscal, createdAt: now, updatedAt: now })
      .returning();
    await insertControls(tx, accountId, row.id, controls, now);
    await recordEvent(tx, ctx, {
      accountId,
      action: "custom_framework.cloned",
      targetType: "custom_framework",
      targetId: row.id,
      details: { source: origin, controls: controls.length },
    });
    return frameworkWithControls(tx, row);
  });
}
