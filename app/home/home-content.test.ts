import { describe, expect, it } from "vitest";
import type { ComponentOf, Entry, Media } from "@contracts/content/entry-types";
import { testEntry } from "@contracts/content/test-entry";
import { BLOG_TEASER_POSTS } from "~/content/queries";
import {
  BLOG_TEASER_CHARS,
  plainTextOf,
  reshapeAwards,
  reshapeBanner,
  reshapeBelowBanner,
  reshapeBlogs,
  reshapeTestimonials,
  reshapeTrustFigures,
  reshapeWhy,
  sortBySortOrder,
} from "./home-content";

type AwardEntry = ComponentOf<"homepages", "Awards">;
type BannerEntry = ComponentOf<"homepages", "Banner">;
type BelowBannerEntry = ComponentOf<"homepages", "BelowBanner">;
type BlogEntry = Entry<"blogs">;
type TestimonialEntry = Entry<"testimonials">;
type TrustFigureEntry = Entry<"trustfigures">;

const media = (url: string): Media => ({
  id: 1,
  name: url,
  alternativeText: "",
  width: 1200,
  height: 480,
  mime: "image/svg+xml",
  size: 1,
  url,
  formats: null,
});

function tile(name: string, extra: Partial<BannerEntry> = {}): BannerEntry {
  return {
    LOB_Name_en: name,
    LOB_Name_hi: `${name}-hi`,
    LOB_Name_kannad: `${name}-kn`,
    LOB_Link: `/${name.toLowerCase()}`,
    LOB_Link_Target: "_self",
    LOB_Status: true,
    LOB_Tooltip_Text_en: "",
    LOB_Tooltip_Text_hi: "",
    LOB_Tooltip_Text_kannad: "",
    LOB_Icon: media(`/icon-${name}.svg`),
    LOB_Banner_Image: media(`/banner-${name}.svg`),
    Sort_Order: null,
    ...extra,
  };
}

describe("sorting (spec 4: home sections sort by Sort_Order)", () => {
  it("orders by Sort_Order, keeps content order for ties, puts entries without one last", () => {
    const items = [
      { id: "c", Sort_Order: 3 },
      { id: "none", Sort_Order: null },
      { id: "a", Sort_Order: 1 },
      { id: "b1", Sort_Order: 2 },
      { id: "b2", Sort_Order: 2 },
    ];
    expect(sortBySortOrder(items).map((i) => i.id)).toEqual(["a", "b1", "b2", "c", "none"]);
    expect(sortBySortOrder(null)).toEqual([]);
  });

  it("applies to every home section", () => {
    const figures = [3, 1, 2].map(
      (n) =>
        ({
          id: n,
          NumberText_en: `${n}`,
          Title_en: `T${n}`,
          Description_en: "",
          Sort_Order: n,
        }) as TrustFigureEntry,
    );
    expect(reshapeTrustFigures(figures, "en").map((f) => f.number)).toEqual(["1", "2", "3"]);
    const why = reshapeWhy(
      [
        { Title_en: "second", Sort_Order: 2 },
        { Title_en: "first", Sort_Order: 1 },
      ].map((w) => ({ Caption_en: "", Description_en: "", Image: null, ReadMore_Link: null, ...w }) as never),
      "en",
    );
    expect(why.map((w) => w.title)).toEqual(["first", "second"]);
  });
});

describe("banner (spec 2)", () => {
  const entries = [
    tile("Travel", { Sort_Order: 3 }),
    tile("default", { Sort_Order: 0 }),
    tile("Health", { Sort_Order: 2, LOB_Tooltip_Text_en: "New", LOB_Tooltip_Text_hi: "नया" }),
    tile("Car", { Sort_Order: 1 }),
    tile("Hidden", { Sort_Order: 4, LOB_Status: false }),
    tile("More", { Sort_Order: 9, LOB_Link: "/somewhere-else" }),
  ];

  it("takes the default banner image from the entry named 'default', which is not a tile", () => {
    const banner = reshapeBanner(entries, "en");
    expect(banner.defaultImage?.url).toBe("/banner-default.svg");
    expect(banner.tiles.map((t) => t.name)).toEqual(["Car", "Health", "Travel", "More"]);
  });

  it("falls back to the first tile's image when there is no default entry", () => {
    const banner = reshapeBanner(
      entries.filter((e) => e.LOB_Name_en !== "default"),
      "en",
    );
    expect(banner.defaultImage?.url).toBe("/banner-Car.svg");
  });

  it("puts a 'new' ribbon, with the tooltip text, on tiles that have one in the page's language", () => {
    const en = reshapeBanner(entries, "en").tiles;
    expect(en.find((t) => t.name === "Health")?.ribbon).toBe("New");
    expect(en.find((t) => t.name === "Car")?.ribbon).toBeNull();
    const hi = reshapeBanner(entries, "hi").tiles;
    expect(hi.find((t) => t.name === "Health-hi")?.ribbon).toBe("नया");
    // blank tooltip text is no tooltip
    const blank = reshapeBanner([tile("Car", { LOB_Tooltip_Text_en: "   " })], "en").tiles;
    expect(blank[0]?.ribbon).toBeNull();
  });

  it("sends the 'more' tile to /product in the page's language", () => {
    const more = reshapeBanner(entries, "kn").tiles.find((t) => t.more);
    expect(more?.link.href).toBe("/product/kannada");
    expect(reshapeBanner(entries, "en").tiles.find((t) => t.more)?.link.href).toBe("/product");
  });

  it("localizes the tiles' page links and keeps the content's target", () => {
    const car = reshapeBanner(
      [tile("Car", { LOB_Link: "/motor-insurance/private-car-insurance", LOB_Link_Target: "_blank" })],
      "hi",
    ).tiles[0];
    expect(car?.link).toMatchObject({
      href: "/motor-insurance/private-car-insurance/hindi",
      newTab: true,
      page: true,
    });
  });
});

