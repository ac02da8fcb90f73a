/**
 * The audit as OSCAL (docs/api.md §8): plain links like the CSV exports, downloaded with the session cookie. The POA&M
 * lists findings, and NIST's schema has no empty one, so it is offered once the audit has a finding.
 */
const LINK = "rounded-md border border-slate-300 bg-white px-2.5 py-1 text-slate-700 hover:bg-slate-50";

export function OscalLinks({ auditId, hasFindings }: { auditId: string; hasFindings: boolean }) {
  return (
    <nav aria-label="OSCAL exports" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-600">Export OSCAL:</span>
      <a href={`/api/v1/audits/${auditId}/export/oscal-assessment-results.json`} download className={LINK}>
        OSCAL assessment results
      </a>
      {hasFindings ? (
        <a href={`/api/v1/audits/${auditId}/export/oscal-poam.json`} download className={LINK}>
          OSCAL POA&amp;M
        </a>
      ) : (
        <span className="text-slate-500">OSCAL POA&amp;M once there are findings</span>
      )}
    </nav>
  );
}
