import Link from "next/link";

/**
 * The way back from a detail page to where it was opened from ("← Audits"). On its own line above the page header,
 * or `inline` where it sits in a header's description.
 */
export function BackLink({ href, children, inline = false }: { href: string; children: React.ReactNode; inline?: boolean }) {
  const link = (
    <Link href={href} className="text-sm text-brand-600 hover:underline">
      ← {children}
    </Link>
  );
  return inline ? link : <p className="mb-2">{link}</p>;
}
