import { apiKeyLabels } from "@/lib/api-keys";
import { auditorNames } from "@/lib/audits";
import type { DbOrTx } from "@/lib/db/client";
import type { AccountEvent } from "@/lib/events";
import { eventLabel } from "@/lib/format/labels";
import { isUuid } from "@/lib/uuid";
import type { TrailEventJson } from "../schemas";
import { peopleById } from "./members";
import { targetLabels } from "./target-labels";

/** Who did it and on what, in words, for a batch of trail events: four queries at most whatever the batch size. */
export async function withActorNames(db: DbOrTx, accountId: string, events: AccountEvent[]): Promise<TrailEventJson[]> {
  const ids = (type: string) => [...new Set(events.filter((e) => e.actor.type === type && e.actor.id && isUuid(e.actor.id)).map((e) => e.actor.id!))];
  const [userIds, keyIds, invitationIds] = [ids("user"), ids("api_key"), ids("auditor")];
  const [people, keys, auditors, targetLabel] = await Promise.all([
    peopleById(db, accountId, userIds),
    apiKeyLabels(db, accountId, keyIds),
    auditorNames(db, accountId, invitationIds),
    targetLabels(db, accountId, events),
  ]);
  const keyById = new Map(keys.map((k) => [k.id, k]));
  const auditorById = new Map(auditors.map((a) => [a.id, a]));
  const nameOf = (actor: AccountEvent["actor"]): string => {
    const id = actor.id ?? "";
    switch (actor.type) {
      case "user": {
        const p = people.get(id);
        return p ? `${p.name} <${p.email}>` : "A former user";
      }
      case "api_key": {
        const k = keyById.get(id);
        return k ? `API key ${k.prefix} (${k.name})` : "API key (deleted)";
      }
      case "auditor": {
        const a = auditorById.get(id);
        return a ? `Auditor ${a.name} <${a.email}>` : "Auditor";
      }
      case "scim":
        return "SCIM";
      case "operator":
        return id ? `Operator ${id}` : "Operator";
      case "internal":
        return "System";
      default:
        return actor.type === "anonymous" ? "Someone signing in" : actor.type;
    }
  };
  return events.map((e) => ({
    id: e.id,
    action: e.action,
    label: eventLabel(e.action),
    target_type: e.targetType,
    target_id: e.targetId,
    target_label: targetLabel(e.targetId, e.targetType),
    actor: { type: e.actor.type, id: e.actor.id, name: nameOf(e.actor) },
    details: e.details,
    created_at: e.createdAt,
  }));
}
