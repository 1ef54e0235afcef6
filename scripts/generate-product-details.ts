/**
 * Writes content/seed/productdetailtranslations/*.json from the product facts
 * of scripts/product-details/ (decision 061): `npx tsx scripts/generate-product-details.ts`.
 * The same facts give the same files every run; edit the facts, not the JSON.
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { composeFamily } from "./product-details/compose";
import { PRODUCT_FAMILIES } from "./product-details/families";

const seed = join(import.meta.dirname, "..", "content", "seed");
const productsDir = join(seed, "products");
const productIds = new Map<string, number>();
for (const file of readdirSync(productsDir)
  .filter((f) => f.endsWith(".json"))
  .sort()) {
  for (const p of JSON.parse(readFileSync(join(productsDir, file), "utf8")) as { id: number; key: string }[]) {
    productIds.set(p.key, p.id);
  }
}

const out = join(seed, "productdetailtranslations");
mkdirSync(out, { recursive: true });
const seen = new Set<string>();
for (const family of PRODUCT_FAMILIES) {
  const entries = composeFamily(family, productIds);
  for (const e of entries) {
    const id = `${e.key}/${e.languages[0]}`;
    if (seen.has(id)) throw new Error(`${family.file}: "${e.key}" is described twice`);
    seen.add(id);
  }
  writeFileSync(join(out, `${family.file}.json`), `${JSON.stringify(entries, null, 2)}\n`);
  console.info(`${family.file}: ${entries.length / 3} products`);
}
