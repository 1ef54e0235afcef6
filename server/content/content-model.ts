/**
 * How the query language sees the content model (`collections.ts`): which
 * field paths exist, what type their values have, and how a query-string value
 * is coerced to it (docs/content-api.md "Query string").
 */
import {
  COLLECTION_ALIASES,
  collectionDef,
  isCollectionName,
  type Attribute,
  type CollectionDef,
  type CollectionName,
} from "@contracts/content/collections";
import { ContentNotFoundError } from "./content-error.ts";

/** The comparable value of a field: dates and datetimes as epoch milliseconds. */
export type Scalar = string | number | boolean | null;

export type ValueType = "string" | "number" | "boolean" | "date" | "datetime";

/**
 * The end of a field path: a comparable value, or a component / JSON
 * attribute, which can only be asked whether it is empty (`_null`).
 */
export type LeafField = { kind: "value"; key: string; valueType: ValueType } | { kind: "presence"; key: string };

/** One step through a relation or a media attribute (to the upload entry). */
export type Hop =
  | { kind: "relation"; attribute: string; target: CollectionName; many: boolean }
  | { kind: "media"; attribute: string; multiple: boolean };

export interface FieldPath {
  /** As written in the query, for messages. */
  text: string;
  hop: Hop | null;
  leaf: LeafField;
}

/**
 * The collection called `name` (or of which `name` is an alias, decision 062), or a 404
 * (docs/content-api.md "Errors": unknown collection).
 */
export function requireCollection(name: string): CollectionName {
  if (Object.hasOwn(COLLECTION_ALIASES, name)) return COLLECTION_ALIASES[name]!;
  if (!isCollectionName(name)) throw new ContentNotFoundError(`Unknown collection "${name}"`);
  return name;
}

/** Fields every entry has besides its attributes (docs/content-api.md "Answers"). */
function systemField(def: CollectionDef, name: string): LeafField | null {
  if (name === "id") return { kind: "value", key: "id", valueType: "number" };
  if (name === "created_at" || name === "updated_at") return { kind: "value", key: name, valueType: "datetime" };
  if (name === "published_at" && def.draftAndPublish) return { kind: "value", key: name, valueType: "datetime" };
  return null;
}

/** The attributes of an upload entry that a media path (`smallicon.url`) can reach. */
export const uploadFieldTypes: Readonly<Record<string, ValueType>> = {
  id: "number",
  name: "string",
  alternativeText: "string",
  width: "number",
  height: "number",
  mime: "string",
  size: "number",
  url: "string",
};

export function scalarValueType(type: Exclude<Attribute, object>): ValueType | null {
  switch (type) {
    case "string":
    case "text":
    case "richtext":
      return "string";
    case "integer":
    case "decimal":
      return "number";
    case "boolean":
      return "boolean";
    case "date":
      return "date";
    case "datetime":
      return "datetime";
    case "json":
      return null;
  }
}

/** The leaf for an attribute or system field of `def`, or a message saying why it cannot be one. */
function leafOf(collection: string, def: CollectionDef, name: string): LeafField | Hop | string {
  const system = systemField(def, name);
  if (system) return system;
  if (!Object.prototype.hasOwnProperty.call(def.attributes, name)) {
    return `${collection} has no field "${name}"`;
  }
  const attribute = def.attributes[name];
  if (attribute === undefined) return `${collection} has no field "${name}"`;
  if (typeof attribute === "string") {
    const valueType = scalarValueType(attribute);
    return valueType ? { kind: "value", key: name, valueType } : { kind: "presence", key: name };
  }
  switch (attribute.type) {
    case "component":
      return { kind: "presence", key: name };
    case "media":
      return { kind: "media", attribute: name, multiple: attribute.multiple === true };
    case "relation": {
      if (!isCollectionName(attribute.target)) {
        return `relation "${name}" of ${collection} points at unknown collection "${attribute.target}"`;
      }
      return { kind: "relation", attribute: name, target: attribute.target, many: attribute.many };
    }
  }
}

const idLeaf: LeafField = { kind: "value", key: "id", valueType: "number" };

/**
 * Resolve `attr`, `relation` (compares the related id), `relation.attr` or
 * `media.attr` (docs/content-api.md "Filters").
 * Returns a message instead when the path does not exist.
 */
