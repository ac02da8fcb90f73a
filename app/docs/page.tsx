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
      <div className="mb-2 flex items-center justify-between">
        <h1 className="text-2xl font-semibold">API reference</h1>
        <Link href="/api/v1/openapi.json" className="text-sm text-brand-600 hover:underline">
          openapi.json
        </Link>
      </div>
      <SwaggerUi specUrl="/api/v1/openapi.json" nonce={nonce} />
    </main>
  );
}
