/**
 * The seed step (content/seed/README.md): loads `content/seed/<collection>.json`
 * and `content/seed/<collection>/*.json`, checks every entry against the model,
 * turns media paths into upload entries and writes what changed.
 *
 * Bad seed data fails loudly: every problem is collected and thrown at once,
 * each naming file, collection, id and field. Idempotent: a collection is
 * rewritten only when the hash of its seed data differs from the one stored
 * at the last run, and then only its seed ids are upserted, so entries an
 * editor created are left alone.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { collectionDef, isCollectionName, type CollectionName } from "@contracts/content/collections";
import { contentEntries, contentSeedState, uploadFiles } from "./content.schema.ts";
import { normalizeEntry, rewriteReferences, type StoredValue } from "./entry-validate.ts";
import { probeMediaFile, type MediaInfo } from "./media-probe.ts";
import { contentChangedChannel } from "./content-store.ts";

export interface SeedOptions {
  /** The seed folder, normally `content/seed`. */
  seedDir: string;
  /** The folder media paths are relative to, normally `public`. */
  publicDir: string;
}

export interface SeedResult {
  /** Collections whose seed data was (re)written, in name order. */
  changed: string[];
  /** Upload entries created or updated because a media file is new or changed. */
  uploads: number;
}

export interface SeedEntry {
  file: string;
  id: number;
  published: boolean;
  /** The entry's editorial date (`created_at` in the seed file), or null: the time it was first written. */
  createdAt: string | null;
  /** Stored form, media still as file paths. */
  data: Record<string, StoredValue>;
}

export interface SeedCollection {
  files: string[];
  entries: SeedEntry[];
  hash: string;
}

export interface LoadedSeed {
  collections: Map<CollectionName, SeedCollection>;
  /** Every media path the seed uses, with what the file says about itself. */
  media: Map<string, MediaInfo>;
}

export class SeedError extends Error {
  readonly issues: readonly string[];

  constructor(issues: readonly string[]) {
    const shown = issues.slice(0, 50);
    const more = issues.length > shown.length ? `\n  ... and ${issues.length - shown.length} more` : "";
    super(
      `Seed data is invalid (${issues.length} problem${issues.length === 1 ? "" : "s"}):\n  ${shown.join("\n  ")}${more}`,
    );
    this.name = "SeedError";
    this.issues = issues;
  }
}

