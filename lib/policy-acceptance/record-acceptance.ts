import { and, eq } from "drizzle-orm";
import { policyAcceptances } from "@/db/policy-acceptance";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { peopleByIds, personOfMember, type PersonFact } from "@/lib/people";
import { roleAtLeast } from "@/lib/vocabulary";
import { toAcceptance } from "./internal/serialize";
import { asks, loadPolicyState } from "./internal/state";
import type { AcceptanceJson, RecordAcceptanceInput } from "./schemas";

/** Where the acceptance came from, as the route reads it from the request. */
export interface AcceptanceOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

/** Whose acceptance this is: an admin may name anyone; everyone else records only their own. */
async function whoAccepts(ctx: Ctx, accountId: string, userId: string | null, isAdmin: boolean, personId: string | undefined) {
  const own = userId ? await personOfMember(ctx.db, accountId, userId) : null;
  if (personId === undefined || personId === own?.id) {
    if (!own) {
      throw ServiceError.validation([
        { path: "personId", message: "your e-mail matches no person of the account: name the person (an admin records on their behalf)" },
      ]);
    }
    return { person: own, channel: "self" as const };
  }
  if (!isAdmin) throw new ServiceError("forbidden", "Only an admin records a policy acceptance on someone else's behalf.", { requiredRole: "admin" });
  const [person] = await peopleByIds(ctx.db, accountId, [personId]);
  if (!person) throw ServiceError.notFound("person");
  return { person, channel: "admin" as const };
}

/**
 * Records that a person accepted the current approved version of a document that requires acceptance (docs/api.md
 * "Policy acceptance"): once, immutable, with the version's number and SHA-256, the time, and the address and user
 * agent of the request. The person must be active and asked by the requirement (400 otherwise); the same version
 * again is 409 `conflict`.
 */
export async function recordAcceptance(ctx: Ctx, input: RecordAcceptanceInput, origin: AcceptanceOrigin): Promise<AcceptanceJson> {
  const { accountId, userId, role } = requireRole(ctx, "viewer");
  const { person, channel } = await whoAccepts(ctx, accountId, userId, roleAtLeast(role, "admin"), input.personId);
  const state = await loadPolicyState(ctx.db, accountId);
  const requirement = state.requirements.find((r) => r.row.documentId === input.documentId);
  if (!requirement?.version) throw ServiceError.validation([{ path: "documentId", message: "does not require acceptance (or has no approved version)" }]);
  if (!asks(requirement.row, person as PersonFact)) {
    throw ServiceError.validation([{ path: "personId", message: `${person.name} is not asked to accept this policy (not active, or outside its audience)` }]);
  }
  const version = requirement.version;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: policyAcceptances.id })
      .from(policyAcceptances)
      .where(and(eq(policyAcceptances.personId, person.id), eq(policyAcceptances.documentVersionId, version.versionId)));
    if (already) throw new ServiceError("conflict", `${person.name} already accepted version ${version.number}.`, { acceptanceId: already.id });
    const [row] = await tx
      .insert(policyAcceptances)
      .values({
        accountId,
        personId: person.id,
        documentId: version.documentId,
        documentVersionId: version.versionId,
        versionNumber: version.number,
        contentHash: version.contentHash,
        documentTitle: version.title,
        acceptedAt: now,
        ipAddress: origin.ipAddress?.slice(0, 100) || null,
        userAgent: origin.userAgent?.slice(0, 500) || null,
        channel,
        recordedBy: userId,
      })
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "policy.accepted",
      targetType: "person",
      targetId: person.id,
      details: { name: person.name, document: version.title, documentId: version.documentId, version: version.number, sha256: version.contentHash, channel },
    });
    return toAcceptance(row, { id: person.id, name: person.name, email: person.email });
  });
}
