/**
 * React Router's choice of route for an address, with the ranking computed
 * once. React Router's own `matchRoutes` flattens and ranks the routes it is
 * given on every call: 0.1-0.2 ms for our route sets, which every address
 * never seen before (an unknown one, as a scanner sends thousands of) would
 * pay. This is its algorithm (flattenRoutes, explodeOptionalSegments,
 * computeScore, compilePath, decodePath of react-router 7), run once per
 * route set; route-matcher.test.ts holds it to `matchRoutes` on our routes.
 */

export interface MatchableRoute {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: readonly MatchableRoute[];
}

export interface RouteMatch {
  /** the deepest matching route's id, as `matchRoutes(...).at(-1).route.id` */
  id: string;
  params: Record<string, string | undefined>;
}

interface Branch {
  id: string;
  score: number;
  matcher: RegExp;
  params: { name: string; optional: boolean }[];
}

const PARAM = /^:[\w-]+$/;

function joinPaths(paths: string[]): string {
  return paths.join("/").replace(/\/\/+/g, "/");
}

function explodeOptionalSegments(path: string): string[] {
  const [first = "", ...rest] = path.split("/");
  const optional = first.endsWith("?");
  const required = first.replace(/\?$/, "");
  if (rest.length === 0) return optional ? [required, ""] : [required];
  const restExploded = explodeOptionalSegments(rest.join("/"));
  const result = restExploded.map((sub) => (sub === "" ? required : [required, sub].join("/")));
  if (optional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith("/") && exploded === "" ? "/" : exploded));
}

function computeScore(path: string, index: boolean | undefined): number {
  const segments = path.split("/");
  let score = segments.length;
  if (segments.includes("*")) score -= 2;
  if (index) score += 2;
  for (const segment of segments) {
    if (segment === "*") continue;
    score += PARAM.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

/** compilePath with `end: true`, the deepest route of a branch matching the whole address. */
function compilePath(path: string, caseSensitive: boolean): Pick<Branch, "matcher" | "params"> {
  const params: Branch["params"] = [];
  let source =
    "^" +
    path
      .replace(/\/*\*?$/, "")
      .replace(/^\/*/, "/")
      .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
      .replace(
        /\/:([\w-]+)(\?)?/g,
        (match, name: string, optional: string | undefined, index: number, whole: string) => {
          params.push({ name, optional: optional != null });
          if (!optional) return "/([^\\/]+)";
          const next = whole.charAt(index + match.length);
          return next && next !== "/" ? "/([^\\/]*)" : "(?:/([^\\/]*))?";
        },
      )
      .replace(/\/([\w-]+)\?(\/|$)/g, "(/$1)?$2");
  if (path.endsWith("*")) {
    params.push({ name: "*", optional: false });
    source += path === "*" || path === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
  } else {
    source += "\\/*$";
  }
  return { matcher: new RegExp(source, caseSensitive ? undefined : "i"), params };
}

function flatten(routes: readonly MatchableRoute[], parentPath: string, branches: Branch[]): void {
  for (const route of routes) {
    const relatives =
      route.path === "" || !route.path?.includes("?") ? [route.path ?? ""] : explodeOptionalSegments(route.path);
    for (let relative of relatives) {
      if (relative.startsWith("/")) {
        if (!relative.startsWith(parentPath)) continue;
        relative = relative.slice(parentPath.length);
      }
      const path = joinPaths([parentPath, relative]);
      if (route.children?.length) flatten(route.children, path, branches);
      if (route.path == null && !route.index) continue;
      branches.push({
        id: route.id,
        score: computeScore(path, route.index),
        ...compilePath(path, route.caseSensitive === true),
      });
    }
  }
}

function decodePath(value: string): string {
  try {
    return value
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return value;
  }
}

/** A matcher for a route set: the route React Router would take an address (a pathname) to, or null. */
export function createRouteMatcher(routes: readonly MatchableRoute[]): (pathname: string) => RouteMatch | null {
  const branches: Branch[] = [];
  flatten(routes, "", branches);
  // a stable sort: equal scores keep the order routes were declared in, as React Router's ranking does
  branches.sort((a, b) => b.score - a.score);
  return (pathname) => {
    const decoded = decodePath(pathname);
    for (const branch of branches) {
      const found = branch.matcher.exec(decoded);
      if (!found) continue;
      const params: RouteMatch["params"] = {};
      branch.params.forEach(({ name, optional }, i) => {
        const value = found[i + 1];
        params[name] = optional && !value ? undefined : (value ?? "").replace(/%2F/g, "/");
      });
      return { id: branch.id, params };
    }
    return null;
  };
}
