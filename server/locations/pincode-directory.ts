/**
 * Where a pincode is: the directory scripts/generate-locations.ts writes
 * (content/seed/catalogue/locations/pincodes.json, from the packages named
 * in its `source`). A pincode search starts from its post office's point.
 * Read once per process; about 19,000 rows.
 */
import fs from "node:fs";
import path from "node:path";
import type { PincodePoint } from "./location-index";

export type PincodeDirectory = (pincode: string) => PincodePoint | null;

interface PincodeFile {
  source: string;
  columns: string[];
  rows: [string, number, number, number][];
}

export function loadPincodeDirectory(seedDir = path.resolve("content/seed")): PincodeDirectory {
  const file = path.join(seedDir, "catalogue/locations/pincodes.json");
  const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as PincodeFile;
  const points = new Map<string, PincodePoint>();
  for (const [pincode, lat, lng] of parsed.rows) points.set(pincode, { lat, lng });
  return (pincode) => points.get(pincode) ?? null;
}
