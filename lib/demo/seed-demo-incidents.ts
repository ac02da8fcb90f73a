import type { Ctx } from "@/lib/context";
import { addIncidentTimelineEntry, createIncident, createIncidentAction, setIncidentReview, updateIncident, updateIncidentAction } from "@/lib/incidents";
import { demoColleagues } from "./demo-people";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The demo's incident register: a phishing incident handled end to end six weeks ago (contained, resolved, reviewed,
 * its actions given out, closed), and a personal data breach found this morning, its GDPR 72-hour clock running.
 * Each step runs on a clock set to when it happened, so the timeline and the audit trail read as the weeks went.
 */
export async function seedDemoIncidents(ctx: Ctx): Promise<void> {
  const { sam, priya } = await demoColleagues(ctx);
  const now = ctx.now().getTime();
  const ago = (ms: number) => new Date(now - ms);
  const at = (ms: number): Ctx => ({ ...ctx, now: () => ago(ms) });
  const detected = 42 * DAY_MS;

  const phishing = await createIncident(at(detected - 5 * MINUTE_MS), {
    title: "Phishing e-mail captured a support agent's password",
    description:
      "A support agent entered their password on a look-alike sign-in page linked from an e-mail posing as the help desk tool. " +
      "The attacker signed in from an unknown address and exported 40 closed tickets before the session was revoked.",
    severity: "sev2",
    ownerUserId: sam,
    occurredAt: ago(detected + 3 * HOUR_MS),
    detectedAt: ago(detected),
    affectedSystems: ["Help desk", "Identity provider"],
    affectedData: "Closed support tickets (no payment or health data)",
    controls: [
      { framework: "soc2", controlId: "CC7.3" },
      { framework: "soc2", controlId: "CC7.4" },
      { framework: "iso27001", controlId: "A.5.26" },
    ],
  });
  const step = <T>(msAfterDetection: number, fn: (c: Ctx) => Promise<T>): Promise<T> => fn(at(detected - msAfterDetection));
  await step(10 * MINUTE_MS, (c) =>
    addIncidentTimelineEntry(c, phishing.id, { body: "Identity provider flagged a sign-in from a new country; the agent confirmed it was not them." }),
  );
  await step(15 * MINUTE_MS, (c) => updateIncident(c, phishing.id, { status: "investigating" }));
  await step(50 * MINUTE_MS, (c) =>
    addIncidentTimelineEntry(c, phishing.id, { body: "Sessions revoked, password reset, and the look-alike domain reported for takedown." }),
  );
  await step(52 * MINUTE_MS, (c) => updateIncident(c, phishing.id, { status: "contained" }));
  await step(DAY_MS, (c) =>
    addIncidentTimelineEntry(c, phishing.id, {
      body: "Export reviewed: 40 closed tickets, no personal data beyond business contact names. Not a notifiable breach.",
    }),
  );
  await step(DAY_MS + 5 * MINUTE_MS, (c) => updateIncident(c, phishing.id, { status: "resolved" }));
  await step(4 * DAY_MS, (c) =>
    setIncidentReview(c, phishing.id, {
      rootCause: "The help desk tool accepted passwords alone; agents were not enrolled in phishing-resistant multi-factor authentication.",
      wentWell: "The identity provider's alert reached the on-call engineer within minutes, and containment took under an hour.",
      wentBadly: "The help desk tool was outside single sign-on, so its sessions had to be revoked by hand.",
      complete: true,
    }),
  );
  const sso = await step(4 * DAY_MS + MINUTE_MS, (c) =>
    createIncidentAction(c, phishing.id, { title: "Put the help desk tool behind single sign-on", ownerUserId: sam, dueOn: isoDay(ago(30 * DAY_MS)) }),
  );
  await step(4 * DAY_MS + 2 * MINUTE_MS, (c) =>
    createIncidentAction(c, phishing.id, { title: "Enrol support agents in security keys", ownerUserId: priya, dueOn: isoDay(ago(-14 * DAY_MS)) }),
  );
  await step(4 * DAY_MS + 3 * MINUTE_MS, (c) => updateIncident(c, phishing.id, { status: "closed" }));
  await step(11 * DAY_MS, (c) => updateIncidentAction(c, phishing.id, sso.id, { status: "done" }));

  const found = 9 * HOUR_MS;
  const bucket = await createIncident(at(found - 10 * MINUTE_MS), {
    title: "Customer export bucket readable without sign-in",
    description:
      "A storage bucket holding nightly CSV exports for two enterprise customers allowed public reads after an infrastructure change. " +
      "Access logs show three downloads from addresses outside the company.",
    severity: "sev1",
    ownerUserId: priya,
    occurredAt: ago(30 * HOUR_MS),
    detectedAt: ago(found),
    affectedSystems: ["Exports bucket", "Infrastructure pipeline"],
    affectedData: "Names and e-mail addresses of about 1,200 customer contacts",
    personalDataBreach: true,
    affectedIndividuals: 1240,
    controls: [{ framework: "soc2", controlId: "CC7.3" }],
  });
  await updateIncident(at(found - 20 * MINUTE_MS), bucket.id, { status: "investigating" });
  await addIncidentTimelineEntry(at(found - HOUR_MS), bucket.id, { body: "Public access blocked at the account level; the change is being traced." });
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
