import type { Metadata } from "next";
import Link from "next/link";
import { SwaggerUi } from "@/components/docs/swagger-ui";

export const metadata: Metadata = { title: "API reference" };

export default function DocsPage() {
  return (
    <main className="mx-auto max-w-6xl bg-white px-4 py-6">
      <div className="mb-2 flex items-center justify-between">
        <h1 className="text-2xl font-semibold">API reference</h1>
        <Link href="/api/v1/openapi.json" className="text-sm text-brand-600 hover:underline">
          openapi.json
        </Link>
      </div>
      <SwaggerUi specUrl="/api/v1/openapi.json" />
    </main>
  );
}
