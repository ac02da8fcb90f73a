/**
 * One builder per built-in framework: source catalog (+ our own descriptions) → OutputFramework.
 * Source file names and field names are those of scripts/catalogs/source (see its README).
 */
import { clean, sentence } from "./text";
import type { BuildInputs, DescriptionFile, OutputControl, OutputFramework } from "./types";
import { matchDescriptions } from "./validate";
import { prose } from "@/lib/format/prose";

type Builder = (inputs: BuildInputs) => OutputFramework;

interface SourceCatalog<C> {
  id: string;
  name: string;
  version: string;
  source: string;
  license: string;
  controls: C[];
}

function descriptionsFor(inputs: BuildInputs, file: string): DescriptionFile {
  const parsed = inputs.readDescriptions(file) as DescriptionFile;
  if (!parsed || typeof parsed.descriptions !== "object") throw new Error(`${file}: no "descriptions" object`);
  return parsed;
}

function soc2(inputs: BuildInputs): OutputFramework {
  const src = inputs.readSource("soc2-tsc.json") as SourceCatalog<{ id: string; title: string; category: string }>;
  const own = descriptionsFor(inputs, "soc2.json");
  matchDescriptions(
    "soc2",
    src.controls.map((c) => c.id),
    own.descriptions,
  );
  return {
    id: "soc2",
    name: "SOC 2 (Trust Services Criteria)",
    version: "2017 Trust Services Criteria, revised points of focus 2022",
    category: "security",
    description: prose(
      "The AICPA Trust Services Criteria used for SOC 2 examinations: 33 common criteria for security (control environment,",
      "communication, risk assessment, monitoring, control activities, access, operations, change management and risk mitigation) plus",
      "the additional criteria for availability, confidentiality, processing integrity and privacy.",
    ),
    source: prose(
      "AICPA TSP Section 100, 2017 Trust Services Criteria: criterion identifiers only (list cross-checked against",
      "intuitem/ciso-assistant-community, backend/library/libraries/soc2_2017_with_rev_2022.yaml). Titles and descriptions written for",
      "this project.",
    ),
    license: prose(
      "The Trust Services Criteria are © AICPA; SOC 2 is an AICPA mark. Only the criterion identifiers are reused as factual references.",
      "Titles and descriptions are original wording written for this project and are not the AICPA criterion text or points of focus;",
      "obtain the AICPA publication for the authoritative wording.",
    ),
    controls: src.controls.map((c) => ({
      controlId: c.id,
      title: clean(c.title),
      description: clean(own.descriptions[c.id]),
      category: clean(c.category),
    })),
  };
}

interface IsoClause {
  id: string;
  title: string;
}

/** Clauses that carry requirements: the leaves of the 4–10 outline (6.1 is covered by 6.1.1–6.1.3). */
function leafClauses(clauses: IsoClause[]): IsoClause[] {
  return clauses.filter((c) => !clauses.some((other) => other.id.startsWith(`${c.id}.`)));
}

function parentOf(id: string): string {
  return id.slice(0, id.lastIndexOf("."));
}

function iso27001(inputs: BuildInputs): OutputFramework {
  const src = inputs.readSource("iso-27001-2022.json") as SourceCatalog<{ id: string; title: string; theme: string }> & {
    clauses: IsoClause[];
  };
  const own = descriptionsFor(inputs, "iso27001.json") as DescriptionFile & { titles?: Record<string, string> };
  const byId = new Map(src.clauses.map((c) => [c.id, c]));
  const clauses = leafClauses(src.clauses);
  matchDescriptions("iso27001", [...clauses.map((c) => c.id), ...src.controls.map((c) => c.id)], own.descriptions);
  const clauseControls: OutputControl[] = clauses.map((c) => {
    const top = byId.get(c.id.split(".")[0]);
    if (!top) throw new Error(`iso27001: clause ${c.id} has no top-level heading`);
    // A bare "General" heading means nothing in a flat control list; name it after its parent.
    const parent = byId.get(parentOf(c.id));
    const title = own.titles?.[c.id] ?? (c.title === "General" && parent ? `${parent.title}: general` : c.title);
    return {
      controlId: c.id,
      title: clean(title),
      description: clean(own.descriptions[c.id]),
      category: `Clause ${top.id}: ${clean(top.title)}`,
    };
  });
  const annexControls: OutputControl[] = src.controls.map((c) => ({
    controlId: c.id,
    title: clean(own.titles?.[c.id] ?? c.title),
    description: clean(own.descriptions[c.id]),
    category: clean(c.theme),
  }));
  return {
    id: "iso27001",
    name: "ISO/IEC 27001:2022",
    version: "2022 (Annex A aligned with ISO/IEC 27002:2022)",
    category: "security",
    description: prose(
      "The international standard for an information security management system (ISMS): the management-system requirements of clauses 4",
      "to 10 (context, leadership, planning, support, operation, performance evaluation, improvement) and the 93 reference controls of",
      "Annex A in four themes (organizational, people, physical, technological).",
    ),
    source: prose(
      "ISO/IEC 27001:2022: clause numbers and headings 4–10 and Annex A control numbers, short names and themes (outline transcribed",
      "from intuitem/ciso-assistant-community, backend/library/libraries/iso27001-2022.yaml, checked against the standard's numbering).",
      "Descriptions written for this project.",
    ),
    license: prose(
      "ISO/IEC 27001 is © ISO/IEC. Only clause and control numbers, short names and theme names are reused. Every description is",
      "original wording written for this project summarising what the clause or control expects in practice; it is not the standard's",
      "requirement or control text. Obtain the standard from ISO or a national standards body for the authoritative wording.",
    ),
    controls: [...clauseControls, ...annexControls],
  };
}

