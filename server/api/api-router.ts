/**
 * The site API at /api (docs/site-api.md): one router that mounts each
 * feature's routes. Anything it does not know is a JSON 404.
 */
import express, { type Router } from "express";
import type { Database } from "../db/client";
import type { Config } from "../config";
import type { ContentSource } from "@contracts/content/content-source";
import { createLeadRouter } from "../lead/lead-router";
import { createAutoDebitRouter } from "../auto-debit/auto-debit-router";
import { captchaAdapterFromConfig } from "../captcha/captcha-adapter";
import { createCaptchaRouter } from "../captcha/captcha-router";
import { createCaptchaService, type CaptchaService } from "../captcha/captcha-service";
import type { PolicyAdministration } from "../policy-admin/policy-admin";
import { policyAdminFromConfig } from "../policy-admin/policy-admin-config";
import { createAbhaRouter } from "../abha/abha-router";
import { abhaProviderFromConfig } from "../abha/abha-provider";
import { siteKeys, type SiteKeys } from "../crypto/site-keys";
import { siteApiError } from "../http/error-answers";
import { rateLimitPerIp } from "../http/rate-limit";
import type { HealthQuoteService } from "@contracts/health/health-service";
import { createHealthRouter } from "../health/health-router";
import { createHealthService } from "../health/health-service";
import { ratingTableReader } from "../rating/rating-store";
import { editorGuard } from "../content/content-router";
import { catalogueReader } from "../motor/catalogue";
import { createMotorService, type MotorQuoteService } from "../motor/motor-service";
import { createTravelService, type TravelQuoteService } from "../travel/travel-service";
import { createJourneyStore } from "../motor/journey-store";
import type { MotorSite } from "@contracts/motor/motor-service";
import { accessTokenSecret, createAccessTokens, type AccessTokens } from "../gateway/access-tokens";
import { createOtpRouter } from "../otp/otp-router";
import { createOtpService, type OtpService } from "../otp/otp-service";
import { createRecentQuotes } from "../otp/recent-quotes";
import { smsProviderFromConfig } from "../otp/sms-provider";
import { createSubjectOtp } from "../otp/subject-otp";
import { createCareersRouter } from "../careers/careers-router";
// --- self-service requests (issue 14 policies part, decision 057) ---
import type { SelfService } from "@contracts/service-requests/self-service";
import { createServiceRequests, type ServiceRequests } from "../service-requests/self-service";
import { createServiceRequestsRouter } from "../service-requests/service-requests-router";
import { createPolicyDocuments, type PolicyDocuments } from "../policy-documents/policy-documents";
import { createQuoteSearch } from "../service-requests/quote-search";
import { createChangeRequests, type SubmitChange } from "../service-requests/change-requests";
import { createGrievances, type Grievances } from "../service-requests/grievances";
// --- end self-service requests ---
import type { LocationDirectory } from "@contracts/locations/location-service";
import { createLocationRouter } from "../locations/location-router";
import { createLocationDirectory } from "../locations/location-directory";
import { loadPincodeDirectory } from "../locations/pincode-directory";
import { createClaimsRouter } from "../claims/claims-router";
import { brandName, createClaimsService, type ClaimsServiceWithLookup } from "../claims/claims-service";
import type { CreditScoreService } from "@contracts/credit-score/credit-score-service";
import { createCreditScoreService } from "../credit-score/credit-score-service";
import { createCreditScoreRouter } from "../credit-score/credit-score-router";
import { creditBureauFromConfig } from "../credit-bureau/credit-bureau";