export function resolveFieldPath(collection: CollectionName, text: string): FieldPath | string {
  const def = collectionDef(collection);
  const parts = text.split(".");
  const [first, second] = parts;
  if (first === undefined || first === "") return `empty field name`;
  if (parts.length > 2) return `field path "${text}" goes more than one relation deep`;
  const head = leafOf(collection, def, first);
  if (typeof head === "string") return head;
  if (second === undefined) {
    if (head.kind === "relation" || head.kind === "media") return { text, hop: head, leaf: idLeaf };
    return { text, hop: null, leaf: head };
  }
  if (second === "") return `empty field name after "${first}."`;
  if (head.kind === "media") {
    const valueType = uploadFieldTypes[second];
    if (!Object.prototype.hasOwnProperty.call(uploadFieldTypes, second) || valueType === undefined) {
      return `media field "${first}" has no attribute "${second}"`;
    }
    return { text, hop: head, leaf: { kind: "value", key: second, valueType } };
  }
  if (head.kind !== "relation") return `"${first}" is not a relation, so "${text}" is not a field`;
  const tail = leafOf(head.target, collectionDef(head.target), second);
  if (typeof tail === "string") return tail;
  if (tail.kind === "relation" || tail.kind === "media") {
    return `field path "${text}" goes more than one relation deep`;
  }
  return { text, hop: head, leaf: tail };
}

const numberPattern = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Epoch ms of an ISO 8601 date or date-time (UTC when it has no offset), or null when it is not one. */
export function parseIsoDateTime(text: string): number | null {
  const match = dateTimePattern.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = "00", mi = "00", s = "00", fraction = "", zone = "Z"] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  // Date.UTC rolls 31 February over into March; an impossible date is a client mistake.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const millis = Number(fraction.padEnd(3, "0").slice(0, 3));
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== "Z") {
    const sign = zone.startsWith("-") ? -1 : 1;
    const digits = zone.slice(1).replace(":", "");
    const zoneHours = Number(digits.slice(0, 2));
    const zoneMinutes = Number(digits.slice(2) || "0");
    if (zoneHours > 23 || zoneMinutes > 59) return null;
    offsetMinutes = sign * (zoneHours * 60 + zoneMinutes);
  }
  return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes * 60_000;
}

/** Epoch ms of the UTC midnight of an ISO date (`YYYY-MM-DD`), or null. */
export function parseIsoDate(text: string): number | null {
  if (!datePattern.test(text)) return null;
  return parseIsoDateTime(text);
}

const dayMs = 86_400_000;

export const booleanWords: Readonly<Record<string, boolean>> = {
  true: true,
  t: true,
  "1": true,
  false: false,
  f: false,
  "0": false,
};

/** An unescaped "+05:30" offset reaches us as " 05:30" (form encoding turns + into a space). */
function restorePlus(raw: string): string {
  return raw.replace(/(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?) (\d{2}:?\d{2})$/, "$1+$2");
}

/**
 * Coerce a query-string value to a field's type (docs/content-api.md: booleans
 * accept true/false/t/f/1/0, numbers must be numeric, dates ISO 8601).
 * Returns a message when the value does not fit.
 */
export function coerceQueryValue(valueType: ValueType, raw: string): Exclude<Scalar, null> | { problem: string } {
  switch (valueType) {
    case "string":
      return raw;
    case "number": {
      const value = Number(raw);
      if (!numberPattern.test(raw) || !Number.isFinite(value)) return { problem: `"${raw}" is not a number` };
      return value;
    }
    case "boolean": {
      const value = booleanWords[raw.toLowerCase()];
      if (value === undefined) return { problem: `"${raw}" is not a boolean (true/false/t/f/1/0)` };
      return value;
    }
    case "date": {
      // A date-time given for a date field means its (UTC) day, as PostgreSQL's cast to date does.
      const value = parseIsoDateTime(restorePlus(raw));
      if (value === null) return { problem: `"${raw}" is not an ISO 8601 date` };
      return Math.floor(value / dayMs) * dayMs;
    }
    case "datetime": {
      const value = parseIsoDateTime(restorePlus(raw));
      if (value === null) return { problem: `"${raw}" is not an ISO 8601 date-time` };
      return value;
    }
  }
}
