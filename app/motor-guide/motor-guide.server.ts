/**
 * A car guide page on the server (issue 12): the guide's sections from the
 * `motorguides` content, its worked example priced by the motor quote
 * service for today, and the links to the calculator, the car journey and
 * the other guides. A guide whose example cannot be priced (no rating table,
 * an example the engine refuses) is shown without it.
 */
import { notFound, seoFor } from "~/pages/page-loading.server";
import type { AppLoadContext } from "react-router";
import { getHelmetsOf, getPhrases, requireMotorGuide } from "~/content/queries";
import { routeTable } from "~/routing/route-table";
import type { ResolvedPage } from "~/routing/resolve-page";
import type { BreakdownLine } from "~/motor-quote/premium-breakdown";
import type { Entry } from "@contracts/content/entry-types";
import { indiaDay } from "@contracts/dates/india-day";
import { localizedField, localizePath, type Lang } from "@contracts/i18n/languages";
import type { MotorPremiumAnswer, MotorSite } from "@contracts/motor/motor-service";
import { parseGuideBody, type GuideBlock } from "./guide-body";
import {
  GuideExampleSchema,
  contrastCase,
  contrastOf,
  requestOf,
  sharedFacts,
  type ExampleContrast,
  type SharedFacts,
} from "./guide-example";

export const MOTOR_GUIDE_PHRASE_PAGES = ["motor_quote"];
/** A guide's page key is this and the guide's content key (route table: `car-guide-{slug}`). */
const GUIDE_PAGE_PREFIX = "car-guide-";
export const CAR_CALCULATOR_PATH = "/motor-insurance/car-insurance-online/car-insurance-calculator";
export const CAR_JOURNEY_PATH = "/vehiclemakers";

export interface GuideSection {
  /** the section's anchor, for the page's contents list */
  id: string;
  heading: string;
  blocks: GuideBlock[];
}

export interface ExampleColumn {
  lines: BreakdownLine[];
  total: number;
}

export interface WorkedExample {
  title: string;
  intro: string;
  contrast: ExampleContrast;
  facts: SharedFacts;
  columns: [ExampleColumn, ExampleColumn];
}

export interface GuideLink {
  href: string;
  name: string;
}

export async function loadMotorGuidePage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const { lang } = page;
  const key = page.entry.page.slice(GUIDE_PAGE_PREFIX.length);
  const guidePages = routeTable.filter((entry) => entry.template === "motor-guide");
  const [seo, phrases, guide, helmets] = await Promise.all([
    seoFor(context, page, url, page.entry.page),
    getPhrases(context.content, MOTOR_GUIDE_PHRASE_PAGES, lang),
    requireMotorGuide(context.content, key),
    getHelmetsOf(
      context.content,
      guidePages.map((entry) => entry.page),
      lang,
    ),
  ]);
  if (!guide) notFound();
  const names = new Map(helmets.map((helmet) => [helmet.pageComponent, helmet.pageHeading ?? ""]));
  const otherGuides: GuideLink[] = guidePages.flatMap((entry) => {
    const name = names.get(entry.page);
    return entry.page !== page.entry.page && name ? [{ href: localizePath(entry.path, lang), name }] : [];
  });
  return {
    seo,
    phrases,
    lang,
    guideKey: key,
    sections: guideSections(guide, lang),
    example: await workedExample(context.motor, guide, lang),
    calculatorHref: localizePath(CAR_CALCULATOR_PATH, lang),
    journeyHref: localizePath(CAR_JOURNEY_PATH, lang),
    otherGuides,
  };
}

function guideSections(guide: Entry<"motorguides">, lang: Lang): GuideSection[] {
  return (guide.Sections ?? []).flatMap((section, index) => {
    const heading = localizedField(section, "Heading", lang);
    const blocks = parseGuideBody(localizedField(section, "Body", lang));
    return heading || blocks.length ? [{ id: `guide-section-${index + 1}`, heading, blocks }] : [];
  });
}

/** The breakdown as the page shows it (keyword, amount, values), without the engine's English labels. */
function columnOf(premium: MotorPremiumAnswer): ExampleColumn {
  return {
    lines: premium.breakdown.map(({ key, amount, values }) => ({ key, amount, ...(values ? { values } : {}) })),
    total: premium.totalPremium,
  };
}

async function workedExample(
  motor: MotorSite | undefined,
  guide: Entry<"motorguides">,
  lang: Lang,
): Promise<WorkedExample | null> {
  if (!motor || guide.Example === null || guide.Example === undefined) return null;
  const parsed = GuideExampleSchema.safeParse(guide.Example);
  if (!parsed.success) {
    console.warn(`car guide ${guide.key}: its Example is not a worked example (${parsed.error.issues[0]?.message})`);
    return null;
  }
  const first = parsed.data.base;
  const second = contrastCase(parsed.data);
  // the day the quote service prices on, so each case's car is exactly its age (guide-example.ts)
  const today = indiaDay();
  try {
    const [a, b, catalogue] = await Promise.all([
      motor.quotes.premiums(requestOf(first, today)),
      motor.quotes.premiums(requestOf(second, today)),
      motor.catalogue(),
    ]);
    if (!a.ok || !b.ok) {
      const refused = !a.ok ? a : b.ok ? null : b;
      // 503 (no rating table) is logged by the service; a refusal means the content's example needs fixing
      if (refused && refused.status === 400)
        console.warn(`car guide ${guide.key}: the worked example cannot be priced (${refused.message})`);
      return null;
    }
    const cityOf = (code: string) => {
      const office = catalogue.rto(code);
      if (!office) return code;
      return lang === "hi" || lang === "kn" ? office.city[lang] : office.city.en;
    };
    return {
      title: localizedField(guide, "Example_Title", lang),
      intro: localizedField(guide, "Example_Intro", lang),
      contrast: contrastOf(first, second, cityOf),
      facts: sharedFacts(first, second, { city: cityOf(first.rtoCode), zone: a.value.zone }),
      columns: [columnOf(a.value), columnOf(b.value)],
    };
  } catch (error) {
    console.error(
      `car guide ${guide.key}: worked example unavailable:`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}