export interface ApiDependencies {
  database: Database;
  config: Config;
  /** The content API (lead products). */
  content: ContentSource;
  /** The payload key and the hash secret; resolved from the database and configuration when not given. */
  keys?: SiteKeys;
  /** The quote services the pages share; made here when not given. */
  healthQuotes?: HealthQuoteService;
  motorQuotes?: MotorQuoteService;
  travelQuotes?: TravelQuoteService;
  /** The gateway's access tokens, which open the OTP endpoints (decision 052); made here when not given. */
  accessTokens?: AccessTokens;
  /** "Recent quote by OTP"; made here when not given. */
  otp?: OtpService;
  /** Captchas of the quick-assist forms (decision 053); made from the configuration when not given. */
  captcha?: CaptchaService;
  /** The policy administration adapter (decision 053); made from the configuration when not given. */
  policyAdmin?: PolicyAdministration;
  /** Do-not-call, request status and policy documents (decision 057); made here when not given. */
  selfService?: SelfServiceParts;
  /** The branch, garage and hospital locators (decision 055); made over `content` when not given. */
  locations?: LocationDirectory;
  /** Claim intimation and status (issue 14, decision 056); made here when not given. */
  claims?: ClaimsServiceWithLookup;
  /** The free credit score check (issue 14, decision 059); made here when not given. */
  creditScore?: CreditScoreService;
}

/** The self-service of decision 057: the requests and the policy documents, shared by the API and the pages. */
export interface SelfServiceParts {
  requests: ServiceRequests & Grievances;
  documents: PolicyDocuments;
  searchQuote: ReturnType<typeof createQuoteSearch>;
  submitChange: SubmitChange;
}

export function selfServiceFor(
  database: Database,
  config: Config,
  keys: SiteKeys,
  content: ContentSource,
  policyAdmin: PolicyAdministration = policyAdminFromConfig(config, database.db),
): SelfServiceParts {
  const limits = {
    perIp: config.SELF_SERVICE_RATE_LIMIT_PER_IP,
    perSubject: config.SELF_SERVICE_RATE_LIMIT_PER_SUBJECT,
  };
  return {
    requests: {
      ...createServiceRequests({ database, hashKey: keys.hashKey, limits }),
      ...createGrievances({ database, hashKey: keys.hashKey, limits }),
    },
    documents: createPolicyDocuments({
      database,
      hashKey: keys.hashKey,
      policyAdmin,
      content,
      limits,
      otp: createSubjectOtp({
        database,
        hashKey: keys.hashKey,
        sms: smsProviderFromConfig(config, database.db),
        sendsPerMobilePerDay: config.OTP_SENDS_PER_MOBILE_PER_DAY,
      }),
    }),
    searchQuote: createQuoteSearch({
      database,
      hashKey: keys.hashKey,
      quotes: createRecentQuotes(database, content),
      limits,
    }),
    submitChange: createChangeRequests({ database, hashKey: keys.hashKey, policyAdmin, limits }),
  };
}

/** What the pages' route actions call (contracts/service-requests/self-service.ts). */
export function selfServiceOfPages(parts: SelfServiceParts): SelfService {
  return {
    registerDoNotCall: parts.requests.registerDoNotCall,
    registerGrievance: parts.requests.registerGrievance,
    requestStatus: parts.requests.requestStatus,
    findPolicy: parts.documents.findPolicy,
    sendPolicyOtp: parts.documents.sendPolicyOtp,
    searchQuote: parts.searchQuote,
    submitChange: parts.submitChange,
  };
}

/** The free credit score check (decision 059): the configured bureau, the OTP service's SMS adapter. */
export function creditScoreFor(
  database: Database,
  config: Config,
  keys: SiteKeys,
  options: { clock?: () => Date; generateCode?: () => string } = {},
): CreditScoreService {
  return createCreditScoreService({
    database,
    hashKey: keys.hashKey,
    bureau: creditBureauFromConfig(config),
    sms: smsProviderFromConfig(config, database.db),
    limits: {
      perIp: config.SELF_SERVICE_RATE_LIMIT_PER_IP,
      perSubject: config.SELF_SERVICE_RATE_LIMIT_PER_SUBJECT,
    },
    sendsPerMobilePerDay: config.OTP_SENDS_PER_MOBILE_PER_DAY,
    ...options,
  });
}

/** The locators' directory over a content source (decision 055). */
export function locationDirectoryFor(content: ContentSource, contentVersion?: () => string | null): LocationDirectory {
  return createLocationDirectory({ content, pincodes: loadPincodeDirectory(), contentVersion });
}

