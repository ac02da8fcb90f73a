import type { Ctx } from "@/lib/context";
import { requireCustomFrameworks } from "./internal/access";
import { toExportDocument } from "./internal/format";
import { controlRows, findFramework } from "./internal/queries";
import { toControl, toFramework } from "./internal/present";
import type { FrameworkExport } from "./response-schemas";

export async function exportFramework(ctx: Ctx, id: string): Promise<FrameworkExport> {
  const accountId = await requireCustomFrameworks(ctx, "viewer");
  const fw = await findFramework(ctx.db, accountId, id);
  const controls = (await controlRows(ctx.db, fw.id)).map(toControl);
  return toExportDocument(toFramework(fw, controls.length), controls);
}

