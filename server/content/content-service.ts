/**
 * The content service of one instance (docs/architecture.md, docs/content-api.md):
 * a store loaded from the database, kept fresh through LISTEN/NOTIFY on
 * `content_changed`, and the HTTP router the app mounts at `/content`.
 *
 *   const content = await createContentService({ database, editorGuard });
 *   app.use("/content", content.router);
 *   // SSR loaders: content.store.get("/products?is_active=true")
 */
import type { RequestHandler, Router } from "express";
import type { Database } from "../db/client.ts";
import { ContentStore, contentChangedChannel } from "./content-store.ts";
import { createContentRouter, type ContentWriter } from "./content-router.ts";
import { requireCollection } from "./content-model.ts";
import { ContentNotFoundError } from "./content-error.ts";
import { createEntry, deleteEntry, parseEntryId, updateEntry } from "./content-writes.ts";

export interface ContentServiceOptions {
  database: Database;
  /** In front of POST/PUT/DELETE and draft previews (`editorGuard` of content-router.ts); writes are refused (403) without one. */
  editorGuard?: RequestHandler;
  /** Cap for `_limit`, including `_limit=-1` (docs/content-api.md "Reserved parameters"). */
  maxLimit?: number;
  /** Where a failed background refresh is reported; the last snapshot keeps serving. Default console.error. */
  onRefreshError?: (error: unknown) => void;
}

export interface ContentService {
  router: Router;
  store: ContentStore;
  /** Stop listening for changes and wait for a running refresh (the database stays open: its owner closes it). */
  close(): Promise<void>;
}

export async function createContentService(options: ContentServiceOptions): Promise<ContentService> {
  const { database } = options;
  const onRefreshError =
    options.onRefreshError ?? ((error: unknown) => console.error("content snapshot refresh failed", error));
  let store: ContentStore | null = null;
  let closed = false;
  // Listen before the first load, so a change committed while loading is not missed.
  const unlisten = await database.listen(contentChangedChannel, () => {
    if (store && !closed) store.refresh().catch(onRefreshError);
  });
  try {
    store = await ContentStore.open(database.db, { maxLimit: options.maxLimit });
  } catch (error) {
    await unlisten();
    throw error;
  }
  const current = store;

  /** After a commit: this instance's snapshot first (so the answer shows the write), then every other. */
  const published = async (collection: string): Promise<void> => {
    await current.refresh();
    await database.notify(contentChangedChannel, collection);
  };

  const writer: ContentWriter = {
    async create(collection, body) {
      const name = requireCollection(collection);
      const id = await createEntry(database.db, name, body);
      await published(name);
      return current.findOne(name, id, "_publicationState=preview");
    },
    async update(collection, idText, body) {
      const name = requireCollection(collection);
      const id = parseEntryId(name, idText);
      await updateEntry(database.db, name, id, body);
      await published(name);
      return current.findOne(name, id, "_publicationState=preview");
    },
    async remove(collection, idText) {
      const name = requireCollection(collection);
      const id = parseEntryId(name, idText);
      // The answer is the entry as it was; one written by another instance may not be in this snapshot yet.
      const entryNow = () => current.snapshot.collections.get(name)?.byId.get(id)?.entry;
      let before = entryNow();
      if (!before) {
        await current.refresh();
        before = entryNow();
      }
      if (!before) throw new ContentNotFoundError(`No entry with id "${id}" in ${name}`);
      await deleteEntry(database.db, name, id);
      await published(name);
      return before;
    },
  };

  return {
    router: createContentRouter({
      store: current,
      writer,
      editorGuard: options.editorGuard,
    }),
    store: current,
    async close() {
      closed = true;
      await unlisten();
      await current.settle();
    },
  };
}