/** A seed entry's `created_at`: an ISO 8601 date-time string, as the API answers it. */
function seedCreatedAt(value: unknown): string | null {
  if (
    typeof value !== "string" ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
  ) {
    return null;
  }
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** File-name order without locale rules, so every machine concatenates split files alike. */
function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The seed files per collection: `<collection>.json` first, then `<collection>/*.json` in file-name order. */
function seedFiles(seedDir: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  const add = (collection: string, file: string) => files.set(collection, [...(files.get(collection) ?? []), file]);
  const items = fs.readdirSync(seedDir, { withFileTypes: true }).sort((a, b) => byName(a.name, b.name));
  for (const item of items.filter((entry) => entry.isFile() && entry.name.endsWith(".json"))) {
    add(item.name.slice(0, -".json".length), path.join(seedDir, item.name));
  }
  for (const item of items.filter((entry) => entry.isDirectory())) {
    const folder = path.join(seedDir, item.name);
    const inner = fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
      .map((entry) => entry.name)
      .sort(byName);
    for (const name of inner) add(item.name, path.join(folder, name));
  }
  return files;
}

/** JSON with sorted keys, so the hash does not change when only key order does. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort(byName);
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** `/uploads/icons/car.svg` -> the file under `publicDir`, or a message when it is not one. */
function mediaFile(publicDir: string, url: string): string | { problem: string } {
  if (!url.startsWith("/") || /[?#\\]/.test(url))
    return { problem: `"${url}" is not a site path like "/uploads/x.svg"` };
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return { problem: `"${url}" is not a valid path` };
  }
  const root = path.resolve(publicDir);
  const file = path.resolve(root, `.${decoded}`);
  if (!file.startsWith(`${root}${path.sep}`)) return { problem: `"${url}" points outside public/` };
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    return { problem: `media file ${path.relative(process.cwd(), file) || file} does not exist` };
  }
  return file;
}

/**
 * Read and check the seed folder without touching the database. Throws a
 * SeedError listing every problem (unknown collection or attribute, wrong
 * type, duplicate id, dangling relation id, missing media file).
 */
export function loadSeed(options: SeedOptions): LoadedSeed {
  const issues: string[] = [];
  const parsed = new Map<
    CollectionName,
    { files: string[]; raw: { file: string; entry: Record<string, unknown>; id: number }[] }
  >();
  for (const [collection, files] of seedFiles(options.seedDir)) {
    if (!isCollectionName(collection)) {
      for (const file of files)
        issues.push(`${file}: unknown collection "${collection}" (see contracts/content/collections.ts)`);
      continue;
    }
    const raw: { file: string; entry: Record<string, unknown>; id: number }[] = [];
    const firstFileOfId = new Map<number, string>();
    for (const file of files) {
      let json: unknown;
      try {
        json = JSON.parse(fs.readFileSync(file, "utf8"));
      } catch (error) {
        issues.push(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
        continue;
      }
      if (!Array.isArray(json)) {
        issues.push(`${file}: expected a JSON array of ${collection} entries`);
        continue;
      }
      json.forEach((entry: unknown, index) => {
        if (!isRecord(entry)) {
          issues.push(`${file}: ${collection} entry #${index + 1} is not an object`);
          return;
        }
        const id = entry.id;
        if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
          issues.push(
            `${file}: ${collection} entry #${index + 1}: "id" must be a positive integer, got ${JSON.stringify(id)}`,
          );
          return;
        }
        const earlier = firstFileOfId.get(id);
        if (earlier !== undefined) {
          issues.push(`${file}: ${collection} id ${id} is a duplicate (first in ${earlier})`);
          return;
        }
        firstFileOfId.set(id, file);
        raw.push({ file, entry, id });
      });
    }
    parsed.set(collection, { files, raw });
  }

  const seedIds = new Map<CollectionName, Set<number>>();
  for (const [collection, { raw }] of parsed) seedIds.set(collection, new Set(raw.map((item) => item.id)));
  const media = new Map<string, MediaInfo>();
  const collectionsOut = new Map<CollectionName, SeedCollection>();
  for (const [collection, { files, raw }] of parsed) {
    const def = collectionDef(collection);
    const entries: SeedEntry[] = [];
    for (const { file, entry, id } of raw) {
      const where = (field: string) => `${file}: ${collection} id ${id}, field "${field}"`;
      const { published = true, created_at: createdAt = null, ...attributes } = entry;
      delete attributes.id;
      if (typeof published !== "boolean") {
        issues.push(`${where("published")}: expected true or false`);
      } else if (!published && !def.draftAndPublish) {
        issues.push(`${where("published")}: ${collection} has no drafts (not draft-and-publish)`);
      }
      // the editorial date of a seeded entry (a post's, a news item's): the API answers it as `created_at`
      const seedDate = createdAt === null ? null : seedCreatedAt(createdAt);
      if (createdAt !== null && seedDate === null) {
        issues.push(`${where("created_at")}: expected an ISO 8601 date-time such as 2026-01-12T09:30:00.000Z`);
      }
      const normalized = normalizeEntry(collection, attributes, "path", "whole");
      for (const issue of normalized.issues) issues.push(`${where(issue.field)}: ${issue.message}`);
      for (const ref of normalized.relations) {
        if (!seedIds.get(ref.target)?.has(ref.id)) {
          issues.push(`${where(ref.field)}: no ${ref.target} entry with id ${ref.id} in the seed`);
        }
      }
      for (const ref of normalized.media) {
        if (typeof ref.ref !== "string" || media.has(ref.ref)) continue;
        const found = mediaFile(options.publicDir, ref.ref);
        if (typeof found === "object") {
          issues.push(`${where(ref.field)}: ${found.problem}`);
          continue;
        }
        media.set(ref.ref, probeMediaFile(found));
      }
      entries.push({ file, id, published: published !== false, createdAt: seedDate, data: normalized.data });
    }
    entries.sort((a, b) => a.id - b.id);
    const hash = createHash("sha256")
      .update(
        canonicalJson(
          entries.map(({ id, published, createdAt, data }) =>
            createdAt === null ? { id, published, data } : { id, published, createdAt, data },
          ),
        ),
      )
      .digest("hex");
    collectionsOut.set(collection, { files, entries, hash });
  }
  if (issues.length > 0) throw new SeedError(issues);
  return { collections: collectionsOut, media };
}

function sameUpload(
  row: { name: string; mime: string; size: number; width: number | null; height: number | null },
  info: MediaInfo,
): boolean {
  return (
    row.name === info.name &&
    row.mime === info.mime &&
    row.size === info.size &&
    row.width === info.width &&
    row.height === info.height
  );
}

const batchSize = 500;

/**
 * Seed the database from `options.seedDir`: checks everything first (a
 * SeedError on bad data, nothing written), then in one transaction creates or
 * updates upload entries and rewrites each collection whose seed changed.
 * Running instances are told through NOTIFY, so their snapshots follow.
 */
export async function seedContent(database: Database, options: SeedOptions): Promise<SeedResult> {
  const seed = loadSeed(options);
  const result = await database.db.transaction(async (tx) => {
    // One seeding at a time, e.g. when several instances start together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content_seed'))`);

    const urls = [...seed.media.keys()];
    const uploadIds = new Map<string, number>();
    let uploads = 0;
    for (let at = 0; at < urls.length; at += batchSize) {
      const batch = urls.slice(at, at + batchSize);
      const existing = await tx.select().from(uploadFiles).where(inArray(uploadFiles.url, batch));
      const byUrl = new Map(existing.map((row) => [row.url, row]));
      for (const url of batch) {
        const info = seed.media.get(url);
        if (!info) continue;
        const row = byUrl.get(url);
        if (row && sameUpload(row, info)) {
          uploadIds.set(url, row.id);
          continue;
        }
        const values = { name: info.name, mime: info.mime, size: info.size, width: info.width, height: info.height };
        const [written] = await tx
          .insert(uploadFiles)
          .values({ url, ...values })
          .onConflictDoUpdate({ target: uploadFiles.url, set: { ...values, updatedAt: new Date() } })
          .returning({ id: uploadFiles.id });
        if (written) uploadIds.set(url, written.id);
        uploads++;
      }
    }

    const stored = new Map((await tx.select().from(contentSeedState)).map((row) => [row.collection, row.hash]));
    const changed: string[] = [];
    for (const [collection, { entries, hash, files }] of [...seed.collections].sort(([a], [b]) => byName(a, b))) {
      if (stored.get(collection) === hash) continue;
      const ids = entries.map((entry) => entry.id);
      const taken: number[] = [];
      for (let at = 0; at < ids.length; at += batchSize) {
        const rows = await tx
          .select({ id: contentEntries.id })
          .from(contentEntries)
          .where(
            and(
              eq(contentEntries.collection, collection),
              eq(contentEntries.origin, "editor"),
              inArray(contentEntries.id, ids.slice(at, at + batchSize)),
            ),
          );
        taken.push(...rows.map((row) => row.id));
      }
      if (taken.length > 0) {
        throw new SeedError([
          `${files.join(", ")}: ${collection} ids ${taken.join(", ")} belong to entries an editor created; give the seed entries other ids`,
        ]);
      }
      const attributes = collectionDef(collection).attributes;
      const now = new Date();
      const rowOf = (entry: SeedEntry) => ({
        collection,
        id: entry.id,
        data: rewriteReferences(attributes, entry.data, {
          media: (ref) => (typeof ref === "string" ? (uploadIds.get(ref) ?? null) : ref),
        }),
        publishedAt: entry.published ? now : null,
        origin: "seed" as const,
      });
      const upsertSet = {
        data: sql`excluded.data`,
        origin: sql`excluded.origin`,
        // A published entry keeps its first publication time; `"published": false` makes it a draft again.
        publishedAt: sql`case when excluded.published_at is null then null else coalesce(${contentEntries.publishedAt}, excluded.published_at) end`,
        // Unchanged entries keep their updated_at, so answers and ETags stay the same.
        updatedAt: sql`case when ${contentEntries.data} is distinct from excluded.data or (${contentEntries.publishedAt} is null) <> (excluded.published_at is null) or ${contentEntries.createdAt} is distinct from excluded.created_at then now() else ${contentEntries.updatedAt} end`,
      };
      // An entry with an editorial date (`created_at` in its seed file) carries it; one without is
      // dated when it is first written and keeps that date.
      const dated = entries.filter((entry) => entry.createdAt !== null);
      const undated = entries.filter((entry) => entry.createdAt === null);
      for (let at = 0; at < dated.length; at += batchSize) {
        await tx
          .insert(contentEntries)
          .values(
            dated
              .slice(at, at + batchSize)
              .map((entry) => ({ ...rowOf(entry), createdAt: new Date(entry.createdAt!) })),
          )
          .onConflictDoUpdate({
            target: [contentEntries.collection, contentEntries.id],
            set: { ...upsertSet, createdAt: sql`excluded.created_at` },
          });
      }
      for (let at = 0; at < undated.length; at += batchSize) {
        await tx
          .insert(contentEntries)
          .values(undated.slice(at, at + batchSize).map(rowOf))
          .onConflictDoUpdate({
            target: [contentEntries.collection, contentEntries.id],
            set: {
              ...upsertSet,
              updatedAt: sql`case when ${contentEntries.data} is distinct from excluded.data or (${contentEntries.publishedAt} is null) <> (excluded.published_at is null) then now() else ${contentEntries.updatedAt} end`,
            },
          });
      }
      await tx
        .insert(contentSeedState)
        .values({ collection, hash })
        .onConflictDoUpdate({ target: contentSeedState.collection, set: { hash, appliedAt: now } });
      changed.push(collection);
    }
    return { changed, uploads };
  });
  for (const collection of result.changed) await database.notify(contentChangedChannel, collection);
  if (result.changed.length === 0 && result.uploads > 0) await database.notify(contentChangedChannel, "upload_files");
  return result;
}
