/**
 * Checks an entry's attributes against the content model (`collections.ts`)
 * and turns them into the stored form: scalars as JSON values (datetimes
 * normalised to ISO 8601 UTC), relations as the related id or a list of ids,
 * media as upload ids (writes) or file paths (seed files, which the seed step
 * turns into upload ids). Used by the write API (400 on a problem) and the
 * seed step (which fails loudly on any problem).
 */
import {
  collectionDef,
  isCollectionName,
  type Attribute,
  type CollectionName,
  type ScalarType,
} from "@contracts/content/collections";
import type { ZodType } from "zod";
import { parseIsoDate, parseIsoDateTime } from "./content-model.ts";

/** `upload-id`: a media value is an upload id (or `{id}`); `path`: a file path under `public/` (seed files). */
export type MediaInput = "upload-id" | "path";

/**
 * `whole`: a new entry (a create, a seed entry): every required attribute must
 * be there. `partial`: an update: what is absent stays as it was, but a
 * required attribute may not be emptied.
 */
export type EntryCompleteness = "whole" | "partial";

export type StoredValue = null | boolean | number | string | StoredValue[] | { [key: string]: StoredValue };

export interface EntryIssue {
  /** Attribute path, e.g. `Banner[2].LOB_Icon`. */
  field: string;
  message: string;
}

export interface RelationReference {
  field: string;
  target: CollectionName;
  id: number;
}

export interface MediaReference {
  field: string;
  /** An upload id or, for seed files, the file's path. */
  ref: number | string;
}

