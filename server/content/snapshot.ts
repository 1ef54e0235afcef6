/**
 * The in-memory snapshot the content API answers from (docs/architecture.md "Shape":
 * pages do not wait on the database). Built once per content change from all
 * rows: every entry is populated here, one level deep, and frozen, so a query
 * only filters, sorts and slices precomputed objects (docs/content-api.md
 * "Answers"; docs/architecture.md budget: content queries under 2 ms median).
 */
import { createHash } from "node:crypto";
import {
  collectionDef,
  collections,
  isCollectionName,
  type Attribute,
  type CollectionDef,
  type CollectionName,
} from "@contracts/content/collections";
import { parseIsoDate, parseIsoDateTime, scalarValueType, type Scalar } from "./content-model.ts";
import type { Media } from "@contracts/content/entry-types";

export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** An answer: `{ id, ...attributes, created_at, updated_at }`, deep-frozen (shared by every caller). */
export type ContentEntry = { readonly id: number; readonly [key: string]: JsonValue };

/** A row of `content_entries` as the snapshot reads it. */
export interface EntryRecord {
  collection: string;
  id: number;
  data: unknown;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A row of `upload_files` as the snapshot reads it: the media answer and when it changed. */
export interface UploadRecord extends Media {
  updatedAt: Date;
}

/** What a filter or sort key reads from an entry or an upload. */
export interface Comparable {
  readonly id: number;
  /** Comparable values by field name: dates and datetimes as epoch ms, null when empty. */
  readonly scalars: Readonly<Record<string, Scalar>>;
  /** Component and JSON attributes: whether they hold anything (`_null`); uploads have none. */
  readonly present?: Readonly<Record<string, boolean>>;
}

export interface SnapshotRow extends Comparable {
  readonly published: boolean;
  readonly present: Readonly<Record<string, boolean>>;
  /** Relation and media attributes: the ids of existing related entries / uploads. */
  readonly links: Readonly<Record<string, readonly number[]>>;
  /** As `links`, without drafts of draft-and-publish targets (`_publicationState=live`). */
  readonly liveLinks: Readonly<Record<string, readonly number[]>>;
  /** Populated answer for `_publicationState=preview`. */
  readonly entry: ContentEntry;
  /** Populated answer for `_publicationState=live` (the same object unless a relation reaches drafts). */
  readonly liveEntry: ContentEntry;
}

export interface CollectionSnapshot {
  readonly name: CollectionName;
  readonly def: CollectionDef;
  /** All entries in id order. */
  readonly rows: readonly SnapshotRow[];
  /** Entries a live read sees: all, or the published ones of a draft-and-publish collection. */
  readonly liveRows: readonly SnapshotRow[];
  readonly byId: ReadonlyMap<number, SnapshotRow>;
}

export interface Snapshot {
  /** Changes whenever any entry or upload changes; the same on every instance for the same content. */
  readonly version: string;
  readonly collections: ReadonlyMap<CollectionName, CollectionSnapshot>;
  readonly uploads: ReadonlyMap<number, Comparable>;
  /** The JSON text of an answer object, computed once per entry on first use. */
  jsonOf(entry: ContentEntry): string;
}

type MutableJson = null | boolean | number | string | MutableJson[] | { [key: string]: MutableJson };

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A JSON attribute as stored, copied so the frozen answer shares nothing with the loader's objects. */
function toJson(value: unknown): MutableJson {
  if (value === null || typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === "object") {
    const out: { [key: string]: MutableJson } = {};
    for (const [key, child] of Object.entries(value)) out[key] = toJson(child);
    return out;
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Ids as stored: one id (to-one, single media) or a list (to-many, multiple media). */
function storedIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  const ids: number[] = [];
  for (const item of list) {
    if (typeof item === "number" && Number.isSafeInteger(item) && !ids.includes(item)) ids.push(item);
  }
  return ids;
}

const dayMs = 86_400_000;

/** A stored scalar as [answer value, comparable value]; a value of the wrong type reads as empty. */
function scalarOf(type: Exclude<Attribute, object>, value: unknown): [JsonValue, Scalar] {
  if (value === null || value === undefined) return [null, null];
  switch (type) {
    case "string":
    case "text":
    case "richtext":
      return typeof value === "string" ? [value, value] : [null, null];
    case "integer":
    case "decimal":
      return typeof value === "number" && Number.isFinite(value) ? [value, value] : [null, null];
    case "boolean":
      return typeof value === "boolean" ? [value, value] : [null, null];
    case "date": {
      const ms = typeof value === "string" ? parseIsoDate(value) : null;
      return ms === null ? [null, null] : [new Date(ms).toISOString().slice(0, 10), Math.floor(ms / dayMs) * dayMs];
    }
    case "datetime": {
      const ms = typeof value === "string" ? parseIsoDateTime(value) : null;
      return ms === null ? [null, null] : [new Date(ms).toISOString(), ms];
    }
    case "json":
      return [deepFreeze(toJson(value)), null];
  }
}

function uploadAnswer(upload: UploadRecord): ContentEntry {
  const formats: MutableJson = upload.formats ? toJson(upload.formats) : null;
  return deepFreeze({
    id: upload.id,
    name: upload.name,
    alternativeText: upload.alternativeText,
    width: upload.width,
    height: upload.height,
    mime: upload.mime,
    size: upload.size,
    url: upload.url,
    formats,
  });
}

function relationTargetsDrafts(attributes: Record<string, Attribute>): boolean {
  return Object.values(attributes).some((attribute) => {
    if (typeof attribute === "string") return false;
    if (attribute.type === "relation") {
      return isCollectionName(attribute.target) && collectionDef(attribute.target).draftAndPublish === true;
    }
    return attribute.type === "component" && relationTargetsDrafts(attribute.fields);
  });
}

interface PendingRow {
  collection: CollectionName;
  def: CollectionDef;
  record: EntryRecord;
  data: Record<string, unknown>;
}

export function buildSnapshot(entryRecords: readonly EntryRecord[], uploadRecords: readonly UploadRecord[]): Snapshot {
  const uploads = new Map<number, Comparable>();
  const uploadAnswers = new Map<number, ContentEntry>();
  for (const upload of uploadRecords) {
    uploads.set(upload.id, {
      id: upload.id,
      scalars: {
        id: upload.id,
        name: upload.name,
        alternativeText: upload.alternativeText,
        width: upload.width,
        height: upload.height,
        mime: upload.mime,
        size: upload.size,
        url: upload.url,
      },
    });
    uploadAnswers.set(upload.id, uploadAnswer(upload));
  }

  // Pass 1: which entries exist, so links to missing entries are dropped everywhere.
  const pending = new Map<CollectionName, Map<number, PendingRow>>();
  for (const record of entryRecords) {
    // Rows of a collection the model no longer has are not served.
    if (!isCollectionName(record.collection)) continue;
    const def = collectionDef(record.collection);
    let byId = pending.get(record.collection);
    if (!byId) pending.set(record.collection, (byId = new Map()));
    byId.set(record.id, { collection: record.collection, def, record, data: isRecord(record.data) ? record.data : {} });
  }
  const isPublished = (row: PendingRow): boolean => !row.def.draftAndPublish || row.record.publishedAt !== null;
  const existing = (target: string, ids: readonly number[], live: boolean): number[] => {
    const byId = isCollectionName(target) ? pending.get(target) : undefined;
    if (!byId) return [];
    return ids.filter((id) => {
      const row = byId.get(id);
      return row !== undefined && (!live || isPublished(row));
    });
  };

  // Pass 2: the shallow form of every entry (attributes without relations), which related entries carry.
  const populate = (row: PendingRow, mode: "full" | "shallow", live: boolean): ContentEntry => {
    const populateFields = (attributes: Record<string, Attribute>, data: Record<string, unknown>) => {
      const out: Record<string, JsonValue> = {};
      for (const [name, attribute] of Object.entries(attributes)) {
        const value = data[name];
        if (typeof attribute === "string") {
          out[name] = scalarOf(attribute, value)[0];
        } else if (attribute.type === "media") {
          const answers = storedIds(value).flatMap((id) => uploadAnswers.get(id) ?? []);
          out[name] = attribute.multiple ? answers : (answers[0] ?? null);
        } else if (attribute.type === "relation") {
          // docs/content-api.md "Answers": related entries carry their own attributes, not their relations.
          if (mode === "shallow") continue;
          const related = existing(attribute.target, storedIds(value), live).flatMap((id) => {
            const target = isCollectionName(attribute.target) ? shallow.get(attribute.target)?.get(id) : undefined;
            return target ?? [];
          });
          out[name] = attribute.many ? related : (related[0] ?? null);
        } else if (attribute.repeatable) {
          out[name] = Array.isArray(value)
            ? value.filter(isRecord).map((item) => populateFields(attribute.fields, item))
            : [];
        } else {
          out[name] = isRecord(value) ? populateFields(attribute.fields, value) : null;
        }
      }
      return out;
    };
    const { record } = row;
    const answer: Record<string, JsonValue> = { id: record.id, ...populateFields(row.def.attributes, row.data) };
    if (row.def.draftAndPublish) answer.published_at = record.publishedAt ? record.publishedAt.toISOString() : null;
    answer.created_at = record.createdAt.toISOString();
    answer.updated_at = record.updatedAt.toISOString();
    return deepFreeze(answer as ContentEntry);
  };
  const shallow = new Map<CollectionName, Map<number, ContentEntry>>();
  for (const [name, byId] of pending) {
    const answers = new Map<number, ContentEntry>();
    for (const [id, row] of byId) answers.set(id, populate(row, "shallow", false));
    shallow.set(name, answers);
  }

  // Pass 3: full answers and the values filters and sort keys read.
  const built = new Map<CollectionName, CollectionSnapshot>();
  for (const name of Object.keys(collections)) {
    if (!isCollectionName(name)) continue;
    const def = collectionDef(name);
    const byIdPending = pending.get(name) ?? new Map<number, PendingRow>();
    const hasDraftLinks = relationTargetsDrafts(def.attributes);
    const rows: SnapshotRow[] = [];
    for (const row of [...byIdPending.values()].sort((a, b) => a.record.id - b.record.id)) {
      const { record, data } = row;
      const scalars: Record<string, Scalar> = Object.create(null);
      const present: Record<string, boolean> = Object.create(null);
      const links: Record<string, readonly number[]> = Object.create(null);
      const liveLinks: Record<string, readonly number[]> = Object.create(null);
      scalars.id = record.id;
      scalars.created_at = record.createdAt.getTime();
      scalars.updated_at = record.updatedAt.getTime();
      if (def.draftAndPublish) scalars.published_at = record.publishedAt ? record.publishedAt.getTime() : null;
      for (const [attr, attribute] of Object.entries(def.attributes)) {
        const value = data[attr];
        if (typeof attribute === "string") {
          if (scalarValueType(attribute) === null) present[attr] = value !== null && value !== undefined;
          else scalars[attr] = scalarOf(attribute, value)[1];
        } else if (attribute.type === "component") {
          present[attr] = attribute.repeatable ? Array.isArray(value) && value.length > 0 : isRecord(value);
        } else if (attribute.type === "media") {
          const ids = storedIds(value).filter((id) => uploads.has(id));
          links[attr] = ids;
          liveLinks[attr] = ids;
        } else {
          const ids = storedIds(value);
          links[attr] = existing(attribute.target, ids, false);
          liveLinks[attr] = existing(attribute.target, ids, true);
        }
      }
      const entry = populate(row, "full", false);
      rows.push({
        id: record.id,
        published: isPublished(row),
        scalars,
        present,
        links,
        liveLinks,
        entry,
        liveEntry: hasDraftLinks ? populate(row, "full", true) : entry,
      });
    }
    built.set(name, {
      name,
      def,
      rows,
      liveRows: def.draftAndPublish ? rows.filter((row) => row.published) : rows,
      byId: new Map(rows.map((row) => [row.id, row])),
    });
  }

  const json = new WeakMap<ContentEntry, string>();
  return {
    version: snapshotVersion(entryRecords, uploadRecords),
    collections: built,
    uploads,
    jsonOf(entry) {
      let text = json.get(entry);
      if (text === undefined) {
        text = JSON.stringify(entry);
        json.set(entry, text);
      }
      return text;
    },
  };
}

/** A digest of what was loaded, for content-versioned ETags (docs/architecture.md "Growing past one machine"). */
function snapshotVersion(entryRecords: readonly EntryRecord[], uploadRecords: readonly UploadRecord[]): string {
  const keys = entryRecords.map(
    (r) => `${r.collection}/${r.id}/${r.updatedAt.getTime()}/${r.publishedAt?.getTime() ?? "-"}`,
  );
  keys.push(...uploadRecords.map((u) => `upload/${u.id}/${u.updatedAt.getTime()}`));
  keys.sort();
  return createHash("sha256").update(keys.join("\n")).digest("base64url").slice(0, 22);
}
