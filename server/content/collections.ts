/**
 * The content model: every collection the content service serves, with its
 * attributes. Field names are the contract of spec section 3 (including the
 * irregular `_kannad` / `_kannada` suffixes) — see shared/design/content-api.md.
 *
 * Seed files in content/seed/ and the query engine both read this registry.
 */

export type ScalarType =
  "string" | "text" | "richtext" | "integer" | "decimal" | "boolean" | "date" | "datetime" | "json";

export type Attribute =
  | ScalarType
  | { type: "media"; multiple?: boolean }
  | { type: "relation"; target: string; many: boolean }
  | { type: "component"; repeatable: boolean; fields: Record<string, Attribute> };

export interface CollectionDef {
  attributes: Record<string, Attribute>;
  /** true when entries may be drafts (`published_at` null) hidden by `_publicationState=live`. */
  draftAndPublish?: boolean;
}

const media = { type: "media" } as const;
const many = (target: string) => ({ type: "relation", target, many: true }) as const;
const one = (target: string) => ({ type: "relation", target, many: false }) as const;
const list = (fields: Record<string, Attribute>) => ({ type: "component", repeatable: true, fields }) as const;

/** `base_en`, `base_hi`, `base_kannad` with one type. */
function trilingual(base: string, type: ScalarType = "string"): Record<string, Attribute> {
  return { [`${base}_en`]: type, [`${base}_hi`]: type, [`${base}_kannad`]: type };
}

export const collections = {
  languages: {
    attributes: { language: "string" },
  },

  productcategories: {
    attributes: {
      ...trilingual("Name"),
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
    attributes: {
      key: "string",
      productName: "string",
      crmProductName: "string",
      prodEventName: "string",
      productType: "string",
      ...trilingual("Name"),
      ...trilingual("Description", "text"),
      ...trilingual("Tooltip_text", "text"),
      smallicon: media,
      productcategories: many("productcategories"),
      sort_order: "integer",
      is_active: "boolean",
      isMenu: "boolean",
    },
  },

  productdata: {
    attributes: {
      key: "string",
      heading: "string",
      intro: "text",
      highlights: list({ title: "string", description: "text" }),
      languages: many("languages"),
      product: one("products"),
    },
  },

  menucategories: {
    attributes: {
      ...trilingual("Name"),
      menu_type: "string",
      display_order: "integer",
      status: "boolean",
      sub_menu_items: list({
        title_en: "string",
        title_hi: "string",
        title_kannad: "string",
        menu_link: "string",
        /** "internal" | "External" | "Download" */
        link_type: "string",
      }),
    },
  },

  keywords: {
    attributes: { Name: "string", Name_hi: "string", Name_kannad: "string", link: "string" },
  },

  homepages: {
    attributes: {
      Banner: list({
        ...trilingual("LOB_Name"),
        LOB_Link: "string",
        LOB_Link_Target: "string",
        LOB_Status: "boolean",
        ...trilingual("LOB_Tooltip_Text"),
        LOB_Icon: media,
        LOB_Banner_Image: media,
        Sort_Order: "integer",
      }),
      BelowBanner: list({
        ...trilingual("Topic"),
        ...trilingual("Title"),
        ...trilingual("Description", "text"),
        ...trilingual("Button_Text"),
        Button_Link: "string",
        Button_Link_Target: "string",
        Sort_Order: "integer",
      }),
      Affordability: list({
        ...trilingual("Title"),
        ...trilingual("Description", "text"),
        Image: media,
        Sort_Order: "integer",
      }),
      Review_Ratings: list({
        ...trilingual("Title"),
        Rating: "decimal",
        Review_Count: "string",
        Source: "string",
        Sort_Order: "integer",
      }),
      WhySBI: list({
        ...trilingual("Caption"),
        ...trilingual("Title"),
        ...trilingual("Description", "text"),
        Image: media,
        ReadMore_Link: "string",
        Sort_Order: "integer",
      }),
      Awards: list({
        award_for_en: "string",
        award_for_hi: "string",
        award_for_kannad: "string",
        name_en: "string",
        name_hi: "string",
        name_kannad: "string",
        Image: media,
        status: "boolean",
        Sort_Order: "integer",
      }),
    },
  },

  testimonials: {
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
    attributes: { page_name: "string" },
  },

  translationkeywords: {
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
    attributes: {
      /** "Vision" or "Mission" */
      title: "string",
      description_en: "text",
      description_hi: "text",
      description_kannad: "text",
    },
  },

  leadproducts: {
    attributes: {
      ProductDisplayName: "string",
      ProductDisplayName_hi: "string",
      ProductDisplayName_kannad: "string",
      ProductValue: "string",
    },
  },

  helmetdata: {
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
      breadcrumbs_items: list({ name: "string", item: "string" }),
      faq_items: list({ question: "text", answer: "text" }),
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

  blogcategories: {
    attributes: { blog_category: "string", blog_category_hi: "string", blog_category_kannad: "string" },
  },

  blogs: {
    draftAndPublish: true,
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
    },
  },

  trustfigures: {
    attributes: {
      ...trilingual("NumberText"),
      ...trilingual("Title"),
      ...trilingual("Description", "text"),
      Sort_Order: "integer",
    },
  },

  mobileappbanners: {
    attributes: {
      Link: "string",
      ...trilingual("Alt_Text"),
      Mobile_Banner: media,
      Desktop_Banner: media,
    },
  },

  /** Brand, contact and store settings (DESIGN.md "Content, not code"); one entry. */
  sitesettings: {
    attributes: {
      ...trilingual("Brand_Name"),
      Logo: media,
      ...trilingual("Legal_Address", "text"),
      ...trilingual("Copyright", "text"),
      Support_Email: "string",
      Helplines: list({
        ...trilingual("Label"),
        Number: "string",
        ...trilingual("Hours"),
        Audience: "string",
      }),
      Social_Links: list({ Network: "string", Url: "string" }),
      App_Store_Url: "string",
      Play_Store_Url: "string",
      Consumer_Portal_Url: "string",
    },
  },
} satisfies Record<string, CollectionDef>;

export type CollectionName = keyof typeof collections;

export function isCollectionName(name: string): name is CollectionName {
  return Object.prototype.hasOwnProperty.call(collections, name);
}

export function collectionDef(name: CollectionName): CollectionDef {
  return collections[name];
}
