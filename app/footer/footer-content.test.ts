import { describe, expect, it } from "vitest";
import { testEntry } from "@contracts/content/test-entry";
import { storeUrlsOf } from "~/layout/site-settings";
import { linkKindOf, resolveContentLink } from "~/routing/content-link";
import { reshapeFooterMenus, reshapeFooterProducts, reshapeKeywords, reshapeObjectives } from "./footer-content";
import type { Entry } from "@contracts/content/entry-types";

const menu = (id: number, order: number | null, extra: Partial<Entry<"menucategories">> = {}) =>
  testEntry("menucategories", {
    id,
    Name_en: `Menu ${id}`,
    Name_hi: `मेनू ${id}`,
    menu_type: "FooterMenu",
    display_order: order,
    status: true,
    sub_menu_items: [
      {
        title_en: `Item ${id}`,
        title_hi: null,
        title_kannad: null,
        title_assamese: null,
        menu_link: "/about-us",
        link_type: "internal",
      },
    ],
    ...extra,
  });

describe("footer link types (spec 3: internal, External, Download)", () => {
  it("reads the link type, in any case, and treats anything else as internal", () => {
    expect(linkKindOf("External", "https://irdai.gov.in")).toBe("external");
    expect(linkKindOf("external", "https://irdai.gov.in")).toBe("external");
    expect(linkKindOf("Download", "/uploads/downloads/claim-form-motor.pdf")).toBe("download");
    expect(linkKindOf("internal", "/claim")).toBe("internal");
    expect(linkKindOf(null, "/claim")).toBe("internal");
    // an absolute address can only be left by a new tab, whatever the type says
    expect(linkKindOf("", "https://bimabharosa.irdai.gov.in")).toBe("external");
  });

  it("localizes internal page links, leaves files and external addresses alone", () => {
    expect(resolveContentLink("/claim/claims-intimation", "kn", { linkType: "internal" })).toEqual({
      href: "/claim/claims-intimation/kannada",
      kind: "internal",
      newTab: false,
      page: true,
    });
    expect(resolveContentLink("/faq?topic=motor#renew", "hi")).toMatchObject({ href: "/faq/hindi?topic=motor#renew" });
    expect(resolveContentLink("/uploads/downloads/claim-form-motor.pdf", "hi", { linkType: "Download" })).toEqual({
      href: "/uploads/downloads/claim-form-motor.pdf",
      kind: "download",
      newTab: false,
      page: false,
    });
    expect(resolveContentLink("https://irdai.gov.in", "hi", { linkType: "External" })).toEqual({
      href: "https://irdai.gov.in",
      kind: "external",
      newTab: true,
      page: false,
    });
    expect(resolveContentLink("/no/such/page", "hi").page).toBe(false);
  });
});

describe("footer menus (spec 7: FooterMenu, status, display_order)", () => {
  it("sorts by display_order and drops inactive menus, other menu types and empty ones", () => {
    const menus = reshapeFooterMenus(
      [
        menu(3, 3),
        menu(1, 1),
        menu(9, 2, { status: false }),
        menu(7, 0, { menu_type: "OtherMenu" }),
        menu(4, null),
        menu(5, 4, { sub_menu_items: [] }),
        menu(2, 2),
      ],
      "hi",
    );
    expect(menus.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(menus[0]).toEqual({
      id: 1,
      title: "मेनू 1",
      // no Hindi title: English stays rather than an empty link
      links: [{ label: "Item 1", link: { href: "/about-us/hindi", kind: "internal", newTab: false, page: true } }],
    });
  });
});

describe("products, keywords, objectives, stores", () => {
  it("lists active menu products with language paths", () => {
    const p = (id: number, key: string, active: boolean) =>
      testEntry("products", {
        id,
        key,
        Name_en: key,
        Name_hi: `${key}-hi`,
        Name_kannad: "",
        is_active: active,
        isMenu: true,
      });
    expect(reshapeFooterProducts([p(1, "private-car-insurance", true), p(2, "old", false)], "hi")).toEqual([
      {
        id: 1,
        key: "private-car-insurance",
        name: "private-car-insurance-hi",
        href: "/motor-insurance/private-car-insurance/hindi",
      },
    ]);
  });

  it("names keywords in the page's language (English has no suffix)", () => {
    const k = testEntry("keywords", {
      Name: "Car Insurance",
      Name_hi: "कार बीमा",
      Name_kannad: "ಕಾರು ವಿಮೆ",
      link: "/motor-insurance/car-insurance-online",
    });
    expect(reshapeKeywords([k], "en")[0]?.label).toBe("Car Insurance");
    expect(reshapeKeywords([k], "kn")[0]).toEqual({
      label: "ಕಾರು ವಿಮೆ",
      link: { href: "/motor-insurance/car-insurance-online/kannada", kind: "internal", newTab: false, page: true },
    });
  });

  it("puts the vision before the mission", () => {
    const o = (id: number, title: string) => testEntry("objectives", { id, title, description_en: `${title} text` });
    expect(reshapeObjectives([o(2, "Mission"), o(1, "Vision")], "en").map((x) => x.kind)).toEqual([
      "vision",
      "mission",
    ]);
  });

  it("reads the store links from the site settings", () => {
    expect(storeUrlsOf(null)).toEqual({ appStore: null, playStore: null });
    expect(
      storeUrlsOf(testEntry("sitesettings", { App_Store_Url: "https://apps.apple.com/x", Play_Store_Url: "" })),
    ).toEqual({ appStore: "https://apps.apple.com/x", playStore: null });
  });
});