function pciDss4(inputs: BuildInputs): OutputFramework {
  const src = inputs.readSource("pci-dss-4.0.json") as SourceCatalog<{ id: string; title: string; category: string }>;
  const own = descriptionsFor(inputs, "pci-dss-4.json");
  matchDescriptions(
    "pci-dss-4",
    src.controls.map((c) => c.id),
    own.descriptions,
  );
  return {
    id: "pci-dss-4",
    name: "PCI DSS v4.0.1",
    version: "4.0 (March 2022), requirement numbering unchanged in 4.0.1 (June 2024)",
    category: "payments",
    description: prose(
      "The Payment Card Industry Data Security Standard: 12 principal requirements, grouped under six goals, for every entity that",
      "stores, processes or transmits cardholder data or can affect the security of the cardholder data environment.",
    ),
    source:
      "PCI DSS v4.0 / v4.0.1 principal requirement numbering (PCI Security Standards Council). Titles, goal names and descriptions written for this project.",
    license: prose(
      "PCI DSS is © PCI Security Standards Council, LLC. Only the 12 requirement numbers are reused. Titles, goal names and descriptions",
      "are original paraphrases written for this project, not PCI SSC text; sub-requirements and testing procedures are not included.",
      "Obtain the standard from the PCI SSC.",
    ),
    controls: src.controls.map((c) => ({
      controlId: c.id,
      title: clean(c.title),
      description: clean(own.descriptions[c.id]),
      category: clean(c.category),
    })),
  };
}

interface HipaaControl {
  id: string;
  title: string;
  family: string;
  type: "standard" | "implementation_specification";
  requirement: string;
  standard?: string;
  description: string;
}

function hipaa(inputs: BuildInputs): OutputFramework {
  const src = inputs.readSource("hipaa-security-rule.json") as SourceCatalog<HipaaControl>;
  const byId = new Map(src.controls.map((c) => [c.id, c]));
  const hasSpecs = new Set(src.controls.map((c) => c.standard).filter(Boolean));
  return {
    id: "hipaa",
    name: "HIPAA Security Rule",
    version: "45 CFR 164.308–164.316 as in force (2003 rule as amended by the 2013 Omnibus Rule)",
    category: "healthcare",
    description: prose(
      "The U.S. Security Standards for the Protection of Electronic Protected Health Information (45 CFR Part 164, Subpart C): the",
      "administrative, physical and technical safeguards, organizational requirements and documentation requirements that covered",
      "entities and business associates must meet, with each implementation specification marked Required or Addressable.",
    ),
    source: clean(src.source),
    license: clean(src.license),
    controls: src.controls.map((c) => {
      let status: string;
      if (c.type === "implementation_specification") {
        const parent = c.standard ? byId.get(c.standard) : undefined;
        if (!parent) throw new Error(`hipaa: ${c.id} names unknown standard ${c.standard}`);
        status = `${c.requirement} implementation specification of the "${parent.title}" standard (${parent.id}).`;
      } else {
        status = hasSpecs.has(c.id)
          ? "Standard; its implementation specifications are listed separately."
          : "Standard with no separate implementation specifications (Required).";
      }
      return {
        controlId: c.id,
        title: clean(c.title),
        description: `${sentence(c.description)} ${status}`,
        category: clean(c.family),
      };
    }),
  };
}

