import { and, eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import { controlScopeDecisions } from "@/db/scope";
import type { DbOrTx } from "@/lib/db/client";
import type { ControlScope } from "../schemas";

export interface DecisionRow {
  id: string;
  controlId: string;
  applicable: boolean;
  justification: string;
  decidedAt: Date;
  decider: { id: string; name: string } | null;
}

/** The account's scope decisions on one framework (or one of its controls), each with who made it: one query. */
export async function decisionRows(db: DbOrTx, accountId: string, frameworkId: string, controlId?: string): Promise<DecisionRow[]> {
  const d = controlScopeDecisions;
  const rows = await db
    .select({
      id: d.id,
      controlId: d.controlId,
      applicable: d.applicable,
      justification: d.justification,
      decidedAt: d.decidedAt,
      deciderId: users.id,
      deciderName: users.name,
    })
    .from(d)
    .leftJoin(users, eq(users.id, d.decidedBy))
    .where(and(eq(d.accountId, accountId), eq(d.frameworkId, frameworkId), controlId === undefined ? undefined : eq(d.controlId, controlId)));
  return rows.map(({ deciderId, deciderName, ...row }) => ({ ...row, decider: deciderId ? { id: deciderId, name: deciderName ?? "" } : null }));
}

export function toControlScope(frameworkId: string, row: DecisionRow, title: string | null): ControlScope {
  return {
    frameworkId,
    controlId: row.controlId,
    controlTitle: title,
    applicable: row.applicable,
    justification: row.justification,
    decidedBy: row.decider,
    decidedAt: row.decidedAt.toISOString(),
  };
}
