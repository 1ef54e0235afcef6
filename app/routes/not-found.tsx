import type { Route } from "./+types/not-found";
import { noSuchPage } from "~/pages/page-loading.server";

/** Every address no route claims (spec 2: not-found page, 404, noindex). */
export function loader({ request }: Route.LoaderArgs) {
  noSuchPage(new URL(request.url));
}

export default function NotFoundRoute() {
  return null;
}
