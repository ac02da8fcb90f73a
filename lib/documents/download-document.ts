import type { Ctx } from "@/lib/context";
import { attachment, fileSlug } from "@/lib/http/reply";
import { documentAndVersion } from "./get-document-version";
import { getDocument } from "./list-documents";
import { markdownToPdf } from "./internal/render-pdf";

export type DownloadFormat = "markdown" | "pdf";

/** The current version's (or version `version`'s) Markdown as a `.md` file, or rendered to PDF on the server. */
export async function downloadDocument(ctx: Ctx, id: string, format: DownloadFormat, version?: number): Promise<Response> {
  const doc = version === undefined ? await getDocument(ctx, id) : (await documentAndVersion(ctx, id, version)).version;
  if (format === "pdf") {
    const pdf = await markdownToPdf(doc.content, { title: doc.title });
    return attachment(new Uint8Array(pdf), "application/pdf", `${fileSlug(doc.title, "document")}.pdf`);
  }
  return attachment(doc.content, "text/markdown; charset=utf-8", `${fileSlug(doc.title, "document")}.md`);
}
