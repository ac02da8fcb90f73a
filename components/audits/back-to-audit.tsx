import Link from "next/link";

/** The way back from an audit's sub-page (activity, scope, populations, samples) to the audit. */
export function BackToAudit({ audit, href }: { audit: { id: string; title: string }; href?: string }) {
  return (
    <div className="mb-2">
      <Link href={href ?? `/audits/${audit.id}`} className="text-sm text-brand-600 hover:underline">
        ← {audit.title}
      </Link>
    </div>
  );
}
