/**
 * POST /api/careers/applications (issue 16, docs/site-api.md "Careers"): a
 * job application as multipart/form-data (the /current-opening form, with or
 * without scripts): its fields checked with the form's schema, its CV by its
 * bytes, the opening against the content service's published `jobs`, then
 * the application and CV written with a reference number before the answer.
 *
 * A script's request (Accept: application/json) is answered JSON: 201
 * `{reference, message}`, or 4xx `{message, field, key}`. A plain form post
 * is sent back to the page (303) with the reference, or with what to fix.
 */
import express, { type Request, type Response, type Router } from "express";
import {
  APPLICATION_MAX_BYTES,
  ApplicationFieldsSchema,
  CAREER_MESSAGES,
  cvKindOf,
  cvProblem,
  type ApplicationField,
} from "@contracts/careers/application-schema";
import { contentQuery } from "@contracts/content/content-query";
import { fetchEntries, reportContentFailure, type ContentSource } from "@contracts/content/content-source";
import { indiaDay } from "@contracts/dates/india-day";
import { localizePath, SITE_LANGS, type Lang } from "@contracts/i18n/languages";
import { LEAD_MESSAGES } from "@contracts/lead/lead-rules";
import type { Database } from "../db/client";
import { siteApiError } from "../http/error-answers";
import { jsonBodyErrors } from "../http/json-body";
import { RATE_LIMIT_MESSAGES, RateLimitedError } from "../http/rate-limit";
import { maskMobile, maskName } from "../lead/personal-data";
import { saveApplication, type ApplicationLimits } from "./application-store";

export interface CareersRouterOptions {
  database: Database;
  content: ContentSource;
  /** the server-only key of the rate limits' subjects (decision 041) */
  hashKey: () => Promise<Buffer>;
  limits: ApplicationLimits;
}

/** The page the form is on; a plain form post returns there. */
export const CURRENT_OPENING_PATH = "/current-opening";

const MESSAGES: Record<string, string> = { ...LEAD_MESSAGES, ...CAREER_MESSAGES };

class ApplicationProblem extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly field: ApplicationField | null,
  ) {
    super(MESSAGES[key] ?? key);
  }
}

const wantsJson = (req: Request) => (req.get("accept") ?? "").includes("application/json");

function langOf(value: FormDataEntryValue | null): Lang {
  return SITE_LANGS.find((l) => l === value) ?? "en";
}

async function readForm(req: Request): Promise<FormData> {
  if (!Buffer.isBuffer(req.body) || req.body.length === 0)
    throw new ApplicationProblem(400, "career_cv_required", "cv");
  try {
    return await new Response(new Uint8Array(req.body), {
      headers: { "content-type": req.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw new ApplicationProblem(400, "career_cv_required", "cv");
  }
}

export function createCareersRouter(options: CareersRouterOptions): Router {
  const router = express.Router();
  const answerProblem = (req: Request, res: Response, lang: Lang, problem: ApplicationProblem, job = "") => {
    if (wantsJson(req)) {
      siteApiError(res, problem.status, problem.message, {
        key: problem.key,
        ...(problem.field ? { field: problem.field } : {}),
      });
      return;
    }
    const search = new URLSearchParams({ apply_error: problem.key, ...(job ? { job } : {}) });
    res.redirect(303, `${localizePath(CURRENT_OPENING_PATH, lang)}?${search}#apply`);
  };

  router.post(
    "/careers/applications",
    express.raw({ type: "multipart/form-data", limit: APPLICATION_MAX_BYTES }),
    async (req, res) => {
      let lang: Lang = "en";
      let job = "";
      try {
        if (!req.is("multipart/form-data")) throw new ApplicationProblem(415, "career_cv_required", "cv");
        const form = await readForm(req);
        lang = langOf(form.get("lang"));
        const text = (name: string) => {
          const value = form.get(name);
          return typeof value === "string" ? value : undefined;
        };
        job = /^[a-z0-9-]{1,80}$/.test(text("job") ?? "") ? text("job")! : "";
        const parsed = ApplicationFieldsSchema.safeParse({
          job: text("job"),
          fullName: text("fullName"),
          mobile: text("mobile"),
          email: text("email")?.trim(),
          experience: text("experience")?.trim(),
          note: text("note") ?? "",
          consent: text("consent"),
        });
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw new ApplicationProblem(400, issue.message, (issue.path[0] as ApplicationField | undefined) ?? null);
        }
        const file = form.get("cv");
        const bytes = typeof file === "object" && file !== null ? new Uint8Array(await file.arrayBuffer()) : null;
        const cvKey = cvProblem(bytes);
        if (cvKey) throw new ApplicationProblem(cvKey === "career_cv_too_large" ? 413 : 400, cvKey, "cv");

        let opening;
        try {
          [opening] = await fetchEntries(
            options.content,
            contentQuery("jobs").where("slug", parsed.data.job).where("publish", true).limit(1),
          );
        } catch (error) {
          reportContentFailure("jobs", error);
          res.set("Retry-After", "30");
          siteApiError(res, 503, RATE_LIMIT_MESSAGES.unavailable);
          return;
        }
        if (!opening) throw new ApplicationProblem(400, "career_job_invalid", "job");
        if (opening.closing_date && opening.closing_date < indiaDay()) {
          throw new ApplicationProblem(400, "career_job_closed", "job");
        }

        const saved = await saveApplication(options.database, await options.hashKey(), options.limits, {
          fields: parsed.data,
          lang,
          cv: { name: (file as File).name, kind: cvKindOf(bytes!)!, bytes: Buffer.from(bytes!) },
          clientAddress: req.ip ?? "unknown",
        });
        console.info(
          `careers: application ${saved.reference} (id ${saved.id}) for ${parsed.data.job} from ${maskName(parsed.data.fullName)}, ${maskMobile(parsed.data.mobile)}`,
        );
        if (wantsJson(req)) {
          res
            .status(201)
            .json({ reference: saved.reference, message: "Thank you. Your application has been received." });
          return;
        }
        res.redirect(303, `${localizePath(CURRENT_OPENING_PATH, lang)}?applied=${saved.reference}#apply`);
      } catch (error) {
        if (error instanceof ApplicationProblem) {
          answerProblem(req, res, lang, error, job);
          return;
        }
        if (error instanceof RateLimitedError) {
          res.set("Retry-After", String(error.retryAfterSeconds));
          answerProblem(req, res, lang, new ApplicationProblem(429, "career_rate_limited", null), job);
          return;
        }
        throw error;
      }
    },
  );
  router.use("/careers", jsonBodyErrors(siteApiError, CAREER_MESSAGES.career_cv_too_large));
  return router;
}
