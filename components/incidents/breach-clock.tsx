import type { IncidentJson } from "@/lib/incidents";
import { formatDate, formatDateTime } from "@/lib/format/date-time";

/** "Notify the authority within 31 h": the GDPR Art. 33 clock of a personal data breach, and HIPAA's where it applies. */
export function BreachClock({ notification, compact = false }: { notification: NonNullable<IncidentJson["notification"]>; compact?: boolean }) {
  const { gdpr, hipaa } = notification;
  const urgent = gdpr.state === "due" || gdpr.state === "overdue";
  const tone =
    gdpr.state === "overdue"
      ? "border-red-300 bg-red-50 text-red-900"
      : urgent
        ? "border-amber-300 bg-amber-50 text-amber-900"
        : "border-emerald-300 bg-emerald-50 text-emerald-900";
  const headline =
    gdpr.state === "due"
      ? `Notify the supervisory authority within ${gdpr.hoursRemaining} h`
      : gdpr.state === "overdue"
        ? `Authority notification overdue by ${-(gdpr.hoursRemaining ?? 0)} h`
        : gdpr.state === "notified"
          ? "Supervisory authority notified in time"
          : "Supervisory authority notified after the deadline";
  if (compact) return <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${tone}`}>{headline}</span>;
  return (
    <section aria-label="Breach notification" className={`rounded-lg border p-4 text-sm ${tone}`} data-testid="breach-clock">
      <p className="text-base font-semibold">{headline}</p>
      <p className="mt-1">
        GDPR Art. 33: 72 hours from detection, by {formatDateTime(gdpr.deadline)}.
        {gdpr.notifiedAt && ` Notified ${formatDateTime(gdpr.notifiedAt)}${gdpr.authorityName ? ` (${gdpr.authorityName})` : ""}.`}
      </p>
      {hipaa && (
        <ul className="mt-2 list-disc space-y-0.5 pl-5">
          <li>
            Individuals by {formatDate(hipaa.individualsDeadline)}
            {hipaa.individualsNotifiedAt ? ` · notified ${formatDate(hipaa.individualsNotifiedAt)}` : ""}
          </li>
          <li>
            {hipaa.hhsDeadline ? `HHS by ${formatDate(hipaa.hhsDeadline)}` : "HHS: record how many people are affected to see the deadline"}
            {hipaa.hhsNotifiedAt ? ` · notified ${formatDate(hipaa.hhsNotifiedAt)}` : ""}
          </li>
          {hipaa.mediaNoticeRequired && <li>500 or more people affected: notify prominent media too.</li>}
        </ul>
      )}
    </section>
  );
}
