import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { signUp, snap } from "./helpers";
import { startSsoIdps, type SsoIdps } from "./sso-idps";
import { E2E_PORTS } from "./ports";

// Single sign-on end to end in Chromium: an owner verifies a domain and adds an identity provider on the console's
// single sign-on page, then a colleague signs in from the sign-in page through the real IdP (oidc-provider, and a
// samlify SAML IdP signing real assertions) and lands in the console, created just in time.

const APP = `http://localhost:${E2E_PORTS.app}`;
let idps: SsoIdps;

test.beforeAll(async () => {
  idps = await startSsoIdps(APP);
});

test.afterAll(async () => {
  await idps?.close();
});

/** Adds and verifies a fresh domain on the console page, publishing its TXT record in the local DNS. */
async function verifyDomain(page: Page): Promise<string> {
  const domain = `sso-${randomBytes(4).toString("hex")}.example`;
  await page.goto("/sso");
  await page.getByLabel("E-mail domain").fill(domain);
  await page.getByRole("button", { name: "Add domain" }).click();
  const row = page.getByRole("row", { name: new RegExp(domain.replace(/\./g, "\\.")) });
  await expect(row).toContainText("Not verified");
  const value = (await row.locator("code").nth(1).textContent())!.trim();
  idps.publishTxt(`_compliance-platform.${domain}`, value);
  await row.getByRole("button", { name: `Verify ${domain}` }).click();
  await expect(row).toContainText("Verified");
  return domain;
}

async function signInWithSso(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Sign in with single sign-on" }).click();
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "Continue with single sign-on" }).click();
}

test("sign in through an OpenID Connect provider and land in the console", async ({ page }) => {
  await signUp(page);
  const domain = await verifyDomain(page);
  // What to register with the identity provider shows before any provider exists.
  await expect(page.getByTestId("service-provider")).toContainText(`${APP}/api/v1/auth/sso/oidc/callback`);
  await expect(page.getByTestId("service-provider")).toContainText(`${APP}/api/v1/auth/sso/saml/acs`);
  await page.getByLabel("Name", { exact: true }).fill("Test OIDC");
  await page.getByLabel("Issuer URL").fill(idps.oidc.issuer);
  await page.getByLabel("Client ID").fill(idps.oidc.clientId);
  await page.getByLabel("Client secret").fill(idps.oidc.clientSecret);
  await page.getByRole("button", { name: "Add identity provider" }).click();
  await expect(page.getByTestId("sso-connection").getByText(`${APP}/api/v1/auth/sso/oidc/callback`)).toBeVisible();
  await snap(page, "sso-oidc-configured");

  const email = `olivia@${domain}`;
  idps.oidc.users.set(email, { email, name: "Olivia OIDC" });
  await signInWithSso(page, email);
  await page.waitForURL("**/dashboard");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  // The browser holds the console session the IdP's sign-in opened: the API knows who it is.
  const me = await page.request.get("/api/v1/auth/me");
  expect((await me.json()).data.user).toMatchObject({ email, name: "Olivia OIDC" });
  await snap(page, "sso-oidc-signed-in");
});

test("sign in through a SAML identity provider and land in the console", async ({ page }) => {
  await signUp(page);
  const domain = await verifyDomain(page);
  await page.getByLabel("SAML 2.0").check();
  await page.getByLabel("Name", { exact: true }).fill("Test SAML");
  await page.getByLabel("IdP metadata URL").fill(idps.saml.metadataUrl);
  await page.getByRole("button", { name: "Add identity provider" }).click();
  await expect(page.getByTestId("sso-connection").getByText(`${APP}/api/v1/auth/sso/saml/acs`)).toBeVisible();
  await snap(page, "sso-saml-configured");

  await signInWithSso(page, `sam@${domain}`);
  await page.waitForURL(`${idps.saml.ssoUrl}**`);
  await page.getByLabel("E-mail").fill(`sam@${domain}`);
  await page.getByLabel("Name").fill("Sam SAML");
  await page.getByRole("button", { name: "Sign in to the IdP" }).click();
  await page.waitForURL("**/dashboard");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const me = await page.request.get("/api/v1/auth/me");
  expect((await me.json()).data.user).toMatchObject({ email: `sam@${domain}`, name: "Sam SAML" });
  await snap(page, "sso-saml-signed-in");
});

test("an unknown domain is sent back to the sign-in page with a clear word", async ({ page }) => {
  await signInWithSso(page, "nobody@unclaimed-domain.example");
  await page.waitForURL("**/sign-in?error=sso_unavailable");
  await expect(page.getByText("Single sign-on is not set up for that e-mail domain")).toBeVisible();
});
