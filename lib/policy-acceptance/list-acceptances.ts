import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { toPage, type Page } from "@/lib/pagination";
import { peopleByIds } from "@/lib/people";
import { acceptanceRows } from "./internal/acceptance-rows";
import { toAcceptance } from "./internal/serialize";
import type { AcceptanceJson, ListAcceptancesQuery } from "./schemas";

/** The acceptance records, newest first, by document and person (docs/api.md "Policy acceptance"). */
export async function listAcceptances(ctx: Ctx, query: ListAcceptancesQuery): Promise<Page<AcceptanceJson>> {
  const { accountId } = requireRole(ctx, "viewer");
  const rows = await acceptanceRows(ctx.db, accountId, query, query.limit + 1);
  const people = new Map((await peopleByIds(ctx.db, accountId, [...new Set(rows.map((r) => r.personId))])).map((p) => [p.id, p]));
  return toPage(
    rows,
    query.limit,
    (r) => [r.acceptedAt.toISOString(), r.id],
    (r) => toAcceptance(r, people.get(r.personId)!),
  );
}
