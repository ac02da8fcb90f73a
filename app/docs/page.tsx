import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { ApiReference } from "@/components/docs/api-reference";
import { InteractiveReference } from "@/components/docs/interactive-reference";
import { ReferenceFilter } from "@/components/docs/reference-filter";
import { referenceModel, type ReferenceTag } from "@/components/docs/reference-model";
import { config } from "@/lib/config";
import { markdownToHtml } from "@/lib/format/markdown-html";
import { buildOpenApiDocument } from "@/lib/openapi/document";

export const metadata: Metadata = { title: "API reference" };

// The document is the same for the life of the process: read it once.
let cached: { tags: ReferenceTag[]; summary: string; conventions: string } | undefined;
function reference() {
  if (!cached) {
    const doc = buildOpenApiDocument(config.appUrl);
    cached = { tags: referenceModel(doc), summary: String(doc.info.summary ?? ""), conventions: markdownToHtml(String(doc.info.description ?? "")) };
  }
  return cached;
}

/**
 * The API reference: every operation, rendered on the server and folded by tag, readable at once; Swagger UI (schemas,
 * examples) loads below on demand.
 */
export default async function DocsPage() {
  // The Swagger UI bundle is loaded by Next's script loader; the nonce lets its preload and tag pass the CSP.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  const { tags, summary, conventions } = reference();
  const total = tags.reduce((n, t) => n + t.operations.length, 0);
  return (
    <main className="mx-auto max-w-6xl bg-white px-4 py-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">API reference</h1>
        <div className="flex items-center gap-4 text-sm">
          <Link href="/dashboard" prefetch={false} className="text-slate-600 hover:underline">
            Console
          </Link>
          <a href="#interactive-reference" className="text-brand-600 hover:underline">
            Interactive
          </a>
          {/* A plain link: the document is JSON from a route handler, which a <Link> would keep trying to prefetch as a page. */}
          <a href="/api/v1/openapi.json" className="text-brand-600 hover:underline">
            openapi.json
          </a>
        </div>
      </div>
      <p className="mb-3 text-sm text-slate-600">{summary}</p>
      <details className="mb-6 rounded-lg border border-slate-200 px-4 py-2">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">Conventions: envelopes, errors, pagination, authentication</summary>
        <div
          className="break-words py-2 text-sm leading-6 text-slate-700 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_p]:my-2"
          dangerouslySetInnerHTML={{ __html: conventions }}
        />
      </details>
      <ReferenceFilter total={total} />
      <ApiReference tags={tags} />
      <InteractiveReference specUrl="/api/v1/openapi.json" nonce={nonce} />
    </main>
  );
}
