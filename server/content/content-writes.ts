/**
 * Editor writes to the content tables (docs/content-api.md "Endpoints": POST, PUT,
 * DELETE with the editor's token). Each write is one transaction; bodies are
 * checked against the model and every relation / media id must exist, so the
 * tables only ever hold content the model describes.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  collectionDef,
  collections,
  isCollectionName,
  type Attribute,
  type CollectionName,
} from "@contracts/content/collections";
import { contentEntries, contentIdCounters, uploadFiles } from "./content.schema.ts";
import { ContentNotFoundError, ContentQueryError } from "./content-error.ts";
import { parseIsoDateTime } from "./content-model.ts";
import { normalizeEntry, rewriteReferences, type EntryCompleteness, type NormalizedEntry } from "./entry-validate.ts";

interface WriteInput {
  entry: NormalizedEntry;
  /** undefined: not given; null: make it a draft. Only draft-and-publish collections accept it. */
  publishedAt: Date | null | undefined;
}

/** Keys an answer carries that are not attributes: sent back unchanged, they are ignored (read-only). */
const readOnlyKeys = new Set(["id", "created_at", "updated_at"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function problemList(collection: string, issues: readonly { field: string; message: string }[]): string {
  const shown = issues.slice(0, 5).map((issue) => `"${issue.field}": ${issue.message}`);
  const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : "";
  return `Invalid ${collection} entry: ${shown.join("; ")}${more}`;
}

/** Check a write body; a ContentQueryError (400) names every attribute that is wrong. */
export function parseWriteBody(collection: CollectionName, body: unknown, completeness: EntryCompleteness): WriteInput {
  if (!isRecord(body)) throw new ContentQueryError("The request body must be a JSON object of attributes");
  const attributes: Record<string, unknown> = {};
  let publishedAt: Date | null | undefined;
  const issues: { field: string; message: string }[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (readOnlyKeys.has(key)) continue;
    if (key === "published_at" && collectionDef(collection).draftAndPublish) {
      const ms = typeof value === "string" ? parseIsoDateTime(value) : null;
      if (value === null) publishedAt = null;
      else if (ms !== null) publishedAt = new Date(ms);
      else issues.push({ field: key, message: "expected null (draft) or an ISO 8601 date-time" });
      continue;
    }
    attributes[key] = value;
  }
  const entry = normalizeEntry(collection, attributes, "upload-id", completeness);
  issues.push(...entry.issues);
  if (issues.length > 0) throw new ContentQueryError(problemList(collection, issues));
  return { entry, publishedAt };
}

/** Ids in a URL: positive integers that fit PostgreSQL's integer; anything else names no entry (404). */
export function parseEntryId(collection: string, text: string): number {
  const id = Number(text);
  if (!/^[1-9]\d{0,9}$/.test(text) || id > 2_147_483_647) {
    throw new ContentNotFoundError(`No entry with id "${text}" in ${collection}`);
  }
  return id;
}

/** Serialises id allocation and reference clean-up per collection across instances. */
async function lockCollection(db: Db, collection: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`content_entries:${collection}`}))`);
}

async function assertReferencesExist(db: Db, collection: CollectionName, entry: NormalizedEntry): Promise<void> {
  const issues: { field: string; message: string }[] = [];
  const byTarget = new Map<CollectionName, Set<number>>();
  for (const ref of entry.relations) {
    const ids = byTarget.get(ref.target) ?? new Set<number>();
    ids.add(ref.id);
    byTarget.set(ref.target, ids);
  }
  for (const [target, ids] of byTarget) {
    const found = await db
      .select({ id: contentEntries.id })
      .from(contentEntries)
      .where(and(eq(contentEntries.collection, target), inArray(contentEntries.id, [...ids])));
    const existing = new Set(found.map((row) => row.id));
    for (const ref of entry.relations) {
      if (ref.target === target && !existing.has(ref.id)) {
        issues.push({ field: ref.field, message: `no ${target} entry has id ${ref.id}` });
      }
    }
  }
  const uploadIds = [...new Set(entry.media.flatMap((ref) => (typeof ref.ref === "number" ? [ref.ref] : [])))];
  if (uploadIds.length > 0) {
    const found = await db.select({ id: uploadFiles.id }).from(uploadFiles).where(inArray(uploadFiles.id, uploadIds));
    const existing = new Set(found.map((row) => row.id));
    for (const ref of entry.media) {
      if (typeof ref.ref === "number" && !existing.has(ref.ref)) {
        issues.push({ field: ref.field, message: `no upload has id ${ref.ref}` });
      }
    }
  }
  if (issues.length > 0) throw new ContentQueryError(problemList(collection, issues));
}

/** POST: a new entry with the next id of its collection; returns the id. */
export async function createEntry(db: Db, collection: CollectionName, body: unknown): Promise<number> {
  const input = parseWriteBody(collection, body, "whole");
  return db.transaction(async (tx) => {
    await lockCollection(tx, collection);
    await assertReferencesExist(tx, collection, input.entry);
    const [highest] = await tx
      .select({ id: sql<number | null>`max(${contentEntries.id})`.mapWith(Number) })
      .from(contentEntries)
      .where(eq(contentEntries.collection, collection));
    const [counter] = await tx
      .select({ lastId: contentIdCounters.lastId })
      .from(contentIdCounters)
      .where(eq(contentIdCounters.collection, collection));
    const id = Math.max(highest?.id ?? 0, counter?.lastId ?? 0) + 1;
    await tx
      .insert(contentIdCounters)
      .values({ collection, lastId: id })
      .onConflictDoUpdate({ target: contentIdCounters.collection, set: { lastId: id } });
    await tx.insert(contentEntries).values({
      collection,
      id,
      data: input.entry.data,
      // Published unless the editor sends `published_at: null` (drafts exist only in draft-and-publish collections).
      publishedAt: input.publishedAt === undefined ? new Date() : input.publishedAt,
      origin: "editor",
    });
    return id;
  });
}

/** PUT: change the given attributes, keep the others. */
export async function updateEntry(db: Db, collection: CollectionName, id: number, body: unknown): Promise<void> {
  const input = parseWriteBody(collection, body, "partial");
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ data: contentEntries.data })
      .from(contentEntries)
      .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)))
      .for("update");
    if (!current) throw new ContentNotFoundError(`No entry with id "${id}" in ${collection}`);
    await assertReferencesExist(tx, collection, input.entry);
    await tx
      .update(contentEntries)
      .set({
        data: { ...current.data, ...input.entry.data },
        updatedAt: new Date(),
        ...(input.publishedAt === undefined ? {} : { publishedAt: input.publishedAt }),
      })
      .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)));
  });
}

function refersTo(attributes: Record<string, Attribute>, target: string): boolean {
  return Object.values(attributes).some(
    (attribute) =>
      typeof attribute !== "string" &&
      ((attribute.type === "relation" && attribute.target === target) ||
        (attribute.type === "component" && refersTo(attribute.fields, target))),
  );
}

/** DELETE: remove the entry and every link to it, so no stored id points at nothing. */
export async function deleteEntry(db: Db, collection: CollectionName, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCollection(tx, collection);
    const deleted = await tx
      .delete(contentEntries)
      .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)))
      .returning({ id: contentEntries.id });
    if (deleted.length === 0) throw new ContentNotFoundError(`No entry with id "${id}" in ${collection}`);
    // The id is never given out again (see contentIdCounters).
    await tx
      .insert(contentIdCounters)
      .values({ collection, lastId: id })
      .onConflictDoUpdate({
        target: contentIdCounters.collection,
        set: { lastId: sql`greatest(${contentIdCounters.lastId}, excluded.last_id)` },
      });
    for (const name of Object.keys(collections)) {
      if (!isCollectionName(name)) continue;
      const attributes = collectionDef(name).attributes;
      if (!refersTo(attributes, collection)) continue;
      const rows = await tx
        .select({ id: contentEntries.id, data: contentEntries.data })
        .from(contentEntries)
        .where(eq(contentEntries.collection, name))
        .for("update");
      for (const row of rows) {
        const next = rewriteReferences(attributes, row.data, {
          relation: (target, ref) => (target === collection && ref === id ? null : ref),
        });
        if (JSON.stringify(next) === JSON.stringify(row.data)) continue;
        await tx
          .update(contentEntries)
          .set({ data: next, updatedAt: new Date() })
          .where(and(eq(contentEntries.collection, name), eq(contentEntries.id, row.id)));
      }
    }
  });
}
