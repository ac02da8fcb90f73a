import { and, eq } from "drizzle-orm";
import { documentVersions } from "@/db/documents";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { attachment, fileSlug } from "@/lib/http/reply";
import { isUuid } from "@/lib/uuid";
import type { DownloadFormat } from "./download-document";
import { markdownToPdf } from "./internal/render-pdf";

/** Decides whether the calling auditor may read that document version; the audits domain owns that rule. */
export type AuditorDocumentCheck = (ctx: Ctx, versionId: string) => Promise<boolean>;

/**
 * One version of a document by its id (docs/api.md §10): its Markdown as a `.md` file, or rendered to PDF. For the
 * account's users, and for an auditor whose audit cites the version or sees it back one of the audit's controls
 * (the check is passed in: the route hands it `auditorCanReadDocumentVersion` from lib/audits, so documents, which
 * audits builds on, never imports audits). Anyone else, another account's version included, gets 404. The
 * `X-Content-SHA256` header is the version's hash, the one an audit cites, whichever format is asked for.
 */
export async function downloadDocumentVersion(ctx: Ctx, versionId: string, format: DownloadFormat, auditorCanRead: AuditorDocumentCheck): Promise<Response> {
  const caller = ctx.caller;
  if (caller.kind !== "auditor") requireRole(ctx, "viewer");
  if (caller.kind !== "customer" && caller.kind !== "auditor" && caller.kind !== "apiKey") throw new ServiceError("forbidden");
  if (!isUuid(versionId)) throw ServiceError.notFound("document version");
  // The auditor gate (scope, tier, live invitation) runs before anything about the version is read.
  if (caller.kind === "auditor" && !(await auditorCanRead(ctx, versionId))) throw ServiceError.notFound("document version");
  const [version] = await ctx.db
    .select({ number: documentVersions.number, title: documentVersions.title, content: documentVersions.content, contentHash: documentVersions.contentHash })
    .from(documentVersions)
    .where(and(eq(documentVersions.id, versionId), eq(documentVersions.accountId, caller.accountId)))
    .limit(1);
  if (!version) throw ServiceError.notFound("document version");
  const name = `${fileSlug(version.title, "document")}-v${version.number}`;
  const response =
    format === "pdf"
      ? attachment(new Uint8Array(await markdownToPdf(version.content, { title: version.title })), "application/pdf", `${name}.pdf`)
      : attachment(version.content, "text/markdown; charset=utf-8", `${name}.md`);
  response.headers.set("x-content-sha256", version.contentHash);
  return response;
}