export interface NormalizedEntry {
  data: Record<string, StoredValue>;
  relations: RelationReference[];
  media: MediaReference[];
  issues: EntryIssue[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string")
    return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return typeof value === "object" ? "an object" : `${typeof value} ${String(value)}`;
}

function toStoredJson(value: unknown): StoredValue {
  if (value === null || typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map(toStoredJson);
  if (isRecord(value)) {
    const out: Record<string, StoredValue> = {};
    for (const [key, child] of Object.entries(value)) out[key] = toStoredJson(child);
    return out;
  }
  return null;
}

type Checked = { ok: true; value: StoredValue } | { ok: false; problem: string };

const ok = (value: StoredValue): Checked => ({ ok: true, value });
const expected = (what: string, value: unknown): Checked => ({
  ok: false,
  problem: `expected ${what}, got ${describe(value)}`,
});

/** A scalar's stored form, or a message saying what was expected. */
function scalar(type: ScalarType, value: unknown): Checked {
  if (value === null) return ok(null);
  switch (type) {
    case "string":
    case "text":
    case "richtext":
      return typeof value === "string" ? ok(value) : expected("text", value);
    case "integer":
      return typeof value === "number" && Number.isSafeInteger(value) ? ok(value) : expected("an integer", value);
    case "decimal":
      return typeof value === "number" && Number.isFinite(value) ? ok(value) : expected("a number", value);
    case "boolean":
      return typeof value === "boolean" ? ok(value) : expected("true or false", value);
    case "date":
      return typeof value === "string" && parseIsoDate(value) !== null
        ? ok(value)
        : expected("an ISO 8601 date (YYYY-MM-DD)", value);
    case "datetime": {
      const ms = typeof value === "string" ? parseIsoDateTime(value) : null;
      return ms === null ? expected("an ISO 8601 date-time", value) : ok(new Date(ms).toISOString());
    }
    case "json":
      return ok(toStoredJson(value));
  }
}

/** A reference given as an id or as an answer object `{id, ...}` (so a fetched entry can be sent back). */
function referenceId(value: unknown): number | null {
  const id = isRecord(value) ? value.id : value;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
}

interface Walk {
  mediaInput: MediaInput;
  completeness: EntryCompleteness;
  relations: RelationReference[];
  media: MediaReference[];
  issues: EntryIssue[];
}

function mediaValue(walk: Walk, field: string, value: unknown): number | string | null {
  if (walk.mediaInput === "path") {
    if (typeof value === "string" && value.startsWith("/")) return value;
    walk.issues.push({
      field,
      message: `expected the path of a file under public/ such as "/uploads/x.svg", got ${describe(value)}`,
    });
    return null;
  }
  const id = referenceId(value);
  if (id === null) walk.issues.push({ field, message: `expected an upload id, got ${describe(value)}` });
  return id;
}

function attributeValue(walk: Walk, field: string, attribute: Attribute, value: unknown, json?: ZodType): StoredValue {
  if (typeof attribute === "string") {
    const checked = json && value !== null ? shaped(json, value) : scalar(attribute, value);
    if (checked.ok) return checked.value;
    walk.issues.push({ field, message: checked.problem });
    return null;
  }
  switch (attribute.type) {
    case "media": {
      if (attribute.multiple) {
        if (value === null) return [];
        if (!Array.isArray(value)) {
          walk.issues.push({ field, message: `expected a list of media, got ${describe(value)}` });
          return [];
        }
        const refs: (number | string)[] = [];
        value.forEach((item, index) => {
          const ref = mediaValue(walk, `${field}[${index}]`, item);
          if (ref !== null) {
            refs.push(ref);
            walk.media.push({ field: `${field}[${index}]`, ref });
          }
        });
        return refs;
      }
      if (value === null) return null;
      const ref = mediaValue(walk, field, value);
      if (ref !== null) walk.media.push({ field, ref });
      return ref;
    }
    case "relation": {
      if (!isCollectionName(attribute.target)) {
        walk.issues.push({ field, message: `relation points at unknown collection "${attribute.target}"` });
        return null;
      }
      const target = attribute.target;
      const one = (item: unknown, at: string): number | null => {
        const id = referenceId(item);
        if (id === null)
          walk.issues.push({ field: at, message: `expected the id of a ${target} entry, got ${describe(item)}` });
        else walk.relations.push({ field: at, target, id });
        return id;
      };
      if (!attribute.many) return value === null ? null : one(value, field);
      if (value === null) return [];
      if (!Array.isArray(value)) {
        walk.issues.push({ field, message: `expected a list of ${target} ids, got ${describe(value)}` });
        return [];
      }
      const ids: number[] = [];
      value.forEach((item, index) => {
        const id = one(item, `${field}[${index}]`);
        if (id !== null && !ids.includes(id)) ids.push(id);
      });
      return ids;
    }
    case "component": {
      // a component's value replaces the whole of it, so each item is checked whole
      if (!attribute.repeatable) {
        if (value === null) return null;
        if (!isRecord(value)) {
          walk.issues.push({ field, message: `expected an object, got ${describe(value)}` });
          return null;
        }
        return fieldsValue(walk, field, attribute, value, "whole");
      }
      if (value === null) return [];
      if (!Array.isArray(value)) {
        walk.issues.push({ field, message: `expected a list of objects, got ${describe(value)}` });
        return [];
      }
      return value.flatMap((item, index) => {
        const at = `${field}[${index}]`;
        if (!isRecord(item)) {
          walk.issues.push({ field: at, message: `expected an object, got ${describe(item)}` });
          return [];
        }
        return [fieldsValue(walk, at, attribute, item, "whole")];
      });
    }
  }
}

/** What a set of fields is checked against: a collection's attributes or a component's fields. */
interface FieldsDef {
  readonly fields: Readonly<Record<string, Attribute>>;
  readonly required?: readonly string[];
  readonly json?: Readonly<Record<string, ZodType>>;
}

function fieldsValue(
  walk: Walk,
  prefix: string,
  def: FieldsDef,
  input: Record<string, unknown>,
  completeness: EntryCompleteness = walk.completeness,
): Record<string, StoredValue> {
  const { fields } = def;
  const out: Record<string, StoredValue> = {};
  const at = (name: string) => (prefix === "" ? name : `${prefix}.${name}`);
  for (const [name, value] of Object.entries(input)) {
    const field = at(name);
    const attribute = Object.prototype.hasOwnProperty.call(fields, name) ? fields[name] : undefined;
    if (attribute === undefined) {
      walk.issues.push({ field, message: "unknown attribute" });
      continue;
    }
    if (value === undefined) continue;
    out[name] = attributeValue(walk, field, attribute, value, def.json?.[name]);
  }
  for (const name of def.required ?? []) {
    const given = Object.prototype.hasOwnProperty.call(input, name) && input[name] !== undefined;
    if (!given && completeness === "partial") continue;
    const field = at(name);
    // a value of the wrong type is already reported
    if (isEmpty(out[name]) && !walk.issues.some((issue) => issue.field === field)) {
      walk.issues.push({ field, message: "is required" });
    }
  }
  return out;
}

function isEmpty(value: StoredValue | undefined): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** A JSON attribute with a shape in the model: the value must have it. */
function shaped(schema: ZodType, value: unknown): Checked {
  const parsed = schema.safeParse(value);
  if (parsed.success) return ok(toStoredJson(parsed.data));
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
  return { ok: false, problem: `${issue?.message ?? "does not have the expected shape"}${where}` };
}

/**
 * Validate `input` (attributes only: the caller removes `id` and other
 * non-attribute keys) against `collection`'s model. Attributes absent from
 * `input` stay absent (a partial update keeps them; an answer shows them empty).
 */
export function normalizeEntry(
  collection: CollectionName,
  input: Record<string, unknown>,
  mediaInput: MediaInput,
  completeness: EntryCompleteness,
): NormalizedEntry {
  const walk: Walk = { mediaInput, completeness, relations: [], media: [], issues: [] };
  const def = collectionDef(collection);
  const data = fieldsValue(walk, "", { fields: def.attributes, required: def.required, json: def.json }, input);
  return { data, relations: walk.relations, media: walk.media, issues: walk.issues };
}

/**
 * Rewrite the relation and media ids stored in `data` (for example: drop the
 * id of a deleted entry, or turn seed file paths into upload ids). `relation`
 * and `media` return the new value of one reference, or null to drop it.
 */
export function rewriteReferences(
  attributes: Record<string, Attribute>,
  data: Record<string, unknown>,
  rewrite: {
    relation?: (target: string, id: number) => number | null;
    media?: (ref: number | string) => number | string | null;
  },
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const [name, attribute] of Object.entries(attributes)) {
    const value = data[name];
    if (typeof attribute === "string" || value === undefined || value === null) continue;
    if (attribute.type === "component") {
      if (attribute.repeatable && Array.isArray(value)) {
        out[name] = value.map((item: unknown) =>
          isRecord(item) ? rewriteReferences(attribute.fields, item, rewrite) : item,
        );
      } else if (!attribute.repeatable && isRecord(value)) {
        out[name] = rewriteReferences(attribute.fields, value, rewrite);
      }
      continue;
    }
    const map =
      attribute.type === "relation"
        ? rewrite.relation &&
          ((ref: number | string) =>
            typeof ref === "number" ? (rewrite.relation?.(attribute.target, ref) ?? null) : ref)
        : rewrite.media;
    if (!map) continue;
    if (Array.isArray(value)) {
      out[name] = value.flatMap((item: unknown) => {
        if (typeof item !== "number" && typeof item !== "string") return [item];
        const next = map(item);
        return next === null ? [] : [next];
      });
    } else if (typeof value === "number" || typeof value === "string") {
      out[name] = map(value);
    }
  }
  return out;
}