function quoteStoreOptions(database: Database, config: Config, keys: SiteKeys) {
  return {
    database,
    hashKey: keys.hashKey,
    limits: {
      quotesPerIp: config.QUOTE_RATE_LIMIT_PER_IP,
      quotesPerMobile: config.QUOTE_RATE_LIMIT_PER_MOBILE,
      leadsPerIp: config.LEAD_RATE_LIMIT_PER_IP,
      leadsPerMobile: config.LEAD_RATE_LIMIT_PER_MOBILE,
    },
  };
}

/** The health quote service of a site (premiums on the rating tables in effect, saved quotes). */
export function healthServiceFor(database: Database, config: Config, keys: SiteKeys): HealthQuoteService {
  return createHealthService({ ...quoteStoreOptions(database, config, keys), tables: ratingTableReader(database) });
}

/** The motor quote service of a site: the catalogue, the motor rating table in effect, saved quotes. */
export function motorServiceFor(
  database: Database,
  config: Config,
  keys: SiteKeys,
  catalogue = catalogueReader(database),
): MotorQuoteService {
  return createMotorService({
    ...quoteStoreOptions(database, config, keys),
    tables: ratingTableReader(database, undefined, "motor"),
    catalogue,
  });
}

/** What the motor pages need of a site: its quotes, its catalogue (read once) and its car journeys. */
export function motorSiteFor(database: Database, config: Config, keys: SiteKeys): MotorSite {
  const catalogue = catalogueReader(database);
  return {
    quotes: motorServiceFor(database, config, keys, catalogue),
    catalogue,
    journeys: createJourneyStore({
      database,
      hashKey: keys.hashKey,
      writesPerIp: config.MOTOR_JOURNEY_RATE_LIMIT_PER_IP,
    }),
  };
}

export function travelServiceFor(database: Database, config: Config, keys: SiteKeys): TravelQuoteService {
  return createTravelService({
    ...quoteStoreOptions(database, config, keys),
    tables: ratingTableReader(database, undefined, "travel"),
  });
}

/** The access tokens of a site: signed with GATEWAY_TOKEN_SECRET, or a key derived from the hash secret. */
export function accessTokensFor(config: Config, keys: SiteKeys, now?: () => number): AccessTokens {
  return createAccessTokens(accessTokenSecret(config.GATEWAY_TOKEN_SECRET, keys.hashKey), now);
}

/** The OTP service of a site: the configured SMS provider, the quotes of the database, the content's product names. */
export function otpServiceFor(
  database: Database,
  config: Config,
  keys: SiteKeys,
  content: ContentSource,
  options: { clock?: () => Date; generateCode?: () => string } = {},
): OtpService {
  return createOtpService({
    database,
    hashKey: keys.hashKey,
    sms: smsProviderFromConfig(config, database.db),
    recentQuotes: createRecentQuotes(database, content),
    sendsPerMobilePerDay: config.OTP_SENDS_PER_MOBILE_PER_DAY,
    ...options,
  });
}

/** The claims service of a site: the configured policy administration and SMS adapters (decision 056). */
export function claimsServiceFor(
  database: Database,
  config: Config,
  keys: SiteKeys,
  content: ContentSource,
  policyAdmin: PolicyAdministration = policyAdminFromConfig(config, database.db),
): ClaimsServiceWithLookup {
  return createClaimsService({
    issuer: () => brandName(content),
    db: database.db,
    database,
    hashKey: keys.hashKey,
    policyAdmin,
    sms: smsProviderFromConfig(config, database.db),
    limits: {
      intimationsPerIp: config.CLAIM_INTIMATION_RATE_LIMIT_PER_IP,
      intimationsPerPolicy: config.CLAIM_INTIMATION_RATE_LIMIT_PER_POLICY,
      lookupsPerIp: config.CLAIM_LOOKUP_RATE_LIMIT_PER_IP,
      lookupsPerClaim: config.CLAIM_LOOKUP_RATE_LIMIT_PER_CLAIM,
    },
  });
}

