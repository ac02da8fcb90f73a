import { expect, test } from "@playwright/test";
import { signUp, snap } from "./helpers";

/**
 * The documents journey in the console: find the DPA in the gallery by a natural query, generate
 * it from the form built from its fields, read it, validate it against GDPR, download it as
 * Markdown and PDF, then paste a copy with a required section removed into the validate view and
 * see the gap highlighted.
 */
test("find, generate, read, validate and download a compliance document", async ({ page }) => {
  await signUp(page, { company: "Harbor Health" });

  await page.goto("/documents");
  await expect(page.getByText("No documents yet")).toBeVisible();
  await page.getByRole("link", { name: "Template gallery" }).click();
  await page.waitForURL("**/documents/templates");
  await expect(page.getByRole("listitem")).toHaveCount(12);

  // Ranked search with filters.
  await page.getByLabel("Search templates").fill("GDPR processor contract");
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/q=GDPR/);
  const first = page.getByRole("listitem").first();
  await expect(first.getByRole("heading")).toHaveText("Data Processing Agreement");
  await snap(page, "documents-01-gallery-search");
  await page.getByLabel("Framework").selectOption("hipaa");
  await page.getByLabel("Search templates").fill("");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("listitem").getByRole("heading", { name: "Data Processing Agreement" })).toHaveCount(0);
  await expect(page.getByRole("listitem").getByRole("heading", { name: "Incident Response Plan" })).toBeVisible();

  // The generate form is built from the template's typed fields.
  await page.goto("/documents/templates/data-processing-agreement");
  await expect(page.getByRole("heading", { name: "Data Processing Agreement", level: 1, exact: true })).toBeVisible();
  await expect(page.getByLabel("Template preview")).toContainText("Sub-processors");
  // The company name comes from the account; examples never fill who the company is.
  await expect(page.getByLabel("Company name")).toHaveValue("Harbor Health");
  await page.getByLabel("Company name").fill("");
  await page.getByRole("button", { name: "Generate document" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Company name is required" })).toBeVisible();
  await page.getByRole("button", { name: "Fill other empty answers with examples" }).click();
  await expect(page.getByLabel("Registered address")).toHaveValue("");
  await page.getByLabel("Company name").fill("Harbor Health <b>Analytics</b>");
  await expect(page.getByText("Company name is required")).toHaveCount(0);
  await page.getByLabel("Registered address").fill("1 Quay Street, Galway, Ireland");
  await page.getByLabel("Effective date").fill("2027-01-15");
  await page.getByRole("textbox", { name: "Categories of data subjects item 1" }).fill("Clinic staff");
  await page.getByRole("checkbox", { name: "health data" }).check();
  await snap(page, "documents-02-generate-form");
  await page.getByRole("button", { name: "Generate document" }).click();
  await page.waitForURL(/\/documents\/[0-9a-f-]{36}$/);
  const documentUrl = page.url();
  const documentId = documentUrl.split("/").pop()!;

  // The document page renders the Markdown (the value stays text, never markup).
  await expect(page.getByRole("heading", { level: 1, name: "Harbor Health <b>Analytics</b> Data Processing Agreement" })).toBeVisible();
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { name: "5. Sub-processors" })).toBeVisible();
  await expect(article).toContainText("The personal data includes health data");
  await expect(article.locator("b")).toHaveCount(0);

  // Validate against GDPR.
  await page.getByLabel("Framework").selectOption("gdpr");
  await page.getByRole("button", { name: "Validate" }).click();
  await expect(page.getByTestId("validation-report")).toContainText("Valid");
  await expect(page.getByTestId("validation-report")).toContainText("Score 100/100");
  await snap(page, "documents-03-document-validated");

  // Downloads: Markdown and a server-rendered PDF.
  const md = await page.request.get(`/api/v1/documents/${documentId}/download?format=markdown`);
  expect(md.status()).toBe(200);
  expect(md.headers()["content-disposition"]).toContain(".md");
  const markdown = await md.text();
  expect(markdown).toContain("## 5. Sub-processors");
  const pdf = await page.request.get(`/api/v1/documents/${documentId}/download?format=pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  expect((await downloadPromise).suggestedFilename()).toMatch(/data-processing-agreement\.pdf$/);

  // A framework's full set from one form (the union of its templates' fields).
  await page.goto("/documents/bulk");
  await page.getByLabel("Framework").selectOption("gdpr");
  await page.getByRole("button", { name: "Choose" }).click();
  await page.waitForURL(/framework=gdpr/);
  await page.getByRole("button", { name: "Fill other empty answers with examples" }).click();
  await page.getByLabel("Registered address").fill("1 Quay Street, Galway, Ireland");
  await page.getByLabel("Website").fill("https://harbor-health.example");
  await page.getByRole("button", { name: "Generate all documents" }).click();
  await expect(page.getByRole("status")).toContainText("6 documents generated");
  await expect(page.getByRole("status").getByRole("link")).toHaveCount(6);
  // The DPA generated above gets a new version rather than a duplicate.
  await expect(page.getByRole("status").getByRole("listitem").filter({ hasText: "Data Processing Agreement" })).toContainText("updated: version 2");
  await snap(page, "documents-04-bulk");

  // The list shows them all, the DPA once.
  await page.goto("/documents");
  await expect(page.getByRole("link", { name: /Data Processing Agreement/ })).toHaveCount(1);
  await expect(page.getByRole("link", { name: /Cookie Policy/ })).toBeVisible();

  // The validate view highlights a removed section.
  const withoutSubprocessors = markdown
    .split(/\n(?=## )/)
    .filter((part) => !part.startsWith("## 5. Sub-processors"))
    .join("\n");
  await page.goto("/documents/validate");
  await page.getByLabel("Document (Markdown)").fill(withoutSubprocessors);
  await page.getByLabel("Framework").selectOption("gdpr");
  await page.getByRole("button", { name: "Validate" }).click();
  const report = page.getByTestId("validation-report");
  await expect(report).toContainText("Not valid");
  await expect(report.getByRole("region", { name: /Missing sections/ })).toContainText("Sub-processors");
  await expect(report.getByRole("region", { name: /Missing sections/ })).toContainText("GDPR Art. 28(3)(d)");
  await expect(report.getByRole("region", { name: /Missing disclosures/ })).toContainText("Prior authorisation of sub-processors");
  await snap(page, "documents-05-validate-missing");
});
