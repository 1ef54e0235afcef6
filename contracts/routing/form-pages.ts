/**
 * The pages that take form posts (their route actions): the steps of the
 * quote journeys, so they work before hydration and without scripts. Every
 * other page answers GET and HEAD only (decision 041, server/http/page-methods.ts).
 */
import { splitLanguage } from "../i18n/languages";
import { HEALTH_CALCULATOR_PATH, HEALTH_STEP_PATHS, JOURNEY_START_PATH } from "../health/health-journey";

const FORM_PAGE_PATHS: ReadonlySet<string> = new Set([
  JOURNEY_START_PATH,
  HEALTH_STEP_PATHS[1],
  HEALTH_STEP_PATHS[2],
  HEALTH_STEP_PATHS[3],
  HEALTH_STEP_PATHS[4],
  HEALTH_STEP_PATHS[5],
  HEALTH_CALCULATOR_PATH,
]);

/** Whether a POST to this path (or React Router's `.data` request for it) reaches a route action. */
export function takesFormPosts(pathname: string): boolean {
  const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  return FORM_PAGE_PATHS.has(splitLanguage(page).basePath);
}
