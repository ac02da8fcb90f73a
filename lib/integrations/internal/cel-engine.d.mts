import type { Evaluation } from "@/lib/connectors";

export interface CelInput {
  attributes: Record<string, unknown>;
  resource: { name: string; externalId: string; type: string };
  now: Date;
}

export type CompiledCel = { ok: true; run(input: CelInput): unknown } | { ok: false; error: string };

export function compileCel(expression: string): CompiledCel;
export function runCelTest(test: CompiledCel, appliesWhen: CompiledCel | null, input: CelInput): Evaluation;
export function publicMessage(error: unknown): string;
