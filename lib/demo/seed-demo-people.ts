import fs from "node:fs";
import path from "node:path";
import type { Ctx } from "@/lib/context";
import { listDocuments } from "@/lib/documents";
import { importPeople, listPeople } from "@/lib/people";
import { createRequirement, recordAcceptance } from "@/lib/policy-acceptance";

/** The roster the demo ships: 25 people (23 employed, 2 who left), the demo's own members among them. */
export const DEMO_PEOPLE_CSV = path.join(import.meta.dirname, "people.csv");

/** The five approved policies the demo asks its people to accept; the last only of Engineering and Security. */
const REQUIRED = ["acceptable-use-policy", "information-security-policy", "access-control-policy", "incident-response-plan", "data-retention-policy"];

/** A stable share of about 80% accepted: the same people accepted on every start, none of it random. */
const accepted = (personIndex: number, policyIndex: number) => (personIndex * 7 + policyIndex * 3) % 10 < 8;

/**
 * The demo's workforce (lib/people) and policy acceptance (lib/policy-acceptance), made through the product's own
 * services: the roster imported from lib/demo/people.csv as an admin would, five approved policies required, and about
 * 80% of the asked people's acceptances recorded on their behalf, so the people page shows gaps to chase.
 */
export async function seedDemoPeople(ctx: Ctx): Promise<void> {
  await importPeople(ctx, { csv: fs.readFileSync(DEMO_PEOPLE_CSV, "utf8") });
  const documents = (await listDocuments(ctx, { limit: 100, status: "active" })).items;
  const people = (await listPeople(ctx, { limit: 200, status: "active" })).items;
  for (const [policyIndex, templateId] of REQUIRED.entries()) {
    const document = documents.find((d) => d.templateId === templateId && d.approvedVersion !== null);
    if (!document) continue;
    const byDepartment = policyIndex === REQUIRED.length - 1;
    await createRequirement(ctx, {
      documentId: document.id,
      audience: byDepartment ? "departments" : "everyone",
      ...(byDepartment ? { departments: ["Engineering", "Security"] } : {}),
    });
    for (const [personIndex, person] of people.entries()) {
      if (byDepartment && person.department !== "Engineering" && person.department !== "Security") continue;
      if (!accepted(personIndex, policyIndex)) continue;
      await recordAcceptance(ctx, { documentId: document.id, personId: person.id }, { ipAddress: "203.0.113.24", userAgent: "Demo seed" });
    }
  }
}
