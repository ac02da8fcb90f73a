// What a test, a check or a sampled item came out as. Each list is the CHECK of its column (db/), the zod enum and
// the label map's key set, in its canonical order.

/** What one automated test concluded about one resource. `error`: it could not be evaluated (the detail says why). */
export const TEST_OUTCOMES = ["passing", "failing", "error", "not_applicable"] as const;
export type TestOutcome = (typeof TEST_OUTCOMES)[number];

export const TEST_OUTCOME_LABELS = {
  passing: "Passing",
  failing: "Failing",
  error: "Could not evaluate",
  not_applicable: "Not applicable",
} as const satisfies Record<TestOutcome, string>;

/** A test's state over the account's integrations (the API's `status` of a test): `not_run` when no current resource was evaluated by it. */
/**
 * How a test stands over its current resources. A test that evaluated resources says what it found: every one not
 * applicable, or every one excluded, is said so rather than "not run yet", which only a test that met none says.
 */
export const TEST_STATUSES = ["passing", "failing", "error", "not_applicable", "excluded", "not_run"] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

export const TEST_STATUS_LABELS = {
  passing: "Passing",
  failing: "Failing",
  error: "Could not evaluate",
  not_applicable: "Not applicable",
  excluded: "All excluded",
  not_run: "Not run yet",
} as const satisfies Record<TestStatus, string>;

/** How a monitoring check came out. */
export const RESULT_STATUSES = ["passed", "failed", "error"] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];
/** The statuses of a check that has a score (an `error` run has none): score charts and the dashboard's latest check. */
export const SCORED_RESULT_STATUSES = ["passed", "failed"] as const satisfies readonly ResultStatus[];

export const RESULT_STATUS_LABELS = { passed: "Passed", failed: "Failed", error: "Could not run" } as const satisfies Record<ResultStatus, string>;

/** How one control came out of a monitoring check; not-applicable controls are left out of the score. */
export const CONTROL_STATUSES = ["passed", "partial", "failed", "not_applicable"] as const;
export type ControlStatus = (typeof CONTROL_STATUSES)[number];

export const MONITORING_CONTROL_STATUS_LABELS = {
  passed: "Passed",
  partial: "Partly met",
  failed: "Failed",
  not_applicable: "Not applicable",
} as const satisfies Record<ControlStatus, string>;

/** An audit sample item's test result. */
export const SAMPLE_ITEM_RESULTS = ["pending", "passed", "exception"] as const;
export type SampleItemResult = (typeof SAMPLE_ITEM_RESULTS)[number];
/** The results an auditor records: every item starts `pending`, and no one sets it back. */
export const RECORDED_SAMPLE_RESULTS = ["passed", "exception"] as const satisfies readonly SampleItemResult[];

export const SAMPLE_RESULT_LABELS = { pending: "Pending", passed: "Passed", exception: "Exception" } as const satisfies Record<SampleItemResult, string>;
