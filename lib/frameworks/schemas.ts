import { z } from "zod";

export const frameworkSummaryShape = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  category: z.string(),
  controlCount: z.number().int(),
});

export const frameworkDetailShape = frameworkSummaryShape.extend({
  description: z.string(),
  source: z.string(),
  license: z.string(),
  controls: z.array(z.object({ controlId: z.string(), title: z.string(), description: z.string(), category: z.string() })),
});

export const frameworkParams = z.object({ id: z.string().min(1).max(100) });

export type FrameworkSummaryJson = z.output<typeof frameworkSummaryShape>;
export type FrameworkDetailJson = z.output<typeof frameworkDetailShape>;
