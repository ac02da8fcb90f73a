import { POST as createEvidenceHandler } from "@/app/api/v1/evidence/route";
import { auditSampleItems, auditSamples } from "@/db/audit-populations";
import { drawSample, SAMPLING_ALGORITHM } from "@/lib/sampling";
import { insertPopulation } from "../../helpers/populations";
import { POST as uploadHandler } from "@/app/api/v1/evidence/upload/route";
import { POST as evidenceRequestHandler } from "@/app/api/v1/auditor/evidence-requests/route";
import { POST as findingHandler } from "@/app/api/v1/auditor/findings/route";
import { POST as generateHandler } from "@/app/api/v1/documents/generate/route";
import { GET as listVersionsHandler } from "@/app/api/v1/documents/[id]/versions/route";
import { GET as alertsHandler } from "@/app/api/v1/monitoring/alerts/route";
import { POST as webhookHandler } from "@/app/api/v1/monitoring/webhooks/route";
import { POST as testEventHandler } from "@/app/api/v1/monitoring/webhooks/[id]/test/route";
import { GET as apiKeysHandler } from "@/app/api/v1/api-keys/route";
import { POST as pushHandler } from "@/app/api/v1/integrations/[id]/resources/route";
import { POST as createIntegrationHandler } from "@/app/api/v1/integrations/route";
import { POST as createExclusionHandler } from "@/app/api/v1/tests/[id]/exclusions/route";
import { POST as createTestHandler } from "@/app/api/v1/tests/route";
import { POST as createRiskHandler } from "@/app/api/v1/risks/route";
import { POST as createRiskTaskHandler } from "@/app/api/v1/risks/[id]/tasks/route";
import { POST as createRiskAssessmentHandler } from "@/app/api/v1/risk-assessments/route";
import { startFakeStripe, FAKE_STRIPE_WEBHOOK_SECRET, type FakeStripe } from "../../fakes/stripe-server";
import { startWebhookReceiver, type WebhookReceiver } from "../../fakes/webhook-receiver";
import { createAccount, createApiKeyFor, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { auditorFor, createAudit } from "../audits/helpers";
import { generateWebhookSecret } from "@/lib/alerts/internal/webhook-secret";
import { ssoConnections, verifiedDomains } from "@/db/sso";
import { POST as scimTokenHandler } from "@/app/api/v1/scim/tokens/route";
import { POST as scimUserHandler } from "@/app/scim/v2/Users/route";
import { POST as scimGroupHandler } from "@/app/scim/v2/Groups/route";
import { POST as inviteMemberHandler } from "@/app/api/v1/members/invitations/route";
import { makeCtx, memberCaller } from "@/lib/context";
import { provisionMember } from "@/lib/members";
import { createApiKey } from "@/lib/api-keys";
import { createScimToken } from "@/lib/scim";
import { openSession } from "@/lib/credentials/member-session";
import { userSessions } from "@/db/members";
import { getDb } from "@/lib/db/client";
import { and, eq, isNotNull } from "drizzle-orm";
import { notifications } from "@/db/notifications";
import { auditorsOf } from "@/lib/audits/internal/auditors-of";
import { notify } from "@/lib/notifications";
import { addControlTo, createFramework, handlers as frameworkHandlers, publishFramework } from "../custom-frameworks/routes";
import { variablesOf } from "../documents/helpers";
import { POST as createPersonHandler } from "@/app/api/v1/people/route";
import { POST as approveDocumentHandler } from "@/app/api/v1/documents/[id]/approve/route";
import { POST as createRequirementHandler } from "@/app/api/v1/policy-acceptance/requirements/route";
import { createSchedule, noPractices, profile, runNow } from "../monitoring/helpers";
import { POST as incidentHandler } from "@/app/api/v1/incidents/route";
import { POST as incidentActionHandler } from "@/app/api/v1/incidents/[id]/actions/route";

export const INTERNAL_TOKEN = "fuzz-internal-token-0123456789abcdef";
export const STRIPE_WEBHOOK_SECRET = FAKE_STRIPE_WEBHOOK_SECRET;
/** A pushed attribute of 1,000 items, and custom tests that would run for minutes over it or backtrack without bounds (issue 23). */
const HOARD = Array.from({ length: 1_000 }, (_, i) => `group-${i}`);
const COSTLY_EXPRESSIONS = [
  "attributes.groups.all(a, attributes.groups.all(b, attributes.groups.all(c, a != '')))",
  'has(attributes.handle) && attributes.handle.matches("(a+)+$")',
];

/** Real resources of one enterprise account, so that path ids name something and requests reach validation. */
export interface World {
  account: TestAccount;
  /** The key the fuzz calls with (`full`: it reaches the integration push and the document routes alike). */
  apiKey: string;
  /** A spare key, the one `/api-keys/{id}` (revoke, rotate) acts on, so the fuzz's own key keeps working. */
  apiKeyId: string;
  auditorToken: string;
  auditId: string;
  evidenceRequestId: string;
  findingId: string;
  fileId: string;
  fileUrl: string;
  evidenceId: string;
  customFrameworkId: string;
  customControlId: string;
  customControlLabel: string;
  /** A second custom framework, published and assessed (assess/assessment need one). */
  publishedFrameworkId: string;
  documentId: string;
  /** Version 1 of that document: the version download reads it by id. */
  documentVersionId: string;
  templateId: string;
  scheduleId: string;
  resultId: string;
  alertId: string;
  webhookId: string;
  deliveryId: string;
  incidentId: string;
  incidentActionId: string;
  receiverUrl: string;
  priceIds: string[];
  /** A custom (push) integration with one pushed resource, a custom test over it and an exclusion. */
  integrationId: string;
  resourceId: string;
  customTestId: string;
  exclusionId: string;
  /** A verified e-mail domain and a SAML connection, arranged in the database: no DNS or IdP is reached. */
  ssoDomainId: string;
  ssoConnectionId: string;
  /** The identity provider's SCIM token; a second token (`scimTokenId`) is the one the revoke route may revoke. */
  scimToken: string;
  scimTokenId: string;
  scimUserId: string;
  scimGroupId: string;
  /**
   * A second member of the account (an admin, whom the fuzz may demote, deactivate or remove) and a pending
   * invitation to join it. The member created `memberApiKey` and `memberScimToken`, which must end with their place.
   */
  memberId: string;
  memberApiKey: string;
  memberScimToken: string;
  memberInvitationId: string;
  /** A second session of the owner, the one `DELETE /auth/sessions/{id}` may end (not the token the fuzz calls with). */
  spareSessionId: string;
  /** The owner's notification (the auditor's evidence request) and one addressed to the auditor. */
  notificationId: string;
  auditorNotificationId: string;
  /** A population of the audit with a sample drawn from it (arranged in the database, as tests/helpers/populations.ts does). */
  populationId: string;
  sampleId: string;
  /** A scored risk of the register with one treatment task. */
  riskId: string;
  riskTaskId: string;
  /** A draft risk assessment (the sign-off route may sign it). */
  riskAssessmentId: string;
  /** A person of the workforce (lib/people). */
  /** A person of the workforce (lib/people), and the approved document's acceptance requirement (lib/policy-acceptance). */
  personId: string;
  requirementId: string;
  close(): Promise<void>;
}

function expectStatus(res: { status: number; text: string }, status: number, what: string) {
  if (res.status !== status) throw new Error(`arranging the fuzz world: ${what} answered ${res.status} ${res.text.slice(0, 500)}`);
}

const ENV_KEYS = ["STRIPE_SECRET_KEY", "STRIPE_API_URL", "STRIPE_WEBHOOK_SECRET", "INTERNAL_API_TOKEN", "ALLOW_PRIVATE_WEBHOOK_URLS"] as const;

/**
 * Builds the world through the real routes. Stripe is the local fake (so checkout and portal do
 * their work instead of answering 503 for a missing key), the usage-tracking route is switched on,
 * and webhooks may point at the local receiver.
 */
export async function arrangeWorld(): Promise<World> {
  const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
  const stripe: FakeStripe = await startFakeStripe();
  const receiver: WebhookReceiver = await startWebhookReceiver();
  process.env.STRIPE_SECRET_KEY = stripe.secretKey;
  process.env.STRIPE_API_URL = stripe.url;
  process.env.STRIPE_WEBHOOK_SECRET = STRIPE_WEBHOOK_SECRET;
  process.env.INTERNAL_API_TOKEN = INTERNAL_TOKEN;
  process.env.ALLOW_PRIVATE_WEBHOOK_URLS = "true";
  const close = async () => {
    for (const k of ENV_KEYS) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    await receiver.close();
    await stripe.close();
  };
  try {
    const priceIds = [
      stripe.createPrice({ metadata: { tier: "business" }, unitAmount: 19900 }).id,
      stripe.createPrice({ lookupKey: "scale_yearly", interval: "year", unitAmount: 499000 }).id,
    ];
    const account = await createAccount({ tier: "enterprise", name: "Fuzz Owner" });
    const apiKey = await createApiKeyFor(account, "fuzz key", "full");
    await createApiKeyFor(account, "fuzz spare");
    const keys = await call(apiKeysHandler, { path: "/api/v1/api-keys", token: account.token });
    expectStatus(keys, 200, "listing API keys");
    const apiKeyId = (keys.body.data as { id: string; name: string }[]).find((key) => key.name === "fuzz spare")!.id;

    const audit = await createAudit(account);
    const auditorToken = await auditorFor(account, audit.id);
    const request = await call(evidenceRequestHandler, {
      path: "/api/v1/auditor/evidence-requests",
      token: auditorToken,
      body: { control_id: "CC6.1", description: "Access review for Q3" },
    });
    expectStatus(request, 201, "an evidence request");
    const finding = await call(findingHandler, {
      path: "/api/v1/auditor/findings",
      token: auditorToken,
      body: { control_id: "CC6.1", severity: "major", title: "MFA gaps", description: "Two admins without MFA" },
    });
    expectStatus(finding, 201, "a finding");

    const form = new FormData();
    form.set("file", new File([new TextEncoder().encode("access review notes\n")], "review.txt", { type: "text/plain" }));
    const upload = await call(uploadHandler, { path: "/api/v1/evidence/upload", token: account.token, body: form });
    expectStatus(upload, 201, "an evidence upload");
    const evidence = await call(createEvidenceHandler, {
      path: "/api/v1/evidence",
      token: account.token,
      body: { title: "Access review Q3", url: upload.body.data.url, controls: [{ framework: "soc2", controlId: "CC6.1" }] },
    });
    expectStatus(evidence, 201, "an evidence item");

    const framework = await createFramework(account, { name: "Fuzz controls" });
    const control = await addControlTo(account, framework.id, { control_id_label: "FZ-1", title: "Fuzzed control" });
    expectStatus(control, 201, "a custom control");

    const published = await createFramework(account, { name: "Fuzz published" });
    expectStatus(await addControlTo(account, published.id, { control_id_label: "PB-1", title: "Published control" }), 201, "a control to publish");
    expectStatus(await publishFramework(account, published.id), 200, "publishing a framework");
    const assessment = await call(frameworkHandlers.assess, {
      path: `/api/v1/custom-frameworks/${published.id}/assess`,
      method: "POST",
      token: account.token,
      params: { id: published.id },
    });
    if (assessment.status >= 300) throw new Error(`arranging the fuzz world: assessing answered ${assessment.status} ${assessment.text.slice(0, 300)}`);

    const templateId = "privacy-policy";
    const document = await call(generateHandler, { path: "/api/v1/documents/generate", apiKey, body: { templateId, variables: variablesOf(templateId) } });
    expectStatus(document, 201, "a generated document");
    const versions = await call(listVersionsHandler, {
      path: `/api/v1/documents/${document.body.data.id}/versions`,
      apiKey,
      params: { id: document.body.data.id },
    });
    expectStatus(versions, 200, "the document's versions");
    const documentVersionId = versions.body.data[0].id as string;
    const person = await call(createPersonHandler, {
      path: "/api/v1/people",
      token: account.token,
      body: { name: "Fuzz Person", email: "fuzz-person@example.com" },
    });
    expectStatus(person, 201, "a person");
    const documentId = document.body.data.id as string;
    const approval = await call(approveDocumentHandler, {
      method: "POST",
      path: `/api/v1/documents/${documentId}/approve`,
      token: account.token,
      params: { id: documentId },
    });
    expectStatus(approval, 200, "approving the document");
    const requirement = await call(createRequirementHandler, {
      path: "/api/v1/policy-acceptance/requirements",
      token: account.token,
      body: { documentId, audience: "everyone" },
    });
    expectStatus(requirement, 201, "a policy acceptance requirement");

    const schedule = await createSchedule(account, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(noPractices) });
    const run = await runNow(account, schedule.id);
    expectStatus(run, 200, "a schedule run");
    const alerts = await call(alertsHandler, { path: "/api/v1/monitoring/alerts", token: account.token });
    expectStatus(alerts, 200, "listing alerts");
    if (alerts.body.data.length === 0) throw new Error("arranging the fuzz world: the failing run raised no alert");
    const incident = await call(incidentHandler, { path: "/api/v1/incidents", token: account.token, body: { title: "Fuzz incident", severity: "sev3" } });
    expectStatus(incident, 201, "an incident");
    const incidentAction = await call(incidentActionHandler, {
      path: `/api/v1/incidents/${incident.body.data.id}/actions`,
      token: account.token,
      params: { id: incident.body.data.id },
      body: { title: "Fuzz action" },
    });
    expectStatus(incidentAction, 201, "an incident action");
    const webhook = await call(webhookHandler, {
      path: "/api/v1/monitoring/webhooks",
      token: account.token,
      body: { url: receiver.url, events: ["check.failed"] },
    });
    expectStatus(webhook, 201, "a webhook");
    const delivery = await call(testEventHandler, {
      path: `/api/v1/monitoring/webhooks/${webhook.body.data.id}/test`,
      method: "POST",
      token: account.token,
      params: { id: webhook.body.data.id },
    });
    expectStatus(delivery, 201, "a test event");

    const integration = await call(createIntegrationHandler, {
      path: "/api/v1/integrations",
      token: account.token,
      body: { provider: "custom", name: "Fuzz SaaS", config: { resourceTypes: [{ type: "saas_user", name: "SaaS user" }] } },
    });
    expectStatus(integration, 201, "an integration");
    const integrationId = integration.body.data.id as string;
    const pushed = await call(pushHandler, {
      path: `/api/v1/integrations/${integrationId}/resources`,
      token: account.token,
      params: { id: integrationId },
      body: {
        resources: [
          { type: "custom.saas_user", externalId: "u-1", name: "alice@example.com", attributes: { mfa: false } },
          // A resource a costly custom test chokes on: every sync and push re-evaluates it, bounded (issue 23).
          { type: "custom.saas_user", externalId: "u-9", name: "svc-hoard", attributes: { mfa: true, groups: HOARD, handle: `${"a".repeat(31)}b` } },
        ],
      },
    });
    expectStatus(pushed, 200, "a push");
    const customTest = await call(createTestHandler, {
      path: "/api/v1/tests",
      token: account.token,
      body: {
        key: "saas_mfa",
        title: "SaaS users have MFA",
        resourceType: "custom.saas_user",
        expression: "attributes.mfa == true",
        severity: "high",
        controls: [{ framework: "soc2", controlId: "CC6.1" }],
      },
    });
    expectStatus(customTest, 201, "a custom test");
    const costlyTest = await call(createTestHandler, {
      path: "/api/v1/tests",
      token: account.token,
      body: {
        key: "saas_costly",
        title: "A test too costly for one resource",
        resourceType: "custom.saas_user",
        expression: COSTLY_EXPRESSIONS[0],
        severity: "low",
      },
    });
    expectStatus(costlyTest, 201, "a costly custom test");
    const exclusion = await call(createExclusionHandler, {
      path: "/api/v1/tests/custom.saas_mfa/exclusions",
      token: account.token,
      params: { id: "custom.saas_mfa" },
      body: { resourceId: pushed.body.data.resources[0].id, reason: "Break-glass account", expiresAt: new Date(Date.now() + 90 * 86_400_000).toISOString() },
    });
    expectStatus(exclusion, 201, "an exclusion");
    const [ssoDomain] = await getDb()
      .insert(verifiedDomains)
      .values({ accountId: account.accountId, domain: "fuzz-sso.example", verificationToken: "cp-domain-verification=fuzz", verifiedAt: new Date() })
      .returning();
    const [ssoConnection] = await getDb()
      .insert(ssoConnections)
      .values({
        accountId: account.accountId,
        protocol: "saml",
        name: "Fuzz SAML",
        settings: {
          idpEntityId: "https://idp.fuzz.example",
          ssoUrl: "https://idp.fuzz.example/sso",
          certificates: [],
          clockSkewSeconds: 60,
          idpMetadataUrl: null,
        },
      })
      .returning();

    const scimToken = await call(scimTokenHandler, { path: "/api/v1/scim/tokens", token: account.token, body: { name: "Fuzz IdP" } });
    expectStatus(scimToken, 201, "a SCIM token");
    const spareScimToken = await call(scimTokenHandler, { path: "/api/v1/scim/tokens", token: account.token, body: { name: "Fuzz spare" } });
    expectStatus(spareScimToken, 201, "a second SCIM token");
    const scimUser = await call(scimUserHandler, {
      path: "/scim/v2/Users",
      token: scimToken.body.data.token,
      body: { userName: "scim-fuzz@fuzz-sso.example", name: { givenName: "Fuzz", familyName: "User" } },
    });
    expectStatus(scimUser, 201, "a SCIM user");
    const scimGroup = await call(scimGroupHandler, {
      path: "/scim/v2/Groups",
      token: scimToken.body.data.token,
      body: { displayName: "Fuzz group", members: [{ value: scimUser.body.id }] },
    });
    expectStatus(scimGroup, 201, "a SCIM group");
    const memberInvitation = await call(inviteMemberHandler, {
      path: "/api/v1/members/invitations",
      token: account.token,
      body: { email: "fuzz-invitee@example.com", role: "viewer" },
    });
    expectStatus(memberInvitation, 201, "a member invitation");
    const memberId = await getDb().transaction((tx) =>
      provisionMember(tx, makeCtx(memberCaller(account.userId, account.accountId)), {
        accountId: account.accountId,
        email: `fuzz-member-${account.accountId}@example.com`,
        name: "Fuzz Member",
        role: "admin",
        via: "operator",
      }),
    );
    const memberCtx = makeCtx(memberCaller(memberId, account.accountId, "admin"));
    const memberApiKey = (await createApiKey(memberCtx, { name: "member's key", scope: "full" })).key;
    const memberScimToken = (await createScimToken(memberCtx, { name: "member's IdP" })).token;
    // The owner signed in with a second factor: a fuzzed `PUT /auth/security {requireTwoFactor: true}` must not
    // turn every later operation into 403 two_factor_enrollment_required.
    await getDb().update(userSessions).set({ secondFactor: true }).where(eq(userSessions.userId, account.userId));
    const spareSessionId = await openSession(getDb(), {
      accountId: account.accountId,
      userId: account.userId,
      kind: "token",
      method: "password",
      secondFactor: false,
      ttlSeconds: 86_400,
      now: new Date(),
    });
    const [ownerNotification] = await getDb().select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, account.userId)).limit(1);
    await getDb().transaction(async (tx) =>
      notify(tx, { accountId: account.accountId, recipients: await auditorsOf(tx, audit.id), kind: "evidence_request.responded", title: "Fuzz", body: "Fuzz" }),
    );
    const [auditorNotification] = await getDb()
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.accountId, account.accountId), isNotNull(notifications.auditorInvitationId)))
      .limit(1);

    const population = await insertPopulation({ auditId: audit.id, accountId: account.accountId, controlId: "CC6.1", rows: 30, ownerUserId: account.userId });
    const [sample] = await getDb()
      .insert(auditSamples)
      .values({
        auditId: audit.id,
        accountId: account.accountId,
        populationId: population.id,
        size: 5,
        recommendedSize: 5,
        seed: "fuzz",
        algorithm: SAMPLING_ALGORITHM,
        populationRowCount: 30,
        populationSha256: population.sha256,
        drawnByName: "Fuzz Auditor",
      })
      .returning();
    await getDb()
      .insert(auditSampleItems)
      .values(drawSample({ seed: "fuzz", populationSize: 30, size: 5 }).map((rowNumber, i) => ({ sampleId: sample.id, position: i + 1, rowNumber })));

    const risk = await call(createRiskHandler, {
      path: "/api/v1/risks",
      token: account.token,
      body: { title: "Fuzz risk", category: "security", inherentLikelihood: 3, inherentImpact: 4, controls: [{ framework: "soc2", controlId: "CC3.2" }] },
    });
    expectStatus(risk, 201, "a risk");
    const riskTask = await call(createRiskTaskHandler, {
      path: `/api/v1/risks/${risk.body.data.id}/tasks`,
      token: account.token,
      params: { id: risk.body.data.id },
      body: { title: "Fuzz task" },
    });
    expectStatus(riskTask, 201, "a risk task");
    const riskAssessment = await call(createRiskAssessmentHandler, { path: "/api/v1/risk-assessments", token: account.token, body: {} });
    expectStatus(riskAssessment, 201, "a risk assessment");

    return {
      riskId: risk.body.data.id,
      riskTaskId: riskTask.body.data.id,
      riskAssessmentId: riskAssessment.body.data.id,
      populationId: population.id,
      sampleId: sample.id,
      account,
      apiKey,
      apiKeyId,
      auditorToken,
      auditId: audit.id,
      evidenceRequestId: request.body.data.id,
      findingId: finding.body.data.id,
      fileId: upload.body.data.id,
      fileUrl: upload.body.data.url,
      evidenceId: evidence.body.data.id,
      customFrameworkId: framework.id,
      customControlId: control.body.data.id,
      customControlLabel: "FZ-1",
      publishedFrameworkId: published.id,
      documentId: document.body.data.id,
      documentVersionId,
      personId: person.body.data.id as string,
      requirementId: requirement.body.data.id as string,
      templateId,
      scheduleId: schedule.id,
      resultId: run.body.data.id,
      alertId: alerts.body.data[0].id,
      webhookId: webhook.body.data.id,
      deliveryId: delivery.body.data.id,
      incidentId: incident.body.data.id,
      incidentActionId: incidentAction.body.data.id,
      receiverUrl: receiver.url,
      priceIds,
      integrationId,
      resourceId: pushed.body.data.resources[0].id,
      customTestId: "custom.saas_mfa",
      exclusionId: exclusion.body.data.id,
      ssoDomainId: ssoDomain.id,
      ssoConnectionId: ssoConnection.id,
      scimToken: scimToken.body.data.token,
      scimTokenId: spareScimToken.body.data.id,
      scimUserId: scimUser.body.id,
      scimGroupId: scimGroup.body.id,
      memberId,
      memberApiKey,
      memberScimToken,
      memberInvitationId: memberInvitation.body.data.id,
      spareSessionId,
      notificationId: ownerNotification.id,
      auditorNotificationId: auditorNotification.id,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The real resource a path parameter names, by the route it belongs to. A new route with a path
 * parameter fails the fuzz test until it is added here, so every documented route is probed with
 * ids that exist.
 */
export function realPathParam(world: World, template: string, name: string): string | undefined {
  const rules: [RegExp, string, string][] = [
    [/^\/api\/v1\/api-keys\/\{id\}/, "id", world.apiKeyId],
    [/^\/api\/v1\/frameworks\/\{id\}/, "id", "soc2"],
    [/^\/api\/v1\/evidence\/files\/\{id\}/, "id", world.fileId],
    [/^\/api\/v1\/evidence\/\{id\}/, "id", world.evidenceId],
    [/^\/api\/v1\/audits\/\{id\}/, "id", world.auditId],
    [/^\/api\/v1\/audits\/\{id\}\/evidence-requests\/\{rid\}/, "rid", world.evidenceRequestId],
    [/^\/api\/v1\/audits\/\{id\}\/findings\/\{fid\}/, "fid", world.findingId],
    [/^\/api\/v1\/(audits\/\{id\}|auditor)\/populations\/\{pid\}/, "pid", world.populationId],
    [/^\/api\/v1\/(audits\/\{id\}|auditor)\/samples\/\{sid\}/, "sid", world.sampleId],
    [/^\/api\/v1\/auditor\/samples\/\{sid\}\/items\/\{position\}/, "position", "1"],
    [/^\/api\/v1\/frameworks\/\{id\}\/(controls|scope)\/\{controlId\}/, "controlId", "CC6.1"],
    [/^\/api\/v1\/auditor\/controls\/\{id\}/, "id", "CC6.1"],
    [/^\/api\/v1\/auditor\/findings\/\{id\}/, "id", world.findingId],
    [/^\/api\/v1\/auditor\/audits\/\{id\}/, "id", world.auditId],
    [/^\/api\/v1\/auditor\/evidence-requests\/\{id\}/, "id", world.evidenceRequestId],
    [/^\/api\/v1\/custom-frameworks\/\{id\}\/(assess|assessment)$/, "id", world.publishedFrameworkId],
    [/^\/api\/v1\/custom-frameworks\/\{id\}/, "id", world.customFrameworkId],
    [/^\/api\/v1\/custom-frameworks\/\{id\}\/controls\/\{cid\}/, "cid", world.customControlId],
    [/^\/api\/v1\/monitoring\/schedules\/\{id\}/, "id", world.scheduleId],
    [/^\/api\/v1\/monitoring\/results\/\{id\}/, "id", world.resultId],
    [/^\/api\/v1\/monitoring\/webhooks\/\{id\}/, "id", world.webhookId],
    [/^\/api\/v1\/monitoring\/webhooks\/\{id\}\/deliveries\/\{deliveryId\}/, "deliveryId", world.deliveryId],
    [/^\/api\/v1\/monitoring\/alerts\/\{id\}/, "id", world.alertId],
    [/^\/api\/v1\/incidents\/\{id\}/, "id", world.incidentId],
    [/^\/api\/v1\/incidents\/\{id\}\/actions\/\{actionId\}/, "actionId", world.incidentActionId],
    [/^\/api\/v1\/documents\/templates\/\{templateId\}/, "templateId", world.templateId],
    [/^\/api\/v1\/documents\/\{id\}/, "id", world.documentId],
    [/^\/api\/v1\/documents\/\{id\}\/versions\/\{n\}/, "n", "1"],
    [/^\/api\/v1\/document-versions\/\{id\}/, "id", world.documentVersionId],
    [/^\/api\/v1\/people\/\{id\}/, "id", world.personId],
    [/^\/api\/v1\/policy-acceptance\/requirements\/\{id\}/, "id", world.requirementId],
    [/^\/api\/v1\/integrations\/\{id\}/, "id", world.integrationId],
    [/^\/api\/v1\/tests\/\{id\}/, "id", world.customTestId],
    [/^\/api\/v1\/tests\/\{id\}\/exclusions\/\{exclusionId\}/, "exclusionId", world.exclusionId],
    [/^\/api\/v1\/sso\/domains\/\{id\}/, "id", world.ssoDomainId],
    [/^\/api\/v1\/members\/invitations\/\{id\}/, "id", world.memberInvitationId],
    [/^\/api\/v1\/members\/\{id\}/, "id", world.memberId],
    [/^\/api\/v1\/auth\/sessions\/\{id\}/, "id", world.spareSessionId],
    [/^\/api\/v1\/notifications\/\{id\}/, "id", world.notificationId],
    [/^\/api\/v1\/auditor\/notifications\/\{id\}/, "id", world.auditorNotificationId],
    [/^\/api\/v1\/scim\/tokens\/\{id\}/, "id", world.scimTokenId],
    [/^\/api\/v1\/scim\/groups\/\{id\}/, "id", world.scimGroupId],
    [/^\/scim\/v2\/Users\/\{id\}/, "id", world.scimUserId],
    [/^\/scim\/v2\/Groups\/\{id\}/, "id", world.scimGroupId],
    [/^\/api\/v1\/sso\/connections\/\{id\}/, "id", world.ssoConnectionId],
    [/^\/api\/v1\/auth\/sso\/saml\/\{connectionId\}/, "connectionId", world.ssoConnectionId],
    [/^\/api\/v1\/risks\/\{id\}/, "id", world.riskId],
    [/^\/api\/v1\/risk-assessments\/\{id\}/, "id", world.riskAssessmentId],
    [/^\/api\/v1\/risks\/\{id\}\/tasks\/\{taskId\}/, "taskId", world.riskTaskId],
  ];
  return rules.find(([pattern, param]) => param === name && pattern.test(template))?.[2];
}

/**
 * Values by property name that make a generated body name real things (a known framework, control,
 * template, file, price), so valid-looking requests get past the lookups into the service's own
 * checks, where a planted NUL or wrong type meets the deeper code. Per operation where one name
 * means different things on different routes.
 */
export function knownValues(world: World, op: { method: string; path: string }): Record<string, unknown[]> {
  const frameworks = ["soc2", "iso27001", "gdpr", "hipaa", world.publishedFrameworkId];
  const global: Record<string, unknown[]> = {
    framework_id: frameworks,
    frameworkId: frameworks,
    // The audit is on SOC 2: its controls, so auditor requests name controls of the audit.
    control_id: ["CC6.1", "CC7.2"],
    // One template, so that the variables below are the ones it asks for.
    templateId: [world.templateId],
    templateIds: [[world.templateId]],
    variables: [variablesOf(world.templateId)],
    standard_mappings: [[{ framework: "soc2", controlId: "CC6.1" }], [{ framework: "iso27001", controlId: "A.5.18" }]],
    priceId: world.priceIds,
    evidence_file_url: [world.fileUrl],
    evidence_id: [world.evidenceId],
    documentId: [world.documentId],
    url: [world.fileUrl, world.receiverUrl, "https://drive.example.com/reviews/q3"],
    successUrl: ["http://localhost:3000/billing?ok=1", "/billing"],
    cancelUrl: ["http://localhost:3000/billing", "/billing"],
    returnUrl: ["http://localhost:3000/billing", "/billing"],
    accountId: [world.account.accountId],
    email: [world.account.email, "fuzz-new@example.com"],
    password: [world.account.password],
    token: ["not-a-real-invitation-token"],
    secret: [generateWebhookSecret()],
    collectedAt: ["2025-01-01T00:00:00Z"],
    expiresAt: ["2030-01-01T00:00:00Z"],
    target_completion: ["2027-01-01", "2027-06-30T00:00:00Z"],
  };
  const byOperation: Record<string, Record<string, unknown[]>> = {
    "POST /api/v1/evidence": { controls: [[{ framework: "soc2", controlId: "CC6.1" }], [{ framework: world.publishedFrameworkId, controlId: "PB-1" }]] },
    "POST /api/v1/monitoring/webhooks": { url: [world.receiverUrl] },
    "GET /api/v1/coverage": { from: ["iso27001", world.publishedFrameworkId], to: ["nist-800-53", "soc2", world.publishedFrameworkId] },
    "GET /api/v1/coverage/controls": { from: ["iso27001", world.publishedFrameworkId], to: ["nist-800-53", "soc2", world.publishedFrameworkId] },
    "GET /api/v1/frameworks/{id}/mappings": { target: ["iso27001", "nist-800-53"] },
    "GET /api/v1/frameworks/{id}/controls/{controlId}/mappings": { target: ["iso27001", "nist-800-53"] },
    // Only the push connectors here: the fuzzer must not make a pulling connector reach for the network.
    "POST /api/v1/integrations": { provider: ["custom", "agent"], config: [{ resourceTypes: [{ type: "fuzz_type", name: "Fuzz type" }] }, {}] },
    "POST /api/v1/integrations/test-connection": { provider: ["custom", "agent"] },
    "POST /api/v1/integrations/{id}/resources": {
      type: ["custom.saas_user"],
      resources: [[{ type: "custom.saas_user", externalId: "u-2", name: "bob@example.com", attributes: { mfa: true } }]],
    },
    "POST /api/v1/tests": {
      resourceType: ["custom.saas_user"],
      expression: ["attributes.mfa == true", ...COSTLY_EXPRESSIONS],
      controls: [[{ framework: "soc2", controlId: "CC6.1" }]],
    },
    "PUT /api/v1/tests/{id}": { expression: ["attributes.mfa == true", ...COSTLY_EXPRESSIONS] },
    // IdP URLs on loopback: refused at once by the SSRF rule, so the fuzzer never waits for DNS or an IdP.
    "POST /api/v1/sso/connections": { issuer: ["https://127.0.0.1/"], idpMetadataUrl: ["https://127.0.0.1/metadata"], ssoUrl: ["https://127.0.0.1/sso"] },
    "PUT /api/v1/sso/connections/{id}": { issuer: ["https://127.0.0.1/"], idpMetadataUrl: ["https://127.0.0.1/metadata"], ssoUrl: ["https://127.0.0.1/sso"] },
    // Identity changes the rule must refuse (docs/api.md §4): an outside domain, the owner's address; and one it allows.
    "PUT /scim/v2/Users/{id}": { userName: ["outsider@elsewhere.example", world.account.email, "scim-fuzz-moved@fuzz-sso.example"] },
    "PATCH /scim/v2/Users/{id}": {
      path: ["userName", "emails", "active"],
      value: ["outsider@elsewhere.example", world.account.email, "scim-fuzz-moved@fuzz-sso.example", ""],
    },
    "POST /api/v1/tests/{id}/exclusions": { resourceId: [world.resourceId], expiresAt: [new Date(Date.now() + 30 * 86_400_000).toISOString()] },
  };
  return { ...global, ...byOperation[`${op.method} ${op.path}`] };
}
