import type { AttributeError, Attributes, Evaluation, TestDefinition } from "./types";

/** Marks a value a connector could not read; see AttributeError. */
export const attributeError = (message: string): AttributeError => ({ $error: message });

export function isAttributeError(value: unknown): value is AttributeError {
  return typeof value === "object" && value !== null && typeof (value as AttributeError).$error === "string";
}

export const passing = (detail: string): Evaluation => ({ outcome: "passing", detail });
export const failing = (detail: string): Evaluation => ({ outcome: "failing", detail });
export const notApplicable = (detail: string): Evaluation => ({ outcome: "not_applicable", detail });
export const errored = (detail: string): Evaluation => ({ outcome: "error", detail });

type TestSpec = Omit<TestDefinition, "evaluate"> & {
  /**
   * The attributes the check reads. When one is missing or could not be read (an AttributeError), the
   * outcome is `error` with the reason, and `evaluate` is not called: it may read them as present.
   */
  needs: readonly string[];
  evaluate(attributes: Attributes, resource: { name: string; externalId: string }): Evaluation;
};

/**
 * A built-in test. The wrapper answers `error` for unreadable inputs and for a check that throws, so one odd
 * resource never stops the evaluation of the others.
 */
export function defineTest(spec: TestSpec): TestDefinition {
  const { needs, evaluate, ...definition } = spec;
  return {
    ...definition,
    evaluate(attributes, resource) {
      for (const name of needs) {
        const value = attributes[name];
        if (value === undefined) return errored(`The sync did not record "${name}" for this resource.`);
        if (isAttributeError(value)) return errored(`Could not read ${name}: ${value.$error}`);
      }
      try {
        return evaluate(attributes, resource);
      } catch (error) {
        return errored(`The check failed on this resource: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}

/**
 * A readable reason from an SDK error, for an AttributeError or a failed sync: the vendor's status and
 * message, never a stack, a request id at most. Credentials never appear in SDK error messages we build on.
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const status =
      (error as { status?: unknown; $metadata?: { httpStatusCode?: unknown } }).status ??
      (error as { $metadata?: { httpStatusCode?: unknown } }).$metadata?.httpStatusCode;
    const base = error.message.split("\n")[0].slice(0, 300);
    return typeof status === "number" ? `${base} (HTTP ${status})` : base;
  }
  return String(error).slice(0, 300);
}

/** Days between two instants, rounded down; for "rotated within 90 days" style checks. */
export function daysBetween(from: Date | string, to: Date): number {
  const start = typeof from === "string" ? Date.parse(from) : from.getTime();
  return Math.floor((to.getTime() - start) / 86_400_000);
}
