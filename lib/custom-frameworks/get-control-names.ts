import type { Ctx } from "@/lib/context";
import { requireCustomer } from "@/lib/context/guards";
import { getBuiltinControl, listFrameworks } from "@/lib/frameworks";
import { customFrameworkTitles } from "./internal/control-titles";

export interface ControlNames {
  frameworkName(id: string): string;
  controlTitle(framework: string, controlId: string): string | undefined;
}

/**
 * Framework names and control titles for the references the console shows (built-in ids or the account's custom
 * framework ids), in at most two queries: the console never shows `soc2` or a framework's UUID. No tier gate: naming
 * the frameworks a test already cites is not using custom frameworks.
 */
export async function getControlNames(ctx: Ctx, frameworkIds: readonly string[]): Promise<ControlNames> {
  const { accountId } = requireCustomer(ctx);
  const builtin = new Map(listFrameworks().map((f) => [f.id, f.name]));
  const custom = await customFrameworkTitles(
    ctx.db,
    accountId,
    [...new Set(frameworkIds)].filter((id) => !builtin.has(id)),
  );
  return {
    frameworkName: (id) => builtin.get(id) ?? custom.names.get(id) ?? "Deleted framework",
    controlTitle: (framework, controlId) => getBuiltinControl(framework, controlId)?.title ?? custom.controls.get(framework)?.get(controlId),
  };
}
