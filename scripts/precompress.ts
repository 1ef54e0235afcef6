/**
 * Compresses the built scripts and styles once, at the strongest settings,
 * next to the files (name.js.br, name.js.gz); server/http/precompressed.ts
 * serves them. Run by `npm run build`; honours BUILD_DIR.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
const dir = path.resolve(process.env.BUILD_DIR ?? "build", "client", "assets");

let raw = 0;
let brotli = 0;
for (const name of fs.readdirSync(dir)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(dir, name);
  const body = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }));
  raw += body.length;
  brotli += br.length;
}
console.info(
  `precompressed ${path.relative(process.cwd(), dir)}: ${Math.round(raw / 1024)} KB -> ${Math.round(brotli / 1024)} KB brotli`,
);
