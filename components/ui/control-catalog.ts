"use client";

import { useQueries, useQuery } from "@tanstack/react-query";
import { apiAll, apiRequest } from "@/lib/client/api";
import type { CustomFramework, CustomFrameworkWithControls } from "@/lib/custom-frameworks";
import type { FrameworkDetailJson, FrameworkSummaryJson } from "@/lib/frameworks";
import type { ControlOption } from "./control-search";

export interface FrameworkOption {
  id: string;
  name: string;
  custom: boolean;
}

/** Built-in frameworks and the account's custom ones, by name (a plan without custom frameworks just lists the built-ins). */
export function useFrameworkOptions() {
  return useQuery({
    queryKey: ["control-catalog", "frameworks"],
    staleTime: 60_000,
    queryFn: async (): Promise<FrameworkOption[]> => {
      const [builtin, custom] = await Promise.all([
        apiAll<FrameworkSummaryJson>("/api/v1/frameworks"),
        apiAll<CustomFramework>("/api/v1/custom-frameworks").catch(() => [] as CustomFramework[]),
      ]);
      return [...builtin.map((f) => ({ id: f.id, name: f.name, custom: false })), ...custom.map((f) => ({ id: f.id, name: f.name, custom: true }))];
    },
  });
}

async function controlsOf(framework: FrameworkOption | undefined, id: string): Promise<ControlOption[]> {
  // Custom framework ids are UUIDs; built-in ids are short slugs.
  const custom = framework ? framework.custom : /^[0-9a-f-]{36}$/i.test(id);
  if (custom) {
    const detail = await apiRequest<CustomFrameworkWithControls>(`/api/v1/custom-frameworks/${encodeURIComponent(id)}`);
    return detail.controls.map((c) => ({ controlId: c.control_id_label, title: c.title }));
  }
  const detail = await apiRequest<FrameworkDetailJson>(`/api/v1/frameworks/${encodeURIComponent(id)}`);
  return detail.controls.map((c) => ({ controlId: c.controlId, title: c.title }));
}

const controlsQuery = (id: string, frameworks: FrameworkOption[] | undefined) => ({
  queryKey: ["control-catalog", "controls", id],
  staleTime: 60_000,
  enabled: id !== "" && frameworks !== undefined,
  queryFn: () =>
    controlsOf(
      frameworks?.find((f) => f.id === id),
      id,
    ),
});

/** The controls of one framework (empty id: none). */
export function useFrameworkControls(id: string, frameworks: FrameworkOption[] | undefined) {
  return useQuery(controlsQuery(id, frameworks));
}

/** Control titles for several frameworks at once, keyed `framework → controlId → title` (for chips of saved choices). */
export function useControlTitles(ids: string[], frameworks: FrameworkOption[] | undefined): Map<string, Map<string, string>> {
  const unique = [...new Set(ids)];
  const results = useQueries({ queries: unique.map((id) => ({ ...controlsQuery(id, frameworks), retry: false })) });
  const titles = new Map<string, Map<string, string>>();
  unique.forEach((id, i) => titles.set(id, new Map((results[i]?.data ?? []).map((c) => [c.controlId, c.title]))));
  return titles;
}
