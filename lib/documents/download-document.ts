import type { Ctx } from "@/lib/context";
import { documentAndVersion } from "./get-document-version";
import { getDocument } from "./list-documents";
import { markdownToPdf } from "./internal/render-pdf";

export type DownloadFormat = "markdown" | "pdf";

function fileName(title: string, ext: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .toLowerCase()
    .slice(0, 80);
  return `${slug || "document"}.${ext}`;
}

/** The current version's (or version `version`'s) Markdown as a `.md` file, or rendered to PDF on the server. */
export async function downloadDocument(ctx: Ctx, id: string, format: DownloadFormat, version?: number): Promise<Response> {
  const doc = version === undefined ? await getDocument(ctx, id) : (await documentAndVersion(ctx, id, version)).version;
  if (format === "pdf") {
    const pdf = await markdownToPdf(doc.content, { title: doc.title });
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${fileName(doc.title, "pdf")}"`,
        "content-length": String(pdf.length),
      },
    });
  }
  return new Response(doc.content, {
    status: 200,
    headers: {
      "content-type": "text/markdown; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName(doc.title, "md")}"`,
    },
  });
}
