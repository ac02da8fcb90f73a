import type { z } from "zod";
import type { Ctx } from "@/lib/context";
import { attachment, fileSlug } from "@/lib/http/reply";
import { oscalJson } from "@/lib/oscal/datatypes";
import { requireCustomFrameworks } from "./internal/access";
import { toExportDocument } from "./internal/format";
import { toOscalCatalog } from "./internal/oscal-export";
import { controlRows, findFramework } from "./internal/queries";
import { toControl, toFramework } from "./internal/serialize";
import type { FrameworkExport } from "./schemas";
import type { exportQuery } from "./schemas";

/**
 * `format: "json"` (default): the `compliance-framework/v1` document (answered in the envelope). `format: "oscal"`:
 * an OSCAL catalog file, the same bytes until the framework changes.
 */
export async function exportFramework(ctx: Ctx, id: string, query: z.output<typeof exportQuery> = { format: "json" }): Promise<FrameworkExport | Response> {
  const accountId = await requireCustomFrameworks(ctx, "viewer");
  const fw = await findFramework(ctx.db, accountId, id);
  const rows = await controlRows(ctx.db, fw.id);
  if (query.format === "oscal") {
    return attachment(oscalJson(toOscalCatalog(fw, rows)), "application/json; charset=utf-8", `${fileSlug(fw.name, "framework")}-oscal-catalog.json`);
  }
  const controls = rows.map(toControl);
  return toExportDocument(toFramework(fw, controls.length), controls);
}
