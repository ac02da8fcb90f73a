import type { Metadata } from "next";
import Link from "next/link";
import { CloneButton } from "@/components/frameworks/clone-button";
import { FrameworkBuilder } from "@/components/frameworks/framework-builder";
import { customFrameworkPage } from "@/components/frameworks/framework-page-gate";
import { ControlTests } from "@/components/tests/control-tests";
import { testsByControl } from "@/components/tests/format";
import { Card, PageHeader, Table } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import type { Ctx } from "@/lib/context";
import { getFramework as getCustomFramework } from "@/lib/custom-frameworks";
import { crosswalkCounts, crosswalkSources, getBuiltinFramework, listFrameworks as listBuiltinFrameworks } from "@/lib/frameworks";
import { ControlMappings } from "@/components/frameworks/control-mappings";
import { listTests } from "@/lib/integrations";
import { ControlOwnerSelect } from "@/components/work/control-owner-select";
import { roleOf } from "@/lib/context/guards";
import { roleAtLeast } from "@/lib/vocabulary";
import { listControlOwners } from "@/lib/ownership";
import { listControlRisks, type ControlRisk } from "@/lib/risks";
import { listAssignees } from "@/lib/work";
import { BackLink } from "@/components/ui/back-link";
import { TableHead } from "@/components/ui/table-head";
import { buttonClass } from "@/components/ui/button";
import { markdownToText } from "@/lib/format/markdown-html";

export const metadata: Metadata = { title: "Framework" };

/** The connected automated tests evidencing this framework's controls, by control: one list call for the whole page. */
async function frameworkTests(ctx: Ctx, frameworkId: string) {
  const tests = await listTests(ctx, { framework: frameworkId, include: "connected", limit: 200 });
  return testsByControl(tests.items, frameworkId);
}

/** Who owns which control of the framework, the people who can be named, and whether this member may change it. */
async function ownership(ctx: Ctx, frameworkId: string) {
  const [owners, people] = await Promise.all([listControlOwners(ctx, frameworkId, { limit: 10_000 }), listAssignees(ctx)]);
  return { ownerOf: new Map(owners.items.map((o) => [o.control_id, o.owner.id])), people, canEdit: roleAtLeast(roleOf(ctx.caller) ?? "viewer", "member") };
}

/** A built-in framework (read-only, clonable) or the builder of one of the account's custom frameworks. */
/** The register's risks this control treats (lib/risks), each linked to its page. */
function ControlRisks({ risks }: { risks: ControlRisk[] }) {
  return (
    <p className="mt-1 text-xs text-slate-600">
      Treats{" "}
      {risks.map((r, i) => (
        <span key={r.id}>
          {i > 0 && ", "}
          <Link href={`/risks/${r.id}`} className="font-medium text-brand-600 hover:underline" title={r.title}>
            {r.reference}
          </Link>
        </span>
      ))}
    </p>
  );
}

