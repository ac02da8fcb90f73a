import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { toSchedule } from "./internal/serialize";
import { findScheduleForAccount } from "./internal/find-schedule";
import type { ScheduleResponse } from "./schemas";

/** One live schedule of the account (the console's edit page); 404 otherwise. */
export async function getSchedule(ctx: Ctx, id: string): Promise<ScheduleResponse> {
  const { accountId } = requireRole(ctx, "viewer");
  return toSchedule(await findScheduleForAccount(ctx.db, accountId, id));
}
