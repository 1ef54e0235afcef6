import { type RouteConfig, route } from "@react-router/dev/routes";
import { routeTable } from "./routing/route-table";
import { languagesOf } from "./routing/resolve-page";
// relative: React Router loads this file without the app's import aliases
import { localizePath } from "../contracts/i18n/languages";

const templateFiles = {
  home: "routes/home.tsx",
  product: "routes/product.tsx",
  "product-listing": "routes/product-listing.tsx",
  content: "routes/content-page.tsx",
} as const;

const pages = routeTable.flatMap((entry, index) =>
  languagesOf(entry).map((lang) =>
    route(localizePath(entry.path, lang), templateFiles[entry.template], { id: `page-${index}-${lang}` }),
  ),
);

export default [
  ...pages,
  // spec 2: a Hindi-language grievance path redirects to the grievance page
  route("/hindi/grievance-redressal", "routes/redirect-grievance.tsx", { id: "grievance-hindi-1" }),
  route("/शिकायत-निवारण", "routes/redirect-grievance.tsx", { id: "grievance-hindi-2" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
