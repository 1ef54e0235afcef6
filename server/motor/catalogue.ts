/**
 * The vehicle catalogue and RTO offices (issue 12): loaded from
 * content/seed/catalogue/motor/*.json into the database when the files change, and
 * read by each process into memory once (a few thousand rows, static
 * between deployments).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database, Db } from "../db/client";
import { STATE_CODES } from "@contracts/motor/state-codes";
import type { Catalogue, CatalogueMake, CatalogueVariant, RtoOffice } from "@contracts/motor/motor-service";
import { catalogueSeeds, rtoOffices, vehicleMakes, vehicleVariants } from "./motor.schema";

const Key = z.string().regex(/^[a-z0-9-]{1,60}$/);
const Variant = z
  .object({
    key: Key,
    name: z.string().min(1),
    fuel: z.enum(["petrol", "diesel", "cng", "electric", "hybrid"]),
    cc: z.number().int().min(50).max(8000).optional(),
    kw: z.number().positive().max(1000).optional(),
    exShowroomPrice: z.number().int().min(10_000).max(100_000_000),
  })
  .refine((v) => (v.fuel === "electric" ? v.kw !== undefined && v.cc === undefined : v.cc !== undefined), {
    message: "an electric variant has kw, any other cc",
  });
const VehiclesFile = z.object({
  source: z.string(),
  makes: z.array(
    z.object({
      key: Key,
      name: z.string().min(1),
      vehicleType: z.enum(["car", "bike"]),
      popular: z.boolean(),
      models: z.array(z.object({ key: Key, name: z.string().min(1), variants: z.array(Variant).min(1) })).min(1),
    }),
  ),
});
const RtoFile = z.object({
  source: z.string(),
  rtos: z.array(
    z.tuple([
      z.string().regex(/^[A-Z]{2}\d{2}$/),
      z.string().min(1),
      z.string().min(1),
      z.string().min(1),
      z.enum(["A", "B"]),
    ]),
  ),
});

export type { Catalogue, CatalogueMake, CatalogueVariant, RtoOffice };

/** Load the seed files when they differ from what the database holds; the names loaded. */
export async function seedCatalogue(db: Db, seedDir: string): Promise<string[]> {
  const dir = path.join(seedDir, "catalogue", "motor");
  const files = ["vehicles.json", "rto.json"].map((name) => path.join(dir, name));
  if (!files.every((file) => fs.existsSync(file))) return [];
  const texts = files.map((file) => fs.readFileSync(file, "utf8"));
  const digest = crypto.createHash("sha256").update(texts.join("\0")).digest("hex");
  const [seen] = await db.select().from(catalogueSeeds).where(eq(catalogueSeeds.name, "motor"));
  if (seen?.digest === digest) return [];
  const vehicles = VehiclesFile.parse(JSON.parse(texts[0]!));
  const rto = RtoFile.parse(JSON.parse(texts[1]!));
  const unknownState = rto.rtos.find(([code]) => !(STATE_CODES as readonly string[]).includes(code.slice(0, 2)));
  if (unknownState) throw new Error(`rto.json: ${unknownState[0]} is not under a current state code`);
  await db.transaction(async (tx) => {
    await tx.delete(vehicleVariants);
    await tx.delete(vehicleMakes);
    await tx.delete(rtoOffices);
    await tx.insert(vehicleMakes).values(
      vehicles.makes.map((make, i) => ({
        key: make.key,
        name: make.name,
        vehicleType: make.vehicleType,
        popular: make.popular,
        sortOrder: i,
      })),
    );
    const variants = vehicles.makes.flatMap((make) =>
      make.models.flatMap((model) =>
        model.variants.map((variant) => ({
          makeKey: make.key,
          modelKey: model.key,
          modelName: model.name,
          key: variant.key,
          name: variant.name,
          fuel: variant.fuel,
          cc: variant.cc ?? null,
          kw: variant.kw ?? null,
          exShowroomPrice: variant.exShowroomPrice,
        })),
      ),
    );
    for (let i = 0; i < variants.length; i += 500)
      await tx.insert(vehicleVariants).values(variants.slice(i, i + 500).map((v, j) => ({ ...v, sortOrder: i + j })));
    const offices = rto.rtos.map(([code, en, hi, kn, zone]) => ({
      code,
      stateCode: code.slice(0, 2),
      cityEn: en,
      cityHi: hi,
      cityKn: kn,
      zone,
    }));
    for (let i = 0; i < offices.length; i += 500) await tx.insert(rtoOffices).values(offices.slice(i, i + 500));
    await tx
      .insert(catalogueSeeds)
      .values({ name: "motor", digest })
      .onConflictDoUpdate({ target: catalogueSeeds.name, set: { digest, loadedAt: new Date() } });
  });
  return ["vehicles", "rto offices"];
}

/** The catalogue of one process, read once; a failed read is tried again on the next call. */
export function catalogueReader(database: Database): () => Promise<Catalogue> {
  let loading: Promise<Catalogue> | null = null;
  async function load(): Promise<Catalogue> {
    const db = database.db;
    const [makes, variants, offices] = await Promise.all([
      db.select().from(vehicleMakes).orderBy(asc(vehicleMakes.sortOrder)),
      db.select().from(vehicleVariants).orderBy(asc(vehicleVariants.sortOrder)),
      db.select().from(rtoOffices).orderBy(asc(rtoOffices.code)),
    ]);
    const list: CatalogueVariant[] = variants.map((v) => ({
      id: `${v.makeKey}/${v.modelKey}/${v.key}`,
      makeKey: v.makeKey,
      modelKey: v.modelKey,
      modelName: v.modelName,
      key: v.key,
      name: v.name,
      fuel: v.fuel as CatalogueVariant["fuel"],
      cc: v.cc,
      kw: v.kw,
      exShowroomPrice: v.exShowroomPrice,
    }));
    const byId = new Map(list.map((v) => [v.id, v]));
    const rtos: RtoOffice[] = offices.map((o) => ({
      code: o.code,
      stateCode: o.stateCode,
      city: { en: o.cityEn, hi: o.cityHi, kn: o.cityKn },
      zone: o.zone as "A" | "B",
    }));
    const byCode = new Map(rtos.map((o) => [o.code, o]));
    return {
      makes: makes.map((m) => ({
        key: m.key,
        name: m.name,
        vehicleType: m.vehicleType as "car" | "bike",
        popular: m.popular,
      })),
      variants: list,
      variant: (id) => byId.get(id),
      rto: (code) => byCode.get(code),
      rtos,
    };
  }
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => (loading = null));
    }
    return loading;
  };
}
