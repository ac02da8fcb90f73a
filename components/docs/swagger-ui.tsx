"use client";

import Script from "next/script";

declare global {
  interface Window {
    SwaggerUIBundle?: (options: Record<string, unknown>) => unknown;
  }
}

export function SwaggerUi({ specUrl, nonce }: { specUrl: string; nonce?: string }) {
  return (
    <>
      {/* Swagger UI's stylesheet is served from node_modules by our own route, not bundled. */}
      {/* eslint-disable-next-line @next/next/no-css-tags */}
      <link rel="stylesheet" href="/docs/assets/swagger-ui.css" />
      <div id="swagger-ui" />
      <Script
        src="/docs/assets/swagger-ui-bundle.js"
        strategy="afterInteractive"
        nonce={nonce}
        onReady={() => {
          // Some 250 operations: tags start folded with a filter box, so the page lays out at once and a
          // reader opens the part they need (deep links still open their tag).
          window.SwaggerUIBundle?.({
            url: specUrl,
            dom_id: "#swagger-ui",
            deepLinking: true,
            tryItOutEnabled: false,
            docExpansion: "none",
            filter: true,
            validatorUrl: null,
          });
        }}
      />
    </>
  );
}