export function createApiRouter(deps: ApiDependencies): Router {
  const router = express.Router();
  const keys = deps.keys ?? siteKeys(deps.database.db, deps.config);
  router.post(
    "/abha/*splat",
    rateLimitPerIp(
      deps.database.db,
      keys.hashKey,
      { scope: "abha", limit: deps.config.ABHA_RATE_LIMIT_PER_IP, windowSeconds: 600 },
      siteApiError,
    ),
  );
  router.use(
    "/abha",
    createAbhaRouter({ provider: abhaProviderFromConfig(deps.config), siteOrigin: deps.config.siteOrigin }),
  );
  const captcha =
    deps.captcha ??
    createCaptchaService({
      db: deps.database.db,
      adapter: captchaAdapterFromConfig(deps.config),
      hashKey: keys.hashKey,
    });
  router.use(
    "/captcha",
    createCaptchaRouter({
      db: deps.database.db,
      hashKey: keys.hashKey,
      captcha,
      perIp: deps.config.CAPTCHA_RATE_LIMIT_PER_IP,
    }),
  );
  router.use(
    "/shop/quick-assist",
    createAutoDebitRouter({
      db: deps.database.db,
      hashKey: keys.hashKey,
      captcha,
      policyAdmin: deps.policyAdmin ?? policyAdminFromConfig(deps.config, deps.database.db),
      limits: {
        perIp: deps.config.AUTO_DEBIT_RATE_LIMIT_PER_IP,
        perPolicy: deps.config.AUTO_DEBIT_RATE_LIMIT_PER_POLICY,
      },
    }),
  );
  // ---- claims (issue 14, decision 056) ----
  router.use(
    "/claims",
    createClaimsRouter(
      deps.claims ?? claimsServiceFor(deps.database, deps.config, keys, deps.content, deps.policyAdmin),
      () => brandName(deps.content),
    ),
  );
  // ---- end claims ----
  router.use(
    createHealthRouter({
      service: deps.healthQuotes ?? healthServiceFor(deps.database, deps.config, keys),
      motor: deps.motorQuotes ?? motorServiceFor(deps.database, deps.config, keys),
      travel: deps.travelQuotes ?? travelServiceFor(deps.database, deps.config, keys),
      database: deps.database,
      // rating tables are published with the content editor's token
      editorGuard: editorGuard({
        token: deps.config.CONTENT_EDITOR_TOKEN,
        db: deps.database.db,
        hashKey: keys.hashKey,
        usesPerMinute: deps.config.CONTENT_WRITE_RATE_LIMIT,
        failuresPerAddress: deps.config.TOKEN_FAILURE_LIMIT,
      }),
    }),
  );
  const policyAdmin = deps.policyAdmin ?? policyAdminFromConfig(deps.config, deps.database.db);
  router.use(
    createServiceRequestsRouter(
      deps.selfService ?? selfServiceFor(deps.database, deps.config, keys, deps.content, policyAdmin),
    ),
  );
  router.use(createCreditScoreRouter(deps.creditScore ?? creditScoreFor(deps.database, deps.config, keys)));
  router.use(createLocationRouter(deps.locations ?? locationDirectoryFor(deps.content)));
  router.use(createLeadRouter({ database: deps.database, config: deps.config, content: deps.content, keys }));
  // job applications with their CVs (issue 16)
  router.use(
    createCareersRouter({
      database: deps.database,
      content: deps.content,
      hashKey: keys.hashKey,
      limits: { perIp: deps.config.CAREERS_RATE_LIMIT_PER_IP, perMobile: deps.config.CAREERS_RATE_LIMIT_PER_MOBILE },
    }),
  );
  router.use(
    createOtpRouter({
      service: deps.otp ?? otpServiceFor(deps.database, deps.config, keys, deps.content),
      tokens: deps.accessTokens ?? accessTokensFor(deps.config, keys),
      keys,
      db: deps.database.db,
      perIp: deps.config.OTP_RATE_LIMIT_PER_IP,
    }),
  );
  router.use((_req, res) => siteApiError(res, 404, "Not found"));
  return router;
}
