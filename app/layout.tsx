import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Compliance Platform", template: "%s · Compliance Platform" },
  description: "SOC 2, ISO 27001, HIPAA and GDPR work in one place, for your team and your auditors.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
