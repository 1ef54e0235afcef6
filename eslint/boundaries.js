/**
 * The import boundaries of the repository (docs/architecture.md "Boundaries"),
 * checked by ESLint on every file:
 * - `contracts/` is what the browser and the server share; it imports nothing
 *   of `app/` or `server/`.
 * - `server/` imports `contracts/`, never `app/`; `app/` never imports `server/`.
 * - Inside `app/`, shared layers (content, i18n, routing, seo, ui, text,
 *   layout, crypto, attribution, gateway) import no feature. A feature (header,
 *   footer, home, ...) uses another only through the modules that feature
 *   offers for that purpose (`FEATURES` below); the composition (root,
 *   routes, entries) likewise.
 */
import path from "node:path";

/** Each feature folder of `app/` and the modules it offers to the rest of the app. */
export const FEATURES = {
  header: ["site-header", "header-data.server", "sales-partner"],
  footer: ["site-footer", "footer-data.server"],
  home: ["home-page", "home-data.server"],
  lead: ["lead-modal", "lead-form-card", "talk-to-experts-button", "lead-data.server"],
  "recent-quote": ["recent-quote", "last-quote"],
  // the company pages (issue 16): their loaders, pages, structured data and detail addresses
  company: [
    "blog-data.server",
    "blog-list-page",
    "blog-post-page",
    "careers-data.server",
    "career-page",
    "career-page-data.server",
    "career-sections-page",
    "openings-page",
    "company-data.server",
    "company-paths.server",
    "record-list-page",
    "record-page",
    "testimonials-page",
    "structured-data",
  ],
  // the insurance-awareness section, /gi-simplified (issue 16, decision 065)
  "gi-simplified": ["ia-data.server", "ia-list-page", "ia-article-page", "ia-paths.server"],
  // the crop scheme pages (issue 16, decision 062)
  crop: ["crop-data.server", "crop-page"],
  // the regulatory pages (issue 16, decision 060): their loaders and pages
  regulatory: [
    "regulatory.server",
    "downloads-page",
    "disclosures-page",
    "tenders-page",
    "tender-page",
    "unclaimed-page",
    "important-links-page",
    "investors-page",
    "csr-page",
    "channel-partner.server",
    "channel-partner-page",
  ],
  theme: ["pre-paint-script", "accessibility-controls"],
  pages: [
    "page-loading.server",
    "content-page",
    "content-page-view",
    "content-page.server",
    "product-page",
    "product-page.server",
    "product-listing-page",
    "product-listing-page.server",
    "not-found-key.server",
    // the QR-code landings of a product's features (issue 16)
    "qr-pages",
    "qr-pages.server",
  ],
};

/** Folders of `app/` any code of the app may use; they use no feature. */
export const SHARED_LAYERS = [
  "content",
  "i18n",
  "routing",
  "seo",
  "ui",
  "text",
  "layout",
  "crypto",
  "attribution",
  "gateway",
];

const SOURCE_EXTENSIONS = /\.(tsx?|jsx?|json)$/;

/** Where a specifier points, as a repository path without extension; null for a package. */
export function resolveSpecifier(specifier, fromFile, root) {
  let target;
  if (specifier.startsWith("~/")) target = path.join(root, "app", specifier.slice(2));
  else if (specifier.startsWith("@contracts/"))
    target = path.join(root, "contracts", specifier.slice("@contracts/".length));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  return path.relative(root, target).split(path.sep).join("/").replace(SOURCE_EXTENSIONS, "");
}

/** `{area, folder, module}` of a repository path: area is app, server, contracts or other. */
export function placeOf(repoPath) {
  const parts = repoPath.split("/");
  const area = ["app", "server", "contracts"].includes(parts[0]) ? parts[0] : "other";
  if (area !== "app") return { area, folder: null, module: null };
  const folder = parts.length > 2 ? parts[1] : null;
  const module = parts[parts.length - 1].replace(SOURCE_EXTENSIONS, "").replace(/\.test$/, "");
  return { area, folder, module };
}

/** Why `from` may not import `to` (repository paths), or null when it may. */
export function boundaryProblem(from, to) {
  const a = placeOf(from);
  const b = placeOf(to);
  if (a.area === "contracts" && (b.area === "app" || b.area === "server")) {
    return `contracts/ is shared by the browser and the server: it cannot import ${b.area}/`;
  }
  if (a.area === "server" && b.area === "app") {
    return "server/ cannot import app/: move what both need to contracts/";
  }
  if (a.area === "app" && b.area === "server") {
    return "app/ cannot import server/: move what both need to contracts/";
  }
  if (a.area !== "app" || b.area !== "app" || a.folder === b.folder) return null;
  const targetFeature = b.folder !== null && Object.hasOwn(FEATURES, b.folder) ? b.folder : null;
  if (targetFeature === null) return null;
  if (a.folder !== null && SHARED_LAYERS.includes(a.folder)) {
    return `app/${a.folder}/ is a shared layer: it cannot use the ${targetFeature} feature`;
  }
  if (!FEATURES[targetFeature].includes(b.module)) {
    return `${to} is inside the ${targetFeature} feature; use what it offers (${FEATURES[targetFeature].join(", ")}), or move the shared piece to app/ui/`;
  }
  return null;
}

const importBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Keep contracts/, server/, app/ and the app's feature folders apart" },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const from = path.relative(root, context.filename).split(path.sep).join("/");
    const check = (node, source) => {
      if (!source || typeof source.value !== "string") return;
      const to = resolveSpecifier(source.value, context.filename, root);
      if (to === null) return;
      const problem = boundaryProblem(from, to);
      if (problem) context.report({ node: source, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { imports: importBoundaries } };
