/**
 * The site API at /api (shared/design/site-api.md): one router that mounts
 * each feature's routes. Anything it does not know is a JSON 404.
 */
import express, { type Router } from "express";
import type { Database } from "../db/client";
import type { Config } from "../config";

export interface ApiDependencies {
  database: Database;
  config: Config;
}

export function createApiRouter(_deps: ApiDependencies): Router {
  const router = express.Router();
  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  return router;
}
