import type { Metadata } from "next";
import { connection } from "next/server";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Compliance Platform", template: "%s · Compliance Platform" },
  description: "SOC 2, ISO 27001, HIPAA and GDPR work in one place, for your team and your auditors.",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: its scripts carry the request's CSP nonce (proxy.ts), which a
  // page prerendered at build time could not.
  await connection();
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
