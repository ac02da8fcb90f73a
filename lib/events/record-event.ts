import { accountEvents } from "@/db/events";
import { actorOf, type Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";

export interface EventInput {
  accountId: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
}

/** Writes one audit-trail row; call it with the transaction that makes the change. */
export async function recordEvent(tx: DbOrTx, ctx: Ctx, event: EventInput): Promise<void> {
  const actor = actorOf(ctx.caller);
  await tx.insert(accountEvents).values({
    accountId: event.accountId,
    actorType: actor.type,
    actorId: actor.id,
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId ?? null,
    details: event.details ?? {},
    requestId: ctx.requestId,
    createdAt: ctx.now(),
  });
}
