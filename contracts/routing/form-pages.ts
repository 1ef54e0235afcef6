/**
 * The pages that take form posts (their route actions): the steps of the
 * quote journeys, so they work before hydration and without scripts. Every
 * other page answers GET and HEAD only (decision 041, server/http/page-methods.ts).
 */
import { splitLanguage } from "../i18n/languages";
import { HEALTH_CALCULATOR_PATH, HEALTH_STEP_PATHS, JOURNEY_START_PATH } from "../health/health-journey";
import { BIKE_CALCULATOR_PATH, CAR_CALCULATOR_PATH, MOTOR_STEP_PATHS } from "../motor/motor-journey";
import { TRAVEL_CALCULATOR_PATH } from "../travel/travel-service";
import { SELF_SERVICE_FORM_PATHS } from "../service-requests/self-service-paths";
import { GRIEVANCE_PATH } from "../help/grievance-fields";
import { CLAIM_FORM_PAGE_PATHS, isClaimDocumentAddress } from "../claims/claim-pages";
import { CREDIT_SCORE_FORM_PATHS } from "../credit-score/credit-score-rules";
import { UNCLAIMED_PATH } from "../regulatory/unclaimed";
import { CHANNEL_PARTNER_PATH } from "../channel-partner/channel-partner";

const FORM_PAGE_PATHS: ReadonlySet<string> = new Set([
  JOURNEY_START_PATH,
  HEALTH_STEP_PATHS[1],
  HEALTH_STEP_PATHS[2],
  HEALTH_STEP_PATHS[3],
  HEALTH_STEP_PATHS[4],
  HEALTH_STEP_PATHS[5],
  HEALTH_CALCULATOR_PATH,
  // the car journey (issue 12): each step with and without its journey identifier
  ...Object.values(MOTOR_STEP_PATHS),
  CAR_CALCULATOR_PATH,
  BIKE_CALCULATOR_PATH,
  TRAVEL_CALCULATOR_PATH,
  // do-not-call, policy print and CIS download (issue 14, decision 057)
  ...SELF_SERVICE_FORM_PATHS,
  // the grievance form (issue 16, decision 054)
  GRIEVANCE_PATH,
  // the claim pages (issue 14)
  ...CLAIM_FORM_PAGE_PATHS,
  // the free credit score check's details and OTP (issue 14, decision 059)
  ...CREDIT_SCORE_FORM_PATHS,
  // the unclaimed amounts search (issue 16, decision 060)
  UNCLAIMED_PATH,
  // the channel-partner sign-in and sign-out (issue 16, decision 064)
  CHANNEL_PARTNER_PATH,
]);
/** The car journey's steps take posts at `/{step}/{identifier}` too. */
const IDENTIFIED_STEP = new RegExp(
  `^(${Object.values(MOTOR_STEP_PATHS)
    .map((p) => p.slice(1))
    .join("|")})/[A-Za-z0-9_-]{22}$`,
);

/** Whether a POST to this path (or React Router's `.data` request for it) reaches a route action. */
export function takesFormPosts(pathname: string): boolean {
  const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  const base = splitLanguage(page).basePath;
  return FORM_PAGE_PATHS.has(base) || IDENTIFIED_STEP.test(base.slice(1)) || isClaimDocumentAddress(base);
}
