import type { Ctx } from "@/lib/context";
import { addIncidentTimelineEntry, createIncident, createIncidentAction, setIncidentReview, updateIncident, updateIncidentAction } from "@/lib/incidents";
import { demoColleagues } from "./demo-people";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The demo's incident register: a phishing incident handled end to end six weeks ago (contained, resolved, reviewed,
 * its actions given out, closed), and a personal data breach found this morning, its GDPR 72-hour clock running.
 */
export async function seedDemoIncidents(ctx: Ctx): Promise<void> {
  const { sam, priya } = await demoColleagues(ctx);
  const now = ctx.now().getTime();
  const ago = (ms: number) => new Date(now - ms);

  const phishing = await createIncident(ctx, {
    title: "Phishing e-mail captured a support agent's password",
    description:
      "A support agent entered their password on a look-alike sign-in page linked from an e-mail posing as the help desk tool. " +
      "The attacker signed in from an unknown address and exported 40 closed tickets before the session was revoked.",
    severity: "sev2",
    ownerUserId: sam,
    occurredAt: ago(42 * DAY_MS + 3 * HOUR_MS),
    detectedAt: ago(42 * DAY_MS),
    affectedSystems: ["Help desk", "Identity provider"],
    affectedData: "Closed support tickets (no payment or health data)",
    controls: [
      { framework: "soc2", controlId: "CC7.3" },
      { framework: "soc2", controlId: "CC7.4" },
      { framework: "iso27001", controlId: "A.5.26" },
    ],
  });
  await addIncidentTimelineEntry(ctx, phishing.id, {
    body: "Identity provider flagged a sign-in from a new country; the agent confirmed it was not them.",
    at: ago(42 * DAY_MS),
  });
  await addIncidentTimelineEntry(ctx, phishing.id, {
    body: "Sessions revoked, password reset, and the look-alike domain reported for takedown.",
    at: ago(42 * DAY_MS - 50 * 60_000),
  });
  await updateIncident(ctx, phishing.id, { status: "contained", containedAt: ago(42 * DAY_MS - 50 * 60_000) });
  await addIncidentTimelineEntry(ctx, phishing.id, {
    body: "Export reviewed: 40 closed tickets, no personal data beyond business contact names. Not a notifiable breach.",
    at: ago(41 * DAY_MS),
  });
  await updateIncident(ctx, phishing.id, { status: "resolved", resolvedAt: ago(41 * DAY_MS) });
  await setIncidentReview(ctx, phishing.id, {
    rootCause: "The help desk tool accepted passwords alone; agents were not enrolled in phishing-resistant multi-factor authentication.",
    wentWell: "The identity provider's alert reached the on-call engineer within minutes, and containment took under an hour.",
    wentBadly: "The help desk tool was outside single sign-on, so its sessions had to be revoked by hand.",
    complete: true,
  });
  const sso = await createIncidentAction(ctx, phishing.id, {
    title: "Put the help desk tool behind single sign-on",
    ownerUserId: sam,
    dueOn: isoDay(ago(30 * DAY_MS)),
  });
  await updateIncidentAction(ctx, phishing.id, sso.id, { status: "done" });
  await createIncidentAction(ctx, phishing.id, { title: "Enrol support agents in security keys", ownerUserId: priya, dueOn: isoDay(ago(-14 * DAY_MS)) });
  await updateIncident(ctx, phishing.id, { status: "closed" });

  const bucket = await createIncident(ctx, {
    title: "Customer export bucket readable without sign-in",
    description:
      "A storage bucket holding nightly CSV exports for two enterprise customers allowed public reads after an infrastructure change. " +
      "Access logs show three downloads from addresses outside the company.",
    severity: "sev1",
    ownerUserId: priya,
    occurredAt: ago(30 * HOUR_MS),
    detectedAt: ago(9 * HOUR_MS),
    affectedSystems: ["Exports bucket", "Infrastructure pipeline"],
    affectedData: "Names and e-mail addresses of about 1,200 customer contacts",
    personalDataBreach: true,
    affectedIndividuals: 1240,
    controls: [{ framework: "soc2", controlId: "CC7.3" }],
  });
  await updateIncident(ctx, bucket.id, { status: "investigating" });
  await addIncidentTimelineEntry(ctx, bucket.id, { body: "Public access blocked at the account level; the change is being traced.", at: ago(8 * HOUR_MS) });
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
