import os from "node:os";
import { makeCtx, type Ctx } from "@/lib/context";

/**
 * The context of the operator CLI: the audit trail records its changes as actor `operator` with the
 * name of the system user who ran it (ADMIN_OPERATOR overrides it, e.g. in scripts run by a service user).
 */
export function operatorContext(name = process.env.ADMIN_OPERATOR || `cli:${safeUserName()}`): Ctx {
  return makeCtx({ kind: "operator", name });
}

function safeUserName(): string {
  try {
    return os.userInfo().username;
  } catch {
    return "unknown";
  }
}
