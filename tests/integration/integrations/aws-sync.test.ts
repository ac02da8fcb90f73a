import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getEvidenceFile } from "@/app/api/v1/evidence/files/[id]/route";
import { GET as getIntegrationHandler } from "@/app/api/v1/integrations/[id]/route";
import { GET as listResourcesHandler } from "@/app/api/v1/integrations/[id]/resources/route";
import { POST as syncHandler } from "@/app/api/v1/integrations/[id]/sync/route";
import { POST as createIntegrationHandler } from "@/app/api/v1/integrations/route";
import { GET as testResultsHandler } from "@/app/api/v1/tests/[id]/results/route";
import { GET as listTestsHandler } from "@/app/api/v1/tests/route";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { badlyConfiguredAccount, REGIONS, wellConfiguredAccount } from "../../fakes/aws/fixtures";
import { startFakeAws, type FakeAws } from "../../fakes/aws/server";

/**
 * AWS through the whole engine: integrations created and synced through the route handlers against the fake AWS
 * (every service the connector calls, in the SDK's protocols), resources, results and tests read back through
 * the routes, every answer checked against the published OpenAPI document by `call`. The SDK's endpoint is the
 * operator's INTEGRATIONS_AWS_ENDPOINT_URL, one for the whole server, so each sync points it at its account's
 * fake. The sync evaluates at the real clock, not at the fixtures' instant, so key ages
 * (aws.iam_user.access_keys_rotated) are not asserted here; tests/unit/connectors/aws.test.ts pins them.
 */

process.env.ALLOW_PRIVATE_INTEGRATION_TARGETS = "true";

let good: FakeAws;
let bad: FakeAws;

beforeAll(async () => {
  [good, bad] = await Promise.all([startFakeAws(wellConfiguredAccount()), startFakeAws(badlyConfiguredAccount())]);
});
afterAll(async () => {
  delete process.env.INTEGRATIONS_AWS_ENDPOINT_URL;
  await Promise.all([good?.close(), bad?.close()]);
});

