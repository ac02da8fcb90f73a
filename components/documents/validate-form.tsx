"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { ApiError, apiRequest } from "@/lib/client/api";
import type { ValidationReport } from "@/lib/documents";
import { ValidationReportView } from "./validation-report";
import { ReadOnlyNote, gated } from "@/components/ui/role";

interface Option {
  id: string;
  name: string;
}

/** Paste a document, pick a framework (and optionally a category), see what is missing. */
function ValidateFormUngated({ frameworks, categories }: { frameworks: Option[]; categories: Option[] }) {
  const [content, setContent] = useState("");
  const [frameworkId, setFrameworkId] = useState(frameworks[0]?.id ?? "");
  const [category, setCategory] = useState("");
  const mutation = useMutation({
    mutationFn: () => apiRequest<ValidationReport>("/api/v1/documents/validate", { body: { content, frameworkId, ...(category ? { category } : {}) } }),
  });
  const error = mutation.error;
  const issues = error instanceof ApiError ? error.issues() : [];
  const errorFor = (path: string) => issues.find((i) => i.path === path)?.message;

  return (
    <div className="space-y-6">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          mutation.mutate();
        }}
      >
        <div>
          <label htmlFor="validate-content" className="mb-1 block text-sm font-medium text-slate-700">
            Document (Markdown)
          </label>
          <textarea
            id="validate-content"
            rows={14}
            className={`${inputClass} font-mono`}
            value={content}
            aria-invalid={errorFor("content") ? true : undefined}
            onChange={(e) => setContent(e.target.value)}
            placeholder={"# Incident Response Plan\n\n## Purpose and Scope\n…"}
          />
          {errorFor("content") && (
            <p role="alert" className="mt-1 text-xs text-red-600">
              {errorFor("content")}
            </p>
          )}
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor="validate-framework" className="mb-1 block text-sm font-medium text-slate-700">
              Framework
            </label>
            <select id="validate-framework" className={inputClass} value={frameworkId} onChange={(e) => setFrameworkId(e.target.value)}>
              {frameworks.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
            {errorFor("frameworkId") && (
              <p role="alert" className="mt-1 text-xs text-red-600">
                {errorFor("frameworkId")}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="validate-category" className="mb-1 block text-sm font-medium text-slate-700">
              Category
            </label>
            <select id="validate-category" className={inputClass} value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">Detect automatically</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            {errorFor("category") && (
              <p role="alert" className="mt-1 text-xs text-red-600">
                {errorFor("category")}
              </p>
            )}
          </div>
        </div>
        {error && issues.length === 0 && (
          <p role="alert" className="text-sm text-red-700">
            {error.message}
          </p>
        )}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? "Checking…" : "Validate"}
        </Button>
      </form>
      {mutation.data && <ValidationReportView report={mutation.data} frameworks={frameworks} categories={categories} />}
    </div>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const ValidateForm = gated("member", ValidateFormUngated, <ReadOnlyNote>Validating documents needs the member role or higher.</ReadOnlyNote>);
