import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { SwaggerUi } from "@/components/docs/swagger-ui";

export const metadata: Metadata = { title: "API reference" };

export default async function DocsPage() {
  // The bundle is loaded by Next's script loader; the nonce lets its preload and tag pass the CSP.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <main className="mx-auto max-w-6xl bg-white px-4 py-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">API reference</h1>
        <div className="flex items-center gap-4 text-sm">
          <Link href="/dashboard" prefetch={false} className="text-slate-600 hover:underline">
            Console
          </Link>
          {/* A plain link: the document is JSON from a route handler, which a <Link> would keep trying to prefetch as a page. */}
          <a href="/api/v1/openapi.json" className="text-brand-600 hover:underline">
            openapi.json
          </a>
        </div>
      </div>
      <SwaggerUi specUrl="/api/v1/openapi.json" nonce={nonce} />
    </main>
  );
}
