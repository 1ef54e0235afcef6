/**
 * Start the site: `npm start` runs the compiled production build
 * (decision 043), `npm run dev` the sources with the Vite dev server.
 */
import { loadConfig } from "./config";
import { createSite } from "./site";

async function main() {
  const config = loadConfig();
  const site = await createSite(config);
  const server = site.server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    console.info(`site: listening on http://localhost:${port}`);
  });

  const shutdown = async () => {
    server.close();
    await site.close();
    process.exit(0);
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
