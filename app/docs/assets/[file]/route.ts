import fs from "node:fs/promises";
import path from "node:path";

// Swagger UI's prebuilt assets, served from our own origin (no CDN: self-hosted installs are often offline).
const ASSETS: Record<string, string> = {
  "swagger-ui-bundle.js": "application/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
};

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const type = ASSETS[file];
  if (!type) return new Response("Not found", { status: 404 });
  const body = await fs.readFile(path.join(process.cwd(), "node_modules", "swagger-ui-dist", file));
  return new Response(body, { headers: { "content-type": type, "cache-control": "public, max-age=86400" } });
}
