import "server-only";
import type { Ctx } from "@/lib/context";
import { requireCustomer } from "@/lib/context/guards";
import { customFrameworkTitles } from "@/lib/custom-frameworks";
import { getBuiltinControl, listFrameworks } from "@/lib/frameworks";

export interface ControlNames {
  frameworkName(id: string): string;
  controlTitle(framework: string, controlId: string): string | undefined;
}

/**
 * Framework names and control titles for the references tests carry (built-in ids or the account's custom
 * framework ids), in at most two queries: the console never shows `soc2` or a framework's UUID.
 */
export async function controlNames(ctx: Ctx, frameworkIds: readonly string[]): Promise<ControlNames> {
  const { accountId } = requireCustomer(ctx);
  const builtin = new Map(listFrameworks().map((f) => [f.id, f.name]));
  const custom = await customFrameworkTitles(ctx.db, accountId, [...new Set(frameworkIds)].filter((id) => !builtin.has(id)));
  return {
    frameworkName: (id) => builtin.get(id) ?? custom.names.get(id) ?? "Deleted framework",
    controlTitle: (framework, controlId) => getBuiltinControl(framework, controlId)?.title ?? custom.controls.get(framework)?.get(controlId),
  };
}