export default async function FrameworkPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const builtin = getBuiltinFramework(id);
  if (builtin) {
    const ctx = await consoleContext();
    const [tests, owned, risks] = await Promise.all([frameworkTests(ctx, builtin.id), ownership(ctx, builtin.id), listControlRisks(ctx, builtin.id)]);
    const covered = builtin.controls.filter((c) => tests.has(c.controlId)).length;
    const mappingCounts = crosswalkCounts(builtin.id);
    const frameworkNames = listBuiltinFrameworks().map(({ id: fid, name }) => ({ id: fid, name }));
    return (
      <>
        <BackLink href="/frameworks">Frameworks</BackLink>
        <PageHeader
          title={builtin.name}
          description={builtin.description}
          actions={
            <>
              <a
                href={`/api/v1/frameworks/${builtin.id}/export?format=oscal`}
                download
                className={buttonClass("secondary")}
                title="This framework as an OSCAL catalog, for other OSCAL tools"
              >
                Export OSCAL
              </a>
              <CloneButton sourceId={builtin.id} sourceName={builtin.name} variant="primary" />
            </>
          }
        />
        <p className="mb-4 text-xs text-slate-500">
          Version {builtin.version}. {builtin.license}
        </p>
        {mappingCounts.size > 0 && (
          <p className="mb-4 text-sm text-slate-600" data-testid="framework-mappings-summary">
            Mappings to other frameworks come from{" "}
            {[...crosswalkSources.values()]
              .filter((src) => src.from === builtin.id || src.to === builtin.id)
              .map((src) => `${src.name} (${src.version})`)
              .join("; ")}
            ; derived ones chain two crosswalks and are marked as such.{" "}
            <Link href={`/frameworks/coverage?to=${builtin.id}`} className="font-medium text-brand-600 hover:underline">
              See what your evidence covers
            </Link>
          </p>
        )}
        {builtin.id === "iso27001" && (
          <p className="mb-4 text-sm text-slate-600">
            Decide which Annex A controls apply, and why, in the{" "}
            <Link href="/statement-of-applicability" className="font-medium text-brand-600 hover:underline">
              Statement of Applicability
            </Link>
            .
          </p>
        )}
        <p className="mb-4 text-sm text-slate-600" data-testid="framework-tests-summary">
          {covered > 0 ? (
            <>
              Automated tests of your integrations cover {covered} of {builtin.controls.length} controls.{" "}
              <Link href={`/tests?framework=${builtin.id}`} className="font-medium text-brand-600 hover:underline">
                See them
              </Link>
            </>
          ) : (
            <>
              No automated test covers these controls yet.{" "}
              <Link href="/integrations" className="font-medium text-brand-600 hover:underline">
                Connect a system
              </Link>{" "}
              to test them on every sync.
            </>
          )}
        </p>
        <Table caption={`${builtin.name} controls`} stack>
          <TableHead columns={["Control", "Title", "Category", "Owner"]} />
          <tbody>
            {builtin.controls.map((c) => (
              <tr key={c.controlId} className="align-top">
                <td data-label="Control" className="whitespace-nowrap font-mono text-xs">
                  {c.controlId}
                </td>
                <td data-label="Title" className="min-w-0">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{c.title}</p>
                    {c.description && <p className="mt-0.5 text-xs text-slate-600">{c.description}</p>}
                    {tests.has(c.controlId) && (
                      <p className="mt-1">
                        <ControlTests tests={tests.get(c.controlId)} framework={builtin.id} controlId={c.controlId} />
                      </p>
                    )}
                    {risks.has(c.controlId) && <ControlRisks risks={risks.get(c.controlId)!} />}
                    {mappingCounts.has(c.controlId) && (
                      <ControlMappings frameworkId={builtin.id} controlId={c.controlId} counts={mappingCounts.get(c.controlId)!} frameworks={frameworkNames} />
                    )}
                  </div>
                </td>
                <td data-label="Category" className="text-xs">
                  {c.category}
                </td>
                <td data-label="Owner">
                  <ControlOwnerSelect
                    frameworkId={builtin.id}
                    controlId={c.controlId}
                    ownerId={owned.ownerOf.get(c.controlId) ?? null}
                    people={owned.people}
                    canEdit={owned.canEdit}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </>
    );
  }

  const ctx = await consoleContext();
  return customFrameworkPage(async () => {
    const [framework, tests, owned] = await Promise.all([getCustomFramework(ctx, id), frameworkTests(ctx, id), ownership(ctx, id)]);
    const tested = framework.controls.filter((c) => tests.has(c.control_id_label));
    return (
      <>
        <BackLink href="/frameworks">Frameworks</BackLink>
        {/* The builder opens with the framework's title; what is known about its controls follows it. */}
        <FrameworkBuilder
          key={`${framework.id}:${framework.updated_at}`}
          initial={framework}
          frameworks={listBuiltinFrameworks().map(({ id: fid, name }) => ({ id: fid, name }))}
        >
          {tested.length > 0 && (
            <Card title="Automated tests on these controls">
              <ul className="space-y-1.5 text-sm" data-testid="framework-tests-summary">
                {tested.map((c) => (
                  <li key={c.id} className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-mono text-xs font-semibold">{c.control_id_label}</span>
                    <span className="min-w-0 break-words text-slate-700">{markdownToText(c.title)}</span>
                    <ControlTests tests={tests.get(c.control_id_label)} framework={framework.id} controlId={c.control_id_label} />
                  </li>
                ))}
              </ul>
            </Card>
          )}
          {framework.controls.length > 0 && (
            <Card title="Control owners">
              <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2" data-testid="control-owners">
                {framework.controls.map((c) => (
                  <li key={c.id} className="flex min-w-0 items-center gap-2">
                    <span className="font-mono text-xs font-semibold">{c.control_id_label}</span>
                    <span className="min-w-0 flex-1 truncate text-slate-700">{markdownToText(c.title)}</span>
                    <ControlOwnerSelect
                      frameworkId={framework.id}
                      controlId={c.control_id_label}
                      ownerId={owned.ownerOf.get(c.control_id_label) ?? null}
                      people={owned.people}
                      canEdit={owned.canEdit}
                    />
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </FrameworkBuilder>
      </>
    );
  });
}