describe("below-banner tabs (spec 2)", () => {
  const tab = (text: string, link: string, order: number, target = "_self"): BelowBannerEntry => ({
    Topic_en: `topic ${order}`,
    Topic_hi: null,
    Topic_kannad: null,
    Title_en: "t",
    Title_hi: null,
    Title_kannad: null,
    Description_en: "d",
    Description_hi: null,
    Description_kannad: null,
    Button_Text_en: text,
    Button_Text_hi: null,
    Button_Text_kannad: null,
    Button_Link: link,
    Button_Link_Target: target,
    Sort_Order: order,
  });

  it("opens the lead modal from 'Talk To Experts' and links the others with their target", () => {
    const tabs = reshapeBelowBanner(
      [
        tab("Renew Now", "/policy-renewal", 3, "_blank"),
        tab("Talk To Experts", "#talk-to-experts", 2),
        tab("Explore Products", "/product", 1),
      ],
      "en",
    );
    expect(tabs.map((t) => t.topic)).toEqual(["topic 1", "topic 2", "topic 3"]);
    expect(tabs[1]?.action).toEqual({ kind: "lead" });
    expect(tabs[2]?.action).toEqual({
      kind: "link",
      link: { href: "/policy-renewal", kind: "internal", newTab: true, page: true },
    });
  });

  it("recognises the lead button by its anchor whatever its text", () => {
    const [only] = reshapeBelowBanner([tab("Call me back", "#talk-to-experts", 1)], "en");
    expect(only?.action.kind).toBe("lead");
  });
});

describe("latest blog posts (spec 7, 9: 3 posts, 130 characters)", () => {
  const post = (id: number, created: string, text: string): BlogEntry =>
    testEntry("blogs", {
      id,
      created_at: created,
      updated_at: created,
      slug: `post-${id}`,
      blog_title: `Post ${id}`,
      blog_title_hi: `पोस्ट ${id}`,
      blog_post: text,
      Thumbnail: media(`/thumb-${id}.svg`),
      blogcategory: testEntry("blogcategories", { blog_category: "Motor", blog_category_hi: "मोटर" }),
      Created_at: created,
    });
  const long = `## Heading\n\nIf you have **driven** a full year without a claim, see [the table](/ncb).\n\n- 1 year: 20%\n- 2 years: 25%\n\n${"More words follow here. ".repeat(20)}`;

  it("keeps the newest 3, with 130 characters of each post's text and an ellipsis", () => {
    const posts = reshapeBlogs(
      [
        post(1, "2026-01-01T00:00:00Z", long),
        post(2, "2026-03-01T00:00:00Z", "Short post."),
        post(3, "2026-02-01T00:00:00Z", long),
        post(4, "2026-04-01T00:00:00Z", long),
      ],
      "en",
      BLOG_TEASER_POSTS,
    );
    expect(posts.map((p) => p.id)).toEqual([4, 2, 3]);
    const teaser = posts[0]!.teaser;
    expect(teaser.endsWith("…")).toBe(true);
    expect(Array.from(teaser.slice(0, -1)).length).toBeLessThanOrEqual(BLOG_TEASER_CHARS);
    expect(
      teaser.startsWith(
        "Heading If you have driven a full year without a claim, see the table. 1 year: 20% 2 years: 25%",
      ),
    ).toBe(true);
    expect(teaser).not.toMatch(/[#*[\]]/);
    expect(posts[1]!.teaser).toBe("Short post.");
    expect(posts[0]!.href).toBe("/blog-details/post-4");
  });

  it("counts characters, not bytes, in Hindi and falls back to English for missing text", () => {
    const hindi = post(5, "2026-05-01T00:00:00Z", "English text.");
    hindi.blog_post_hi = "क्लेम ".repeat(60);
    const [one] = reshapeBlogs([hindi], "hi", 3);
    expect(Array.from(one!.teaser).length).toBe(BLOG_TEASER_CHARS + 1);
    expect(one!.title).toBe("पोस्ट 5");
    expect(one!.category).toBe("मोटर");
    expect(one!.href).toBe("/blog-details/post-5/hindi");
    expect(one!.date).toBe("1 मई 2026");
    const [kn] = reshapeBlogs([hindi], "kn", 3);
    expect(kn!.title).toBe("Post 5");
  });

  it("reads Markdown as plain text", () => {
    expect(plainTextOf("# Title\n\n1. **Bold** and _em_ with `code`\n> quote ![alt](/x.png)")).toBe(
      "Title Bold and em with code quote alt",
    );
  });
});

describe("awards and testimonials", () => {
  it("shows active awards only, in order", () => {
    const award = (name: string, order: number, status: boolean | null): AwardEntry => ({
      award_for_en: `for ${name}`,
      award_for_hi: null,
      award_for_kannad: null,
      name_en: name,
      name_hi: null,
      name_kannad: null,
      Image: null,
      status,
      Sort_Order: order,
    });
    expect(
      reshapeAwards([award("b", 2, true), award("off", 1, false), award("a", 1, null)], "en").map((a) => a.name),
    ).toEqual(["a", "b"]);
  });

  it("shows testimonials flagged for the home page and active (spec 7)", () => {
    const t = (id: number, display: boolean, status: boolean) =>
      ({
        id,
        client_name: `c${id}`,
        message_en: "m",
        category_en: "",
        Customer_Image: null,
        display_on_homepage: display,
        status,
      }) as unknown as TestimonialEntry;
    expect(
      reshapeTestimonials([t(1, true, true), t(2, false, true), t(3, true, false)], "en").map((x) => x.id),
    ).toEqual([1]);
  });
});
