/** Shapes of the custom-framework domain as the API speaks them (snake_case, docs/api.md §1). */

export const FRAMEWORK_CATEGORIES = ["custom", "industry", "internal", "regulatory"] as const;
export type FrameworkCategory = (typeof FRAMEWORK_CATEGORIES)[number];

export const FRAMEWORK_STATUSES = ["draft", "published"] as const;
export type FrameworkStatus = (typeof FRAMEWORK_STATUSES)[number];

export interface StandardMapping {
  framework: string;
  controlId: string;
}

/** The fields a control is made of, without identity or timestamps. */
export interface ControlFields {
  control_id_label: string;
  title: string;
  description: string | null;
  category: string | null;
  evidence_requirements: string | null;
  test_criteria: string | null;
  standard_mappings: StandardMapping[];
}

export interface CustomControl extends ControlFields {
  id: string;
  framework_id: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface CustomFramework {
  id: string;
  name: string;
  description: string | null;
  version: string | null;
  category: FrameworkCategory | null;
  status: FrameworkStatus;
  control_count: number;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CustomFrameworkWithControls extends CustomFramework {
  controls: CustomControl[];
}

export const EXPORT_FORMAT = "compliance-framework/v1" as const;

/** `compliance-framework/v1`: what export answers and import with `format: "json"` takes. */
export interface FrameworkExport {
  format: typeof EXPORT_FORMAT;
  framework: {
    name: string;
    description: string | null;
    version: string | null;
    category: FrameworkCategory | null;
  };
  controls: (ControlFields & { sort_order: number })[];
}

export type ControlAssessmentStatus = "satisfied" | "stale" | "missing";
export type AssessmentStatus = "compliant" | "partially_compliant" | "non_compliant";

export interface ControlAssessment {
  control_id_label: string;
  title: string;
  status: ControlAssessmentStatus;
  evidenceCount: number;
  gaps: string[];
}

export interface Assessment {
  id: string;
  frameworkId: string;
  score: number;
  status: AssessmentStatus;
  controls: ControlAssessment[];
  assessedAt: string;
}
