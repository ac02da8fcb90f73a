import { BackLink } from "@/components/ui/back-link";

/** The way back from an audit's sub-page (activity, scope, populations, samples) to the audit. */
export function BackToAudit({ audit, href }: { audit: { id: string; title: string }; href?: string }) {
  return <BackLink href={href ?? `/audits/${audit.id}`}>{audit.title}</BackLink>;
}
