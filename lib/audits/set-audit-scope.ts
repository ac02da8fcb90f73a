import { asc, eq, sql } from "drizzle-orm";
import { auditControls } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { assertNotComplete, customerGate, lockCustomerAudit } from "./internal/access";
import { recordActivity } from "./internal/activity";
import { PERIOD_EDITABLE } from "./internal/period";
import { scopeSummary } from "./internal/scope";
import type { AuditScopeJson } from "./schemas";
import type { SetAuditScopeInput } from "./schemas";

interface Decision {
  in_scope: boolean;
  reason: string | null;
}

/**
 * Puts controls of the audit's snapshot in or out of scope, one by one or a whole category (docs/api.md §8).
 * Categories apply first, then controls, so one control of an excluded category can stay in. An excluded control
 * carries its reason; including it again clears the reason. Scope is settled before fieldwork, like the period:
 * allowed while the audit is `draft` or `in_progress`, else 409 `conflict` (`audit_complete` once complete).
 * Writes one `scope_changed` entry listing every control that changed; a request that changes nothing writes none.
 * Answers the audit's scope summary.
 */
export async function setAuditScope(ctx: Ctx, auditId: string, input: SetAuditScopeInput): Promise<AuditScopeJson> {
  const caller = await customerGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await lockCustomerAudit(tx, caller, auditId);
    assertNotComplete(audit);
    if (!PERIOD_EDITABLE.includes(audit.status)) {
      throw new ServiceError(
        "conflict",
        `The audit's scope is settled before fieldwork: it can change while the audit is draft or in_progress, not ${audit.status}.`,
      );
    }

    const controls = await tx
      .select({
        id: auditControls.id,
        controlId: auditControls.controlId,
        category: auditControls.category,
        inScope: auditControls.inScope,
        scopeReason: auditControls.scopeReason,
      })
      .from(auditControls)
      .where(eq(auditControls.auditId, audit.id))
      .orderBy(asc(auditControls.sortOrder), asc(auditControls.id));

    const problems: { path: string; message: string }[] = [];
    const decided = new Map<string, Decision>();
    const seenCategories = new Set<string>();
    (input.categories ?? []).forEach((entry, i) => {
      if (seenCategories.has(entry.category)) return void problems.push({ path: `categories.${i}.category`, message: `names ${entry.category} twice` });
      seenCategories.add(entry.category);
      const members = controls.filter((c) => c.category === entry.category);
      if (members.length === 0)
        return void problems.push({ path: `categories.${i}.category`, message: `is not a category of this audit's controls: ${entry.category}` });
      for (const c of members) decided.set(c.controlId, { in_scope: entry.in_scope, reason: entry.in_scope ? null : entry.reason! });
    });
    const known = new Set(controls.map((c) => c.controlId));
    const seenControls = new Set<string>();
    (input.controls ?? []).forEach((entry, i) => {
      if (seenControls.has(entry.control_id)) return void problems.push({ path: `controls.${i}.control_id`, message: `names ${entry.control_id} twice` });
      seenControls.add(entry.control_id);
      if (!known.has(entry.control_id))
        return void problems.push({ path: `controls.${i}.control_id`, message: `is not a control of this audit: ${entry.control_id}` });
      decided.set(entry.control_id, { in_scope: entry.in_scope, reason: entry.in_scope ? null : entry.reason! });
    });
    if (problems.length > 0) throw ServiceError.validation(problems);

    const changed = controls.filter((c) => {
      const d = decided.get(c.controlId);
      return d !== undefined && (d.in_scope !== c.inScope || d.reason !== c.scopeReason);
    });
    if (changed.length > 0) {
      // One statement whatever the number of controls: the decisions travel as one JSON array.
      const rows = JSON.stringify(changed.map((c) => ({ id: c.id, in_scope: decided.get(c.controlId)!.in_scope, reason: decided.get(c.controlId)!.reason })));
      await tx.execute(sql`
        update ${auditControls} set in_scope = v.in_scope, scope_reason = v.reason
        from jsonb_to_recordset(${rows}::jsonb) as v(id uuid, in_scope boolean, reason text)
        where ${auditControls.id} = v.id and ${auditControls.auditId} = ${audit.id}`);
    }
    const summary = await scopeSummary(tx, audit.id);
    if (changed.length > 0) {
      await recordActivity(tx, ctx, {
        auditId: audit.id,
        accountId: audit.accountId,
        type: "scope_changed",
        actor,
        status: audit.status,
        details: {
          changes: changed.map((c) => ({
            control_id: c.controlId,
            from: { in_scope: c.inScope, reason: c.scopeReason },
            to: decided.get(c.controlId)!,
          })),
          ...(input.categories?.length ? { categories: input.categories.map((e) => ({ category: e.category, in_scope: e.in_scope })) } : {}),
          in_scope: summary.in_scope,
          out_of_scope: summary.out_of_scope,
        },
        at: ctx.now(),
      });
    }
    return summary;
  });
}