async function connect(a: TestAccount, fake: FakeAws, name: string) {
  const res = await call(createIntegrationHandler, {
    path: "/api/v1/integrations",
    token: a.token,
    body: {
      provider: "aws",
      name,
      config: { regions: REGIONS },
      credentials: { accessKey: { accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey } },
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string };
}

function sync(a: TestAccount, id: string, fake: FakeAws) {
  process.env.INTEGRATIONS_AWS_ENDPOINT_URL = fake.url;
  return call(syncHandler, { path: `/api/v1/integrations/${id}/sync`, method: "POST", token: a.token, params: { id } });
}

type Resource = { name: string; type: string; results: { testId: string; outcome: string; detail: string }[] };
async function resourcesOf(a: TestAccount, id: string): Promise<Resource[]> {
  const res = await call(listResourcesHandler, { path: `/api/v1/integrations/${id}/resources?limit=200`, token: a.token, params: { id } });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}
function outcome(resources: Resource[], type: string, name: string, testId: string) {
  const resource = resources.find((r) => r.type === type && r.name === name);
  if (!resource)
    throw new Error(
      `no ${type} ${name}; have ${resources
        .filter((r) => r.type === type)
        .map((r) => r.name)
        .join(", ")}`,
    );
  return resource.results.find((r) => r.testId === testId);
}

describe("AWS integrations synced against the fake AWS", () => {
  let a: TestAccount;
  let goodId: string;
  let badId: string;
  let goodSync: any;

  beforeAll(async () => {
    a = await createAccount();
    goodId = (await connect(a, good, "production")).id;
    badId = (await connect(a, bad, "legacy")).id;
    const first = await sync(a, goodId, good);
    expect(first.status, first.text).toBe(200);
    goodSync = first.body.data;
    const second = await sync(a, badId, bad);
    expect(second.status, second.text).toBe(200);
    expect(second.body.data).toMatchObject({ status: "succeeded", error: null });
  });

  it("finds every resource of the account across both regions, with a hashed snapshot", async () => {
    expect(goodSync).toMatchObject({ status: "succeeded", trigger: "manual", resourcesSeen: 20, resourcesNew: 20, error: null });
    const resources = await resourcesOf(a, goodId);
    const counts: Record<string, number> = {};
    for (const r of resources) counts[r.type] = (counts[r.type] ?? 0) + 1;
    expect(counts).toEqual({
      "aws.account": 1,
      "aws.iam_user": 3,
      "aws.s3_bucket": 3,
      "aws.region": 2,
      "aws.ebs_volume": 4,
      "aws.rds_instance": 3,
      "aws.security_group": 4,
    });
    const file = await call(getEvidenceFile, {
      path: `/api/v1/evidence/files/${goodSync.snapshot.fileId}`,
      token: a.token,
      params: { id: goodSync.snapshot.fileId },
    });
    expect(createHash("sha256").update(file.text).digest("hex")).toBe(goodSync.snapshot.sha256);
    const integration = await call(getIntegrationHandler, { path: `/api/v1/integrations/${goodId}`, token: a.token, params: { id: goodId } });
    expect(integration.body.data).toMatchObject({ provider: "aws", credentialFields: ["accessKey"] });
    expect(integration.text).not.toContain(good.secretAccessKey);
    // Each region's resources were read with a client of that region.
    expect(new Set(good.requestsTo("ec2", "DescribeVolumes").map((r) => r.region))).toEqual(new Set(REGIONS));
  });

  it("the well-configured account passes its account, storage, network and detection tests", async () => {
    const resources = await resourcesOf(a, goodId);
    const account = resources.find((r) => r.type === "aws.account")!;
    for (const testId of [
      "aws.account.root_mfa_enabled",
      "aws.account.no_root_access_keys",
      "aws.account.password_policy",
      "aws.account.cloudtrail_multi_region",
    ]) {
      expect(account.results.find((r) => r.testId === testId)?.outcome, testId).toBe("passing");
    }
    expect(outcome(resources, "aws.s3_bucket", "acme-assets", "aws.s3_bucket.public_access_blocked")).toMatchObject({
      outcome: "passing",
      detail: "All four Block Public Access settings are on.",
    });
    expect(outcome(resources, "aws.region", "eu-west-1", "aws.region.guardduty_enabled")?.outcome).toBe("passing");
    expect(outcome(resources, "aws.security_group", "web (sg-0a00000000000001)", "aws.security_group.no_open_admin_ports")?.outcome).toBe("passing");
  });

  it("the badly configured account fails with the reasons, and the tests say which resource fails", async () => {
    const resources = await resourcesOf(a, badId);
    const account = resources.find((r) => r.type === "aws.account")!;
    expect(account.results.find((r) => r.testId === "aws.account.root_mfa_enabled")).toMatchObject({
      outcome: "failing",
      detail: "The root user has no MFA device.",
    });
    expect(outcome(resources, "aws.s3_bucket", "public-site", "aws.s3_bucket.public_access_blocked")).toMatchObject({
      outcome: "failing",
      detail: "The bucket has no Block Public Access configuration.",
    });
    expect(outcome(resources, "aws.rds_instance", "legacy-db", "aws.rds_instance.storage_encrypted")).toMatchObject({ outcome: "failing" });
    expect(outcome(resources, "aws.security_group", "wide-open (sg-0b00000000000002)", "aws.security_group.no_open_admin_ports")).toMatchObject({
      outcome: "failing",
      detail: "Open to the internet on 22 (SSH), 3389 (RDP): all traffic from ::/0.",
    });

    const tests = await call(listTestsHandler, { path: "/api/v1/tests?status=failing", token: a.token });
    expect(tests.status).toBe(200);
    const ids = tests.body.data.map((t: { id: string }) => t.id);
    expect(ids).toEqual(expect.arrayContaining(["aws.account.root_mfa_enabled", "aws.s3_bucket.public_access_blocked", "aws.region.guardduty_enabled"]));
    const results = await call(testResultsHandler, {
      path: "/api/v1/tests/aws.account.root_mfa_enabled/results",
      token: a.token,
      params: { id: "aws.account.root_mfa_enabled" },
    });
    const byOutcome = Object.fromEntries(results.body.data.map((r: { integrationName: string; outcome: string }) => [r.integrationName, r.outcome]));
    expect(byOutcome).toEqual({ "Amazon Web Services · legacy": "failing", "Amazon Web Services · production": "passing" });
  });

  it("a key AWS does not know fails the sync with AWS's reason", async () => {
    const res = await call(createIntegrationHandler, {
      path: "/api/v1/integrations",
      token: a.token,
      body: {
        provider: "aws",
        name: "wrong key",
        config: { regions: ["us-east-1"] },
        credentials: { accessKey: { accessKeyId: "AKIAUNKNOWNKEY000000", secretAccessKey: good.secretAccessKey } },
      },
    });
    const failed = await sync(a, res.body.data.id, good);
    expect(failed.body.data.status).toBe("failed");
    expect(failed.body.data.error).toContain("AWS refused the access key: InvalidClientTokenId");
  });
});
