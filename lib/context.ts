import { randomUUID } from "node:crypto";
import { getDb, type Db } from "@/lib/db/client";
import { getLogger, type Logger } from "@/lib/log";

/** Who is calling. Every service decides what each kind may do. */
export type Caller =
  | { kind: "customer"; userId: string; accountId: string; via: "jwt" | "session" }
  | { kind: "apiKey"; apiKeyId: string; accountId: string }
  | { kind: "auditor"; invitationId: string; auditId: string; accountId: string }
  | { kind: "internal" }
  | { kind: "anonymous" };

export interface Ctx {
  db: Db;
  caller: Caller;
  now: () => Date;
  log: Logger;
  requestId: string;
}

export function makeCtx(caller: Caller, init: Partial<Omit<Ctx, "caller">> = {}): Ctx {
  const requestId = init.requestId ?? randomUUID();
  return {
    db: init.db ?? getDb(),
    caller,
    now: init.now ?? (() => new Date()),
    log: init.log ?? getLogger().child({ requestId }),
    requestId,
  };
}

/** The account a caller acts for, or undefined for anonymous/internal callers. */
export function accountIdOf(caller: Caller): string | undefined {
  return "accountId" in caller ? caller.accountId : undefined;
}

/** Actor as recorded in event logs. */
export function actorOf(caller: Caller): { type: string; id: string | null } {
  switch (caller.kind) {
    case "customer":
      return { type: "user", id: caller.userId };
    case "apiKey":
      return { type: "api_key", id: caller.apiKeyId };
    case "auditor":
      return { type: "auditor", id: caller.invitationId };
    case "internal":
      return { type: "internal", id: null };
    default:
      return { type: "anonymous", id: null };
  }
}
