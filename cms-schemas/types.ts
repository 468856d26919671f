/**
 * The shape of Sanity schema definitions, as plain objects. The studio hands these to
 * `defineConfig({ schema: { types } })`; keeping them free of the `sanity` package lets the site's
 * tests read the content model without installing the studio.
 */

/** What Sanity hands a custom validation besides the value (the part we use). */
export interface ValidationContext {
  document?: { _id: string; _type: string };
  /** The object holding the field being validated. */
  parent?: unknown;
  getClient(options: { apiVersion: string }): { fetch<R>(query: string, params: Record<string, unknown>): Promise<R> };
}

/** The chainable validation rule Sanity passes to `validation` (the part we use). */
export interface Rule {
  required(): Rule;
  min(value: number): Rule;
  max(value: number): Rule;
  integer(): Rule;
  positive(): Rule;
  unique(): Rule;
  email(): Rule;
  length(value: number): Rule;
  regex(pattern: RegExp, options?: { name?: string; invert?: boolean }): Rule;
  custom<T>(fn: (value: T | undefined, context: ValidationContext) => true | string | Promise<true | string>): Rule;
  error(message?: string): Rule;
  warning(message?: string): Rule;
}

export interface ListOption {
  title: string;
  value: string | number;
}

export interface FieldDefinition {
  name: string;
  title?: string;
  type: string;
  description?: string;
  fields?: FieldDefinition[];
  of?: { type: string; to?: { type: string }[]; name?: string; title?: string }[];
  to?: { type: string }[];
  options?: { list?: ListOption[] | string[]; layout?: string; collapsible?: boolean; collapsed?: boolean; hotspot?: boolean; rows?: number };
  initialValue?: unknown;
  validation?: (rule: Rule) => Rule | Rule[];
  readOnly?: boolean;
  hidden?: boolean;
  group?: string;
  rows?: number;
  /**
   * A field kept for a part of a flow that is not built yet: what it will change. Nothing reads it;
   * cms-schemas/field-effects.test.ts lists these and fails when one is read (then the mark goes).
   */
  reservedFor?: string;
}

export interface TypeDefinition {
  name: string;
  title: string;
  type: "document" | "object";
  description?: string;
  fields: FieldDefinition[];
  groups?: { name: string; title: string; default?: boolean }[];
  preview?: { select: Record<string, string>; prepare?: (selection: Record<string, unknown>) => { title?: string; subtitle?: string } };
}
