/**
 * The content model: every collection the content service serves, with its
 * attributes, defined once (docs/content-api.md "Collections"). Field names
 * are the contract of spec section 3, irregular `_kannad` / `_kannada`
 * suffixes included.
 *
 * Everything else follows from this file: the content service's query engine,
 * write checks and snapshot read it at run time; the entry types the app
 * reads (`entry-types.ts`), the zod schema of every answer (`entry-schema.ts`)
 * and the typed query builder (`content-query.ts`) are derived from it.
 * Adding a field is one line here (docs/architecture.md "Adding a content field").
 */
import { z, type ZodType } from "zod";

export type ScalarType =
  "string" | "text" | "richtext" | "integer" | "decimal" | "boolean" | "date" | "datetime" | "json";

export type Attribute =
  | ScalarType
  | { readonly type: "media"; readonly multiple?: boolean }
  | { readonly type: "relation"; readonly target: string; readonly many: boolean }
  | ComponentAttribute;

export interface ComponentAttribute {
  readonly type: "component";
  readonly repeatable: boolean;
  readonly fields: Readonly<Record<string, Attribute>>;
  /** Fields every item must have (a write without one is refused); their answers are never null. */
  readonly required?: readonly string[];
}

export interface CollectionDef {
  readonly attributes: Readonly<Record<string, Attribute>>;
  /** true when entries may be drafts (`published_at` null) hidden by `_publicationState=live`. */
  readonly draftAndPublish?: boolean;
  /** Attributes every entry must have: a create without one is refused, an update may not empty one. */
  readonly required?: readonly string[];
  /** The shape of `json` attributes that have one (writes are checked against it; the app's types follow it). */
  readonly json?: Readonly<Record<string, ZodType>>;
  /**
   * Personal data the site looks up but never lists: the content API answers reads of it only
   * with the editor's token (decision 060); the site's own pages read it in process.
   */
  readonly restricted?: boolean;
}

const media = { type: "media" } as const;
const many = <T extends string>(target: T) => ({ type: "relation", target, many: true }) as const;
const one = <T extends string>(target: T) => ({ type: "relation", target, many: false }) as const;
function list<const F extends Record<string, Attribute>, const R extends readonly (keyof F & string)[] = []>(
  fields: F,
  required?: R,
) {
  return { type: "component", repeatable: true, fields, required: (required ?? []) as R } as const;
}

/** `base_en`, `base_hi`, `base_kannad` with one type. */
function trilingual<const B extends string, const T extends ScalarType = "string">(base: B, type?: T) {
  const t = (type ?? "string") as T;
  return { [`${base}_en`]: t, [`${base}_hi`]: t, [`${base}_kannad`]: t } as {
    [K in `${B}_en` | `${B}_hi` | `${B}_kannad`]: T;
  };
}

/** What every branch, garage and hospital has (issue 15). */
function placeAttributes() {
  return {
    name: "string",
    /** the place's own address: /contact-us/<locator>/<slug> */
    slug: "string",
    address: "text",
    city: one("cities"),
    district: "string",
    state: one("states"),
    pincode: "string",
    phone: "string",
    email: "string",
    /** schema.org openingHours, e.g. "Mo-Fr 09:30-17:30; Sa 09:30-13:30" */
    opening_hours: "string",
    lat: "decimal",
    lng: "decimal",
  } as const;
}

/** A titled text with an image, in the home page's order (affordability columns, why-choose-us blocks). */
const illustratedText = {
  ...trilingual("Title"),
  ...trilingual("Description", "text"),
  Image: media,
  Sort_Order: "integer",
} as const;

/**
 * `base_en`, `base_hi`, `base_kannad` and `base_assamese`: the crop scheme pages are also in
 * Assamese (spec 1), so their collection (decision 062) and the collections their header,
 * footer and lead form read (decision 067) carry a fourth language.
 */
function quadrilingual<const B extends string, const T extends ScalarType = "string">(base: B, type?: T) {
  const t = (type ?? "string") as T;
  return { ...trilingual(base, t), [`${base}_assamese`]: t } as {
    [K in `${B}_en` | `${B}_hi` | `${B}_kannad` | `${B}_assamese`]: T;
  };
}

/** A text in the crop pages' four languages, inside a JSON attribute (table headings and cells). */
const cropText = z
  .object({ en: z.string().min(1), hi: z.string().min(1), kn: z.string().min(1), as: z.string().min(1) })
  .strict();

/**
 * A table of a crop page (decision 062): columns with their kind (text in four languages, a
 * whole number or an amount shown with Intl, or an ISO date) and rows whose first cell heads
 * the row; the section's title is the caption.
 */
