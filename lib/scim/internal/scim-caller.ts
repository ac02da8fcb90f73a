import type { Caller, Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { config } from "@/lib/config";

/** The SCIM caller (an identity provider with one of the account's SCIM tokens); services check it themselves. */
export function requireScim(ctx: Ctx): Extract<Caller, { kind: "scim" }> {
  if (ctx.caller.kind === "scim") return ctx.caller;
  throw new ServiceError(ctx.caller.kind === "anonymous" ? "unauthorized" : "forbidden");
}

/** `{APP_URL}/scim/v2`: what the identity provider is given, and what `meta.location` starts with. */
export function scimBaseUrl(): string {
  return `${config.appUrl.replace(/\/+$/, "")}/scim/v2`;
}

/** A weak ETag from the last change (RFC 7644 §3.14). */
export function versionOf(updatedAt: Date): string {
  return `W/"${updatedAt.getTime()}"`;
}

/** `excludedAttributes=members,groups` → lower-case names. */
export function excludedOf(excludedAttributes: string | undefined): Set<string> {
  return new Set(
    (excludedAttributes ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** 1-based paging (RFC 7644 §3.4.2.4): startIndex below 1 reads as 1, count is 0..200 (default 100). */
export function pageOf(query: { startIndex?: number; count?: number }): { startIndex: number; count: number } {
  return { startIndex: Math.max(1, query.startIndex ?? 1), count: Math.min(200, Math.max(0, query.count ?? 100)) };
}
