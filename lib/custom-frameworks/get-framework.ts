import type { Ctx } from "@/lib/context";
import { requireCustomFrameworks } from "./internal/access";
import { findFramework, frameworkWithControls } from "./internal/queries";
import type { CustomFrameworkWithControls } from "./schemas";

export async function getFramework(ctx: Ctx, id: string): Promise<CustomFrameworkWithControls> {
  const accountId = await requireCustomFrameworks(ctx, "viewer");
  return frameworkWithControls(ctx.db, await findFramework(ctx.db, accountId, id));
}