export const cropTableSchema = z
  .object({
    columns: z.array(z.object({ label: cropText, kind: z.enum(["text", "number", "date"]) }).strict()).min(2),
    rows: z.array(z.array(z.union([cropText, z.number(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]))).min(1),
    /** what the figures are, e.g. "illustrative figures" or "₹ crore" */
    note: cropText.optional(),
  })
  .strict()
  .superRefine((table, ctx) => {
    table.rows.forEach((row, r) => {
      if (row.length !== table.columns.length)
        ctx.addIssue({ code: "custom", path: ["rows", r], message: "a row needs one cell per column" });
      row.forEach((cell, c) => {
        const kind = table.columns[c]?.kind;
        const fits =
          kind === "text"
            ? typeof cell === "object"
            : kind === "number"
              ? typeof cell === "number"
              : typeof cell === "string";
        if (!fits) ctx.addIssue({ code: "custom", path: ["rows", r, c], message: `a ${kind} cell` });
      });
    });
  });

/** A titled section of a company page, in the editors' order (careers pages). */
const pageSection = {
  ...trilingual("title"),
  ...trilingual("description", "richtext"),
  Image: media,
  publish: "boolean",
  Sort_Order: "integer",
} as const;

export const collections = {
  languages: {
    attributes: { language: "string" },
  },

  productcategories: {
    required: ["Name_en"],
    attributes: {
      ...quadrilingual("Name"),
      category_url: "string",
      sort_order: "integer",
      is_active: "boolean",
      isMenu: "boolean",
      /** true for the top-level listings (retail, corporate, rural, withdrawn). */
      parent: "boolean",
      /** the parent category (empty for top-level categories): `productcategories={id}` lists children. */
      productcategories: many("productcategories"),
    },
  },

  products: {
    required: ["key", "Name_en"],
    attributes: {
      key: "string",
      productName: "string",
      crmProductName: "string",
      prodEventName: "string",
      productType: "string",
      ...quadrilingual("Name"),
      ...trilingual("Description", "text"),
      ...quadrilingual("Tooltip_text", "text"),
      smallicon: media,
      productcategories: many("productcategories"),
      sort_order: "integer",
      is_active: "boolean",
      isMenu: "boolean",
    },
  },

  productdata: {
    required: ["key"],
    attributes: {
      key: "string",
      heading: "string",
      intro: "text",
      highlights: list({ title: "string", description: "text" }, ["title"]),
      languages: many("languages"),
      product: one("products"),
    },
  },

  menucategories: {
    required: ["Name_en"],
    attributes: {
      ...quadrilingual("Name"),
      menu_type: "string",
      display_order: "integer",
      status: "boolean",
      sub_menu_items: list(
        {
          title_en: "string",
          title_hi: "string",
          title_kannad: "string",
          title_assamese: "string",
          menu_link: "string",
          /** "internal" | "External" | "Download" */
          link_type: "string",
        },
        ["title_en", "menu_link"],
      ),
    },
  },

  keywords: {
    required: ["Name", "link"],
    attributes: { Name: "string", Name_hi: "string", Name_kannad: "string", Name_assamese: "string", link: "string" },
  },

  homepages: {
    attributes: {
      Banner: list(
        {
          ...trilingual("LOB_Name"),
          LOB_Link: "string",
          LOB_Link_Target: "string",
          LOB_Status: "boolean",
          ...trilingual("LOB_Tooltip_Text"),
          LOB_Icon: media,
          LOB_Banner_Image: media,
          Sort_Order: "integer",
        },
        ["LOB_Name_en"],
      ),
      BelowBanner: list(
        {
          ...trilingual("Topic"),
          ...trilingual("Title"),
          ...trilingual("Description", "text"),
          ...trilingual("Button_Text"),
          Button_Link: "string",
          Button_Link_Target: "string",
          Sort_Order: "integer",
        },
        ["Topic_en", "Title_en"],
      ),
      Affordability: list(illustratedText, ["Title_en"]),
      Review_Ratings: list(
        {
          ...trilingual("Title"),
          Rating: "decimal",
          Review_Count: "string",
          Source: "string",
          Sort_Order: "integer",
        },
        ["Title_en"],
      ),
      WhySBI: list({ ...trilingual("Caption"), ...illustratedText, ReadMore_Link: "string" }, ["Title_en"]),
      Awards: list(
        {
          award_for_en: "string",
          award_for_hi: "string",
          award_for_kannad: "string",
          name_en: "string",
          name_hi: "string",
          name_kannad: "string",
          Image: media,
          status: "boolean",
          Sort_Order: "integer",
        },
        ["award_for_en", "name_en"],
      ),
    },
  },

  testimonials: {
    required: ["message_en", "client_name"],
    attributes: {
      ...trilingual("category"),
      ...trilingual("message", "text"),
      client_name: "string",
      Customer_Image: media,
      display_on_homepage: "boolean",
      status: "boolean",
    },
  },

  translationpages: {
    required: ["page_name"],
    attributes: { page_name: "string" },
  },

  translationkeywords: {
    required: ["keyword"],
    attributes: {
      keyword: "string",
      content_en: "text",
      content_hi: "text",
      content_kannada: "text",
      content_assamese: "text",
      translationpages: many("translationpages"),
    },
  },

  objectives: {
    required: ["title"],
    attributes: {
      /** "Vision" or "Mission" */
      title: "string",
      description_en: "text",
      description_hi: "text",
      description_kannad: "text",
      description_assamese: "text",
    },
  },

  leadproducts: {
    required: ["ProductDisplayName", "ProductValue"],
    attributes: {
      ProductDisplayName: "string",
      ProductDisplayName_hi: "string",
      ProductDisplayName_kannad: "string",
      ProductDisplayName_assamese: "string",
      ProductValue: "string",
    },
  },

  helmetdata: {
    required: ["pageComponent"],
    json: { urlLangList: z.record(z.string(), z.boolean()) },
    attributes: {
      pageComponent: "string",
      metaTitle: "string",
      metaDescription: "text",
      metaKeywords: "text",
      canonical: "string",
      /** The page's visible heading and introduction (generic content pages show them). */
      pageHeading: "string",
      pageDescription: "text",
      ogTitle: "string",
      ogDescription: "text",
      ogImage: "string",
      ogUrl: "string",
      ogType: "string",
      ogSiteName: "string",
      twitterCard: "string",
      twitterTitle: "string",
      twitterDescription: "text",
      twitterImage: "string",
      twitterSite: "string",
      breadcrumbs_items: list({ name: "string", item: "string" }, ["name"]),
      faq_items: list({ question: "text", answer: "text" }, ["question", "answer"]),
      product_schema: "json",
      webpage_schema: "json",
      finance_schema: "json",
      review_schema: "json",
      article_schema: "json",
      video_schema: "json",
      business_schema: "json",
      howto_schema: "json",
      /** language -> whether this page exists in it, e.g. {"en":true,"hi":true,"kn":true} */
      urlLangList: "json",
      languages: many("languages"),
    },
  },

  /**
   * Blog categories (issue 16): `slug` names the category in the blog's
   * address (`/blog?category=motor-insurance`); `publish` as every
   * editor-published collection of the insurer's content service.
   */
  blogcategories: {
    required: ["blog_category"],
    attributes: {
      blog_category: "string",
      blog_category_hi: "string",
      blog_category_kannad: "string",
      slug: "string",
      publish: "boolean",
      sort_order: "integer",
    },
  },

  blogs: {
    draftAndPublish: true,
    required: ["slug", "blog_title"],
    attributes: {
      slug: "string",
      blog_title: "string",
      blog_title_hi: "string",
      blog_title_kannad: "string",
      blog_post: "richtext",
      blog_post_hi: "richtext",
      blog_post_kannad: "richtext",
      Thumbnail: media,
      featured_image: media,
      blogcategory: one("blogcategories"),
      Created_at: "datetime",
      /** How often the post was read, as the insurer's analytics report it (the site does not count: pages are cached). */
      view_count: "integer",
      publish: "boolean",
    },
  },

  /**
   * The insurance-awareness articles of /gi-simplified (issue 16, decision 065), in the
   * blog's field convention (English without a suffix, `_hi`, `_kannad`): `topic` is one of
   * IA_TOPICS (contracts/gi-simplified), `created_at` the editorial date, `reading_minutes`
   * the editor's figure (the page counts the words when it is empty).
   */
  iablogs: {
    draftAndPublish: true,
    required: ["slug", "title", "body", "topic"],
    attributes: {
      slug: "string",
      title: "string",
      title_hi: "string",
      title_kannad: "string",
      summary: "text",
      summary_hi: "text",
      summary_kannad: "text",
      body: "richtext",
      body_hi: "richtext",
      body_kannad: "richtext",
      reading_minutes: "integer",
      /** the article's picture (2:1) and its card's (8:5) */
      image: media,
      thumbnail: media,
      topic: "string",
      publish: "boolean",
    },
  },

  /** The insurance-awareness questions of /gi-simplified (issue 16, decision 065), grouped by `topic`. */
  iafaqs: {
    required: ["question", "answer", "topic"],
    attributes: {
      question: "text",
      question_hi: "text",
      question_kannad: "text",
      answer: "text",
      answer_hi: "text",
      answer_kannad: "text",
      topic: "string",
      sort_order: "integer",
      publish: "boolean",
    },
  },

  /**
   * Awards (issue 16): the list at /awards and one page per award at
   * /award-details/{slug}. `name_*` and `award_for_*` as the home page's
   * awards carousel names them.
   */
  awards: {
    required: ["slug", "name_en", "award_for_en"],
    attributes: {
      slug: "string",
      ...trilingual("name"),
      ...trilingual("award_for"),
      ...trilingual("awarded_by"),
      ...trilingual("description", "richtext"),
      award_date: "date",
      Image: media,
      publish: "boolean",
      Sort_Order: "integer",
    },
  },

  /**
   * News about the company (issue 16): /about-us/{product}-in-news lists the
   * items of one `product` (the topic key, e.g. `sbi-general`), and
   * /news-details/{headline}/{id} shows one (`slug` is the headline segment).
   */
  news: {
    required: ["slug", "title_en", "product", "news_date"],
    attributes: {
      slug: "string",
      product: "string",
      ...trilingual("title"),
      ...trilingual("summary", "text"),
      ...trilingual("description", "richtext"),
      ...trilingual("source"),
      news_date: "date",
      Image: media,
      publish: "boolean",
    },
  },

  /** The board of directors (issue 16): /board-of-director-details and /member-details/{name}/{id}. */
  boards: {
    required: ["slug", "name_en", "designation_en"],
    attributes: {
      /** the name in the member's address, e.g. `meera-raghavan` */
      slug: "string",
      ...trilingual("name"),
      ...trilingual("designation"),
      ...trilingual("description", "richtext"),
      Image: media,
      publish: "boolean",
      Sort_Order: "integer",
    },
  },

  /**
   * The openings of /current-opening (issue 16): an application names its
   * opening by `slug`; one past its `closing_date` (India's day) takes no more.
   */
  jobs: {
    required: ["slug", "title_en"],
    attributes: {
      slug: "string",
      ...trilingual("title"),
      ...trilingual("department"),
      ...trilingual("location"),
      ...trilingual("experience"),
      ...trilingual("description", "richtext"),
      closing_date: "date",
      publish: "boolean",
      Sort_Order: "integer",
    },
  },

  /** The sections of /career-progression (issue 16): how a career grows here, in the editors' order. */
  careerprogressions: { required: ["title_en"], attributes: pageSection },

  /** The sections of /developing-young-leaders (issue 16): the graduate programme, in the editors' order. */
  developingyoungleaders: { required: ["title_en"], attributes: pageSection },

  /** The people of the company in their own words (issue 16): /meet-our-people and /meet-our-people-details/{id}. */
  meetourpeople: {
    required: ["name_en", "designation_en"],
    attributes: {
      ...trilingual("name"),
      ...trilingual("designation"),
      ...trilingual("department"),
      ...trilingual("quote", "text"),
      ...trilingual("story", "richtext"),
      Image: media,
      publish: "boolean",
      Sort_Order: "integer",
    },
  },

  trustfigures: {
    required: ["NumberText_en", "Title_en"],
    attributes: {
      ...trilingual("NumberText"),
      ...trilingual("Title"),
      ...trilingual("Description", "text"),
      Sort_Order: "integer",
    },
  },

  /**
   * The tiles of the home page's "Our reach" section (issue 16, decision 069), which `/our-reach`
   * scrolls to. `measure` names what a tile counts (REACH_MEASURES, contracts/home/reach.ts): the
   * number is counted from the locators' collections when the page renders, never typed here.
   * `link` is the locator the tile opens.
   */
  ourreaches: {
    required: ["measure", "title_en"],
    attributes: {
      measure: "string",
      ...trilingual("title"),
      ...trilingual("description", "text"),
      link: "string",
      publish: "boolean",
      Sort_Order: "integer",
    },
  },

  /**
   * Campaign banners an editor schedules (issue 16, decision 069): shown as HTML text on the
   * `placement` named (`home`, or a product listing: `retail`, `corporate`, `rural`, `health`)
   * from `starts_at` until `ends_at` (date-times with India's offset). Apart from the home
   * page's hero tiles, which stay `homepages.Banner` (spec 2).
   */
  banners: {
    required: ["headline_en", "text_en", "cta_label_en", "link", "starts_at", "ends_at", "placement"],
    attributes: {
      ...trilingual("headline"),
      ...trilingual("text", "text"),
      ...trilingual("cta_label"),
      link: "string",
      /** decorative only: the banner's words are its text fields */
      Image: media,
      starts_at: "datetime",
      ends_at: "datetime",
      placement: "string",
      publish: "boolean",
      Sort_Order: "integer",
    },
  },

  /**
   * The home page's explainer videos (issue 16, decision 069), served from this site's own media
   * (no video platform's player or script): an H.264 MP4, its poster and WebVTT captions in each
   * language. Made by scripts/generate-home-videos.ts.
   */
  homevideos: {
    required: ["title_en", "Video", "Poster", "Captions_en", "transcript_en", "duration_seconds"],
    attributes: {
      ...trilingual("title"),
      ...trilingual("description", "text"),
      Video: media,
      Poster: media,
      Captions_en: media,
      Captions_hi: media,
      Captions_kannad: media,
      /** the captions' text, one line a cue (the page's transcript; a test holds it to the captions) */
      ...trilingual("transcript", "text"),
      duration_seconds: "integer",
      publish: "boolean",
      Sort_Order: "integer",
    },
  },

  mobileappbanners: {
    attributes: {
      Link: "string",
      ...quadrilingual("Alt_Text"),
      Mobile_Banner: media,
      Desktop_Banner: media,
    },
  },

  /**
   * What each health plan of the quote journey offers, row by row, for the
   * compare-plans pages and the plan cards of step 6 (issue 11): `Features`
   * holds one item per row (`feature` is a row key of HEALTH_FEATURE_ROWS,
   * contracts/health/health-features.ts), its value in three languages.
   * Premiums are not content: they come from the rating tables.
   */
  healthplans: {
    required: ["key"],
    attributes: {
      /** The product's catalogue key, as the rating table names the plan. */
      key: "string",
      sort_order: "integer",
      ...trilingual("Summary", "text"),
      Features: list({ feature: "string", ...trilingual("Value", "text") }, ["feature", "Value_en"]),
    },
  },

  /**
   * The car insurance guide pages' explanations (issue 12), one entry per
   * guide (`key` = the page's last path segment), and the worked example the
   * page prices with the motor engine: `Example.base` is a premium request,
   * `Example.contrast` the fields the second column changes.
   */
  motorguides: {
    required: ["key"],
    attributes: {
      key: "string",
      sort_order: "integer",
      Sections: list({ ...trilingual("Heading"), ...trilingual("Body", "text") }, ["Heading_en", "Body_en"]),
      ...trilingual("Example_Title"),
      ...trilingual("Example_Intro", "text"),
      Example: "json",
    },
  },

  // ---- help and regulatory pages (issue 16): the insurer's content service's names ----

  /**
   * Content pages by `slug` whose text is long and structured, as the insurer's content service
   * keeps them: the legal pages (privacy policy, website terms, UCC disclaimer, medical
   * declaration), section by section in three languages, with the date the text takes effect.
   */
  pages: {
    required: ["slug", "title_en"],
    attributes: {
      slug: "string",
      ...trilingual("title"),
      ...trilingual("summary", "text"),
      sections: list({ ...trilingual("heading"), ...trilingual("body", "text") }, ["heading_en", "body_en"]),
      effective_date: "date",
      version: "string",
      publish: "boolean",
    },
  },

  /**
   * The crop scheme (PMFBY) pages' sections (issue 16, decision 062), named as the insurer's
   * content service names the collection: `page` is the page's `pageComponent` (e.g.
   * `pmfby-enrolment-process`), each section a title and body in four languages, with an
   * optional table, document list or questions and answers.
   */
  fasalbimas: {
    required: ["page", "title_en"],
    json: { table: cropTableSchema },
    attributes: {
      page: "string",
      ...quadrilingual("title"),
      ...quadrilingual("body", "richtext"),
      table: "json",
      documents: list(
        { ...quadrilingual("title"), ...quadrilingual("description", "text"), url: "string", publisher: "string" },
        ["title_en", "url"],
      ),
      faqs: list({ ...quadrilingual("question", "text"), ...quadrilingual("answer", "text") }, [
        "question_en",
        "answer_en",
      ]),
      publish: "boolean",
      Sort_Order: "integer",
    },
  },

  /** The FAQ page's groups (`/faq`), in order; `publish` false hides a group from the page. */
  faqcategories: {
    required: ["slug", "Name_en"],
    attributes: {
      slug: "string",
      ...trilingual("Name"),
      sort_order: "integer",
      publish: "boolean",
    },
  },

  /** A topic within a FAQ group, with its questions and answers in three languages. */
  faqsubcategories: {
    required: ["slug", "Name_en"],
    attributes: {
      slug: "string",
      ...trilingual("Name"),
      sort_order: "integer",
      publish: "boolean",
      faqcategory: one("faqcategories"),
      faqs: list({ ...trilingual("question", "text"), ...trilingual("answer", "text") }, ["question_en", "answer_en"]),
    },
  },

  /**
   * The offices of the Insurance Ombudsman (Council for Insurance Ombudsmen), with the states and
   * districts each serves: the grievance page's last level. `address` as the office publishes it.
   */
  ombudsmanoffices: {
    required: ["slug", "city_en", "address"],
    attributes: {
      slug: "string",
      ...trilingual("city"),
      address: "text",
      phone: "string",
      email: "string",
      ...trilingual("jurisdiction", "text"),
      sort_order: "integer",
      publish: "boolean",
    },
  },

  /**
   * The grievance page's escalation levels (issue 16): who to write to, how, and how long each may
   * take, in order; the last levels are the regulator's portal and the Ombudsman.
   */
  grievancelevels: {
    required: ["level", "title_en"],
    attributes: {
      level: "integer",
      ...trilingual("title"),
      ...trilingual("description", "text"),
      ...trilingual("contact", "text"),
      ...trilingual("timeline"),
      link: "string",
      publish: "boolean",
    },
  },

  /**
   * The published service turnaround times (issue 16 "Trust and service promises"): what we
   * commit to, beside the regulation's limit and the rule that sets it.
   */
  serviceturnarounds: {
    required: ["service_en", "commitment_en"],
    attributes: {
      /** claims, grievance, policy or endorsement: the table's groups. */
      category: "string",
      ...trilingual("service"),
      ...trilingual("commitment"),
      ...trilingual("regulatory_limit"),
      /** The regulation and clause the limit comes from. */
      source: "string",
      sort_order: "integer",
      publish: "boolean",
    },
  },

  /**
   * The register of the company's licensed agents and intermediaries that a visitor searches to
   * verify a seller (issue 16): invented names and codes, see content/seed/README.md.
   */
  intermediaries: {
    required: ["licence_code", "name"],
    attributes: {
      licence_code: "string",
      name: "string",
      /** individual-agent, corporate-agent, broker, posp, web-aggregator, imf */
      category: "string",
      ...trilingual("city"),
      ...trilingual("state"),
      valid_from: "date",
      valid_to: "date",
      /** active, suspended or expired. */
      status: "string",
      lines: "string",
    },
  },

  // ---- downloads, disclosures, tenders (issue 16, decision 060): the insurer's content service's names ----

  /** The lines of business /downloads is filtered by (`?line=<slug>`), in the editors' order. */
  downloadcategories: {
    required: ["slug", "name_en"],
    attributes: {
      slug: "string",
      ...trilingual("name"),
      sort_order: "integer",
      publish: "boolean",
    },
  },

  /**
   * A document of /downloads: a product's policy wording, brochure, Customer Information Sheet or
   * proposal form (`file`, a PDF), or a claim form the claims service draws (`link`).
   */
  downloads: {
    required: ["slug", "title_en", "document_type"],
    attributes: {
      slug: "string",
      ...trilingual("title"),
      ...trilingual("description", "text"),
      /** policy-wording, brochure, cis, proposal-form or claim-form (labels: translation keywords `downloads_type_<type>`) */
      document_type: "string",
      /** the catalogue key of the product the document is for (empty for a line's forms) */
      product_key: "string",
      downloadcategory: one("downloadcategories"),
      file: media,
      /** a same-site address of a document drawn on request (a claim form), where there is no `file` */
      link: "string",
      /** the document's version as filed, e.g. "UIN SBIHLIP20144V011920" */
      version: "string",
      sort_order: "integer",
      publish: "boolean",
    },
  },

  /** The financial years of /public-disclosure2 (`year` as "2026-27"), newest first by `start_date`. */
  financialyears: {
    required: ["year", "start_date"],
    attributes: {
      year: "string",
      start_date: "date",
      publish: "boolean",
    },
  },

  /**
   * A quarterly public disclosure (issue 16): one of IRDAI's NL forms of a financial year's quarter,
   * as a PDF. `form_no` as IRDAI numbers it ("NL-1"); `created_at` is the day it was published.
   */
  publicdisclosures: {
    required: ["slug", "form_no", "title_en", "financialyear", "quarter", "file"],
    attributes: {
      slug: "string",
      form_no: "string",
      /** the kind the page groups it under: statements, schedules, solvency, investments, business, claims, governance */
      category: "string",
      ...trilingual("title"),
      financialyear: one("financialyears"),
      /** 1 (April to June) to 4 (January to March) */
      quarter: "integer",
      file: media,
      sort_order: "integer",
      publish: "boolean",
    },
  },

  /**
   * A tender or procurement notice of /tender (issue 16): its dates (bids close at
   * `closing_date`, India's time), its `status` (open, closed, awarded or cancelled; an open
   * tender past its closing date shows as closed) and its documents (the notice, corrigenda).
   */
  tenders: {
    required: ["slug", "reference_no", "title_en", "open_date", "closing_date", "status"],
    attributes: {
      slug: "string",
      reference_no: "string",
      ...trilingual("title"),
      ...trilingual("description", "text"),
      ...trilingual("eligibility", "text"),
      /** the scope of work, one item a line (the detail page, decision 066) */
      ...trilingual("scope", "text"),
      open_date: "date",
      /** the pre-bid meeting, where there is one */
      pre_bid_date: "datetime",
      closing_date: "datetime",
      /** when the bids are opened, where they are opened at a set time */
      opening_date: "datetime",
      /** earnest money deposit and tender fee in rupees; 0 or none is no deposit or fee */
      emd_amount: "integer",
      tender_fee: "integer",
      status: "string",
      ...trilingual("contact_name"),
      contact_email: "string",
      documents: list({ ...trilingual("title"), file: media }, ["title_en", "file"]),
      publish: "boolean",
    },
  },

  /**
   * Unclaimed amounts of policyholders (issue 16, IRDAI's unclaimed amounts rules): what is due,
   * published half-yearly as on `as_on`; found only by policy number, name and date of birth
   * together. Restricted: the content API does not list it to the public.
   */
  unclaimedpolicies: {
    restricted: true,
    required: ["policy_number", "holder_name", "date_of_birth", "amount", "amount_type", "as_on"],
    attributes: {
      policy_number: "string",
      holder_name: "string",
      date_of_birth: "date",
      /** rupees */
      amount: "decimal",
      /** premium-refund, claim-payment, excess-premium or other */
      amount_type: "string",
      due_since: "date",
      as_on: "date",
      publish: "boolean",
    },
  },

  /**
   * The links of /important-links (issue 16): the regulator, grievance bodies, awareness and
   * fraud reporting, government schemes and this site's own pages, grouped by `category`
   * (regulator, awareness, schemes, site). An address of this site opens in place; others in a
   * new tab.
   */
  importantlinks: {
    required: ["slug", "title_en", "url", "category"],
    attributes: {
      slug: "string",
      ...trilingual("title"),
      ...trilingual("description", "text"),
      url: "string",
      category: "string",
      sort_order: "integer",
      publish: "boolean",
    },
  },

  /**
   * The documents of /agent (issue 16, decision 066): becoming an agent, the application form, the
   * code of conduct and checking an agent (`category`: guide, form, conduct, verification), each a PDF.
   */
  agentdocuments: {
    required: ["slug", "title_en", "category", "file"],
    attributes: {
      slug: "string",
      ...trilingual("title"),
      ...trilingual("description", "text"),
      category: "string",
      file: media,
      sort_order: "integer",
      publish: "boolean",
    },
  },

  /**
   * The documents of /about-us/investor-relations (issue 16): financial results, policies and
   * regulatory disclosures (`category`: results, policy, disclosure), each a PDF (`file`) or a
   * page of this site (`link`).
   */
  investordocuments: {
    required: ["slug", "title_en", "category"],
    attributes: {
      slug: "string",
      ...trilingual("title"),
      ...trilingual("description", "text"),
      category: "string",
      file: media,
      link: "string",
      published_on: "date",
      sort_order: "integer",
      publish: "boolean",
    },
  },

  /**
   * The CSR projects of /sbig-cares (issue 16): what each does, where, in which financial year,
   * what was spent (Rs lakh) and for how many people. `focus_area`: health, education,
   * road-safety, environment or disaster-relief (the CSR policy's areas).
   */
  csrprojects: {
    required: ["slug", "title_en", "focus_area", "year"],
    attributes: {
      slug: "string",
      ...trilingual("title"),
      ...trilingual("description", "text"),
      ...trilingual("location"),
      focus_area: "string",
      year: "string",
      amount_lakh: "decimal",
      beneficiaries: "integer",
      sort_order: "integer",
      publish: "boolean",
    },
  },

  /**
   * The locators (issue 15, decision 055): states and union territories,
   * cities, branches, network garages and cashless hospitals, under the
   * names the insurer's existing content service gives them. Generated by
   * scripts/generate-locations.ts; places' names and addresses are written
   * as their postal addresses are, in English.
   */
  states: {
    required: ["code", "name_en"],
    attributes: { code: "string", name_en: "string", name_hi: "string", name_kannad: "string", kind: "string" },
  },

  cities: {
    required: ["name", "state"],
    attributes: { name: "string", state: one("states"), lat: "decimal", lng: "decimal" },
  },

  branches: {
    required: ["name", "slug", "address", "city", "state", "pincode", "lat", "lng"],
    attributes: {
      ...placeAttributes(),
      /** "branch" | "regional-office" */
      type: "string",
    },
  },

  garages: {
    required: ["name", "slug", "address", "city", "state", "pincode", "lat", "lng"],
    json: { makes: z.array(z.string()) },
    attributes: {
      ...placeAttributes(),
      /** "authorised-dealer" | "multi-brand" */
      type: "string",
      /** the makes the garage repairs, as the vehicle catalogue names them */
      makes: "json",
    },
  },

  hospitals: {
    required: ["name", "slug", "address", "city", "state", "pincode", "lat", "lng"],
    json: { specialities: z.array(z.string()) },
    attributes: {
      ...placeAttributes(),
      /** "hospital" | "multi-speciality" | "nursing-home" */
      type: "string",
      /** speciality keys (their labels are the translation keywords `locator_speciality_<key>`) */
      specialities: "json",
      /** in the preferred provider network (agreed package rates) */
      preferred: "boolean",
    },
  },

  /** The hospital networks the cashless locator explains ("cashless", "preferred"), with their notes. */
  hospitallists: {
    required: ["key", "Name_en"],
    attributes: { key: "string", ...trilingual("Name"), ...trilingual("Note", "text"), sort_order: "integer" },
  },

  /** Brand, contact and store settings (docs/guiding-principles.md "Content, not code"); one entry. */
  /**
   * The site's glossary (issue 17, decision 063): for each concept the one Hindi and Kannada term,
   * the forms to avoid, and the Latin-script names and acronyms Hindi and Kannada text may carry.
   * `npm run check:language` reads it from the seed and fails on an avoided form
   * (content/seed/language-style.md is the style guide beside it).
   */
  glossaryterms: {
    required: ["kind", "concept_en"],
    json: {
      avoid_hi: z.array(z.string().min(1)),
      avoid_kannad: z.array(z.string().min(1)),
      avoid_assamese: z.array(z.string().min(1)),
      allowed_phrases: z.array(z.string().min(1)),
      words: z.array(z.string().min(1)),
    },
    attributes: {
      /** term (one concept), spelling (one spelling of a word), latin (names and acronyms allowed in Latin script) */
      kind: "string",
      concept_en: "string",
      term_hi: "string",
      term_kannad: "string",
      /** the crop pages' and their layout's Assamese term (decision 067) */
      term_assamese: "string",
      /** forms a Hindi text must not use: a word start; a trailing `$` asks for the word's end too */
      avoid_hi: "json",
      avoid_kannad: "json",
      avoid_assamese: "json",
      /** phrases an avoided form may stand in (names such as the company's) */
      allowed_phrases: "json",
      /** for kind latin: the words allowed */
      words: "json",
      note_en: "text",
      sort_order: "integer",
    },
  },

  /**
   * What a customer can expect from the company at each moment (issue 16): the promises of
   * /what-you-expect, named as the insurer's content service names them. Each promise is a
   * commitment of the service turnaround table (`serviceturnarounds`), written for a reader.
   */
  whatcanyouexpects: {
    required: ["title_en", "description_en"],
    attributes: {
      /** buying, policy, changes, claims, renewal or complaints: the moment the promise is for */
      moment: "string",
      ...trilingual("title"),
      ...trilingual("description", "text"),
      /** a page of this site that keeps the promise, e.g. /claim/claims-intimation */
      link: "string",
      sort_order: "integer",
      publish: "boolean",
    },
  },

  /**
   * What a buyer needs to decide on a product (issue 16, decision 061): one entry per product and
   * language (`languages.language` en, hi or kannad), beside `productdata`'s heading, intro and
   * highlights. Named as the insurer's content service names it. Generated per product family by
   * `scripts/generate-product-details.ts`; `facts_basis` says whether the facts are the insurer's
   * published ones (`public`) or plausible ones written where none are published (`illustrative`).
   */
  productdetailtranslations: {
    required: ["key"],
    attributes: {
      key: "string",
      product: one("products"),
      languages: many("languages"),
      who_for: "text",
      covered: list({ text: "text" }, ["text"]),
      not_covered: list({ text: "text" }, ["text"]),
      sum_insured: "text",
      /** health lines: initial, specific-illness and pre-existing-disease waiting */
      waiting_periods: list({ label: "string", value: "text" }, ["label", "value"]),
      /** motor, property and top-up lines: the excess or deductible the insured bears */
      deductibles: list({ label: "string", value: "text" }, ["label", "value"]),
      addons: list({ title: "string", description: "text" }, ["title"]),
      claim_steps: list({ title: "string", description: "text" }, ["title"]),
      faqs: list({ question: "text", answer: "text" }, ["question", "answer"]),
      facts_basis: "string",
      publish: "boolean",
    },
  },

  /** The languages a QR-code landing offers (issue 16): `language` as `languages` spells it, its own name. */
  qrlanguages: {
    required: ["language", "label"],
    attributes: { language: "string", label: "string", sort_order: "integer", publish: "boolean" },
  },

  /**
   * A product a QR code on its brochure or policy pack leads to: `/language-preference/{productname}`
   * lets the visitor pick a language, then `/product-features/{product_code}/{tag}` explains a feature.
   */
  qrproducts: {
    required: ["productname", "product_code", "Name_en"],
    attributes: {
      productname: "string",
      product_code: "string",
      ...trilingual("Name"),
      product: one("products"),
      sort_order: "integer",
      publish: "boolean",
    },
  },

  /** One feature of a QR product, at /product-features/{product_code}/{tag}. */
  qrfeatures: {
    required: ["tag", "title_en"],
    attributes: {
      tag: "string",
      qrproduct: one("qrproducts"),
      ...trilingual("title"),
      ...trilingual("description", "text"),
      sort_order: "integer",
      publish: "boolean",
    },
  },

  sitesettings: {
    required: ["Brand_Name_en"],
    attributes: {
      ...quadrilingual("Brand_Name"),
      Logo: media,
      ...quadrilingual("Legal_Address", "text"),
      ...quadrilingual("Copyright", "text"),
      Support_Email: "string",
      Helplines: list(
        {
          ...quadrilingual("Label"),
          Number: "string",
          ...quadrilingual("Hours"),
          Audience: "string",
        },
        ["Label_en", "Number", "Audience"],
      ),
      Social_Links: list({ Network: "string", Url: "string" }, ["Network", "Url"]),
      App_Store_Url: "string",
      Play_Store_Url: "string",
      Consumer_Portal_Url: "string",
    },
  },
} as const satisfies Record<string, CollectionDef>;

export type CollectionName = keyof typeof collections;

/**
 * Other names of a collection, as the insurer's content service also calls it (decision 062):
 * `currentopenings` are the openings of /current-opening, which this service keeps once, as
 * `jobs`. Reads and writes through an alias are those of the collection itself.
 */
export const COLLECTION_ALIASES: Readonly<Record<string, CollectionName>> = { currentopenings: "jobs" };

export function isCollectionName(name: string): name is CollectionName {
  return Object.prototype.hasOwnProperty.call(collections, name);
}

export function collectionDef(name: CollectionName): CollectionDef {
  return collections[name];
}