function gdpr(inputs: BuildInputs): OutputFramework {
  const src = inputs.readSource("gdpr.json") as SourceCatalog<{
    id: string;
    title: string;
    chapter: string;
    applies_to: string;
    description: string;
  }>;
  const roles: Record<string, string> = {
    controller: "Binds the controller.",
    "controller, processor": "Binds controllers and processors.",
  };
  return {
    id: "gdpr",
    name: "GDPR (Regulation (EU) 2016/679)",
    version: clean(src.version),
    category: "privacy",
    description: prose(
      "The EU General Data Protection Regulation: the principles and legal bases of processing, data subjects' rights, the obligations",
      "of controllers and processors (accountability, security, breach notification, DPIAs, DPOs), transfers to third countries, and",
      "liability and fines.",
    ),
    source: clean(src.source),
    license: clean(src.license),
    controls: src.controls.map((c) => {
      const role = roles[c.applies_to];
      if (!role) throw new Error(`gdpr: ${c.id} has unknown applies_to "${c.applies_to}"`);
      return {
        controlId: c.id,
        title: clean(c.title),
        description: `${sentence(c.description)} ${role}`,
        category: clean(c.chapter),
      };
    }),
  };
}

function nistCsf2(inputs: BuildInputs): OutputFramework {
  const src = inputs.readSource("nist-csf-2.0.json") as SourceCatalog<{
    id: string;
    title: string;
    category: string;
    category_title: string;
    implementation_examples: string[];
  }> & { functions: { id: string; title: string }[] };
  return {
    id: "nist-csf-2",
    name: "NIST Cybersecurity Framework 2.0",
    version: "2.0 (NIST CSWP 29, February 2024)",
    category: "security",
    description: prose(
      "NIST's framework of cybersecurity outcomes in six functions (Govern, Identify, Protect, Detect, Respond, Recover), 22 categories",
      "and 106 subcategories, each subcategory served here with NIST's implementation examples.",
    ),
    source: `NIST CSWP 29 (CSF 2.0) as OSCAL: ${clean(src.source)}`,
    license: clean(src.license),
    controls: src.controls.map((c) => {
      const examples = c.implementation_examples.map((e) => clean(e).replace(/[.;]$/, ""));
      return {
        controlId: c.id,
        title: clean(c.title),
        description: `${sentence(c.title)} Implementation examples: ${examples.join("; ")}.`,
        category: `${clean(c.category_title)} (${c.category})`,
      };
    }),
  };
}

function nist80053(inputs: BuildInputs): OutputFramework {
  const src = inputs.readSource("nist-sp-800-53-r5.json") as SourceCatalog<{
    id: string;
    title: string;
    family: string;
    family_id: string;
    enhancement_of?: string;
    description: string;
    baselines: string[];
  }>;
  const byId = new Map(src.controls.map((c) => [c.id, c]));
  return {
    id: "nist-800-53",
    name: "NIST SP 800-53 Rev. 5",
    version: "Rev. 5 (statement text of release 5.1.1 where available, otherwise 5.0.1)",
    category: "security",
    description: prose(
      "NIST's catalog of security and privacy controls for information systems and organizations: 20 families, 298 base controls and 709",
      "control enhancements (withdrawn items omitted). Each control's statement is given with organization-defined parameters shown as",
      "assignments or selections, and its SP 800-53B baselines.",
    ),
    source: `NIST SP 800-53 Rev. 5 and SP 800-53B baselines as OSCAL: ${clean(src.source)}`,
    license: clean(src.license),
    controls: src.controls.map((c) => {
      // Enhancement titles ("Automated Audit Actions") only make sense next to their base control.
      let title = clean(c.title);
      if (c.enhancement_of) {
        const base = byId.get(c.enhancement_of);
        if (!base) throw new Error(`nist-800-53: ${c.id} enhances unknown ${c.enhancement_of}`);
        title = `${clean(base.title)} | ${title}`;
      }
      const baselines = c.baselines.length > 0 ? ` Baselines: ${c.baselines.join(", ")}.` : "";
      return {
        controlId: c.id,
        title,
        description: `${sentence(c.description)}${baselines}`,
        category: clean(c.family),
      };
    }),
  };
}

export const builders: Record<string, Builder> = {
  soc2,
  iso27001,
  hipaa,
  gdpr,
  "nist-csf-2": nistCsf2,
  "nist-800-53": nist80053,
  "pci-dss-4": pciDss4,
};
