import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import type { ConnectionResponse } from "./schemas";
import { connectionOf } from "./internal/connection-row";
import { toConnection } from "./internal/serialize";

export async function getConnection(ctx: Ctx, id: string): Promise<ConnectionResponse> {
  const { accountId } = requireRole(ctx, "admin");
  return toConnection(await connectionOf(ctx.db, accountId, id));
}
