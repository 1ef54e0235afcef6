// @vitest-environment jsdom
import fs from "node:fs";
import path from "node:path";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteBrand } from "~/layout/site-settings";
import type { HeaderData } from "./header-data.server";
import { AppStoreLink } from "./app-store-link";
import { MenuProductColumns } from "./menu-products";
import type { MenuProduct, MenuSubCategory } from "./menu-content";
import { SiteHeader } from "./site-header";

const openLeadModal = vi.fn();
vi.mock("~/lead/lead-modal", () => ({
  useLeadModal: () => ({ open: openLeadModal, close: vi.fn() }),
}));

/** The header's English labels, from its seed file (so a missing keyword shows up here too). */
const phrases: Record<string, string> = {};
for (const file of ["0001-common.json", "0200-header.json"]) {
  const rows = JSON.parse(fs.readFileSync(path.resolve("content/seed/translationkeywords", file), "utf8")) as {
    keyword: string;
    content_en: string;
  }[];
  for (const row of rows) phrases[row.keyword] = row.content_en;
}

function renderInRouter(element: React.ReactNode, url = "/") {
  const Stub = createRoutesStub([{ path: "*", Component: () => element, loader: () => ({ phrases }) }]);
  return render(<Stub initialEntries={[url]} />);
}

const products = (n: number): MenuProduct[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, key: `p${i + 1}`, name: `Product ${i + 1}`, href: `/p${i + 1}` }));

const healthSub: MenuSubCategory = { id: 5, name: "Health Insurance", href: "/health-insurance", health: true };
const cyberSub: MenuSubCategory = { id: 10, name: "Cyber Insurance", href: null, health: false };

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  openLeadModal.mockReset();
});

describe("mega-menu products (spec 2, spec 9)", () => {
  function columns(container: HTMLElement) {
    return [...container.querySelectorAll<HTMLElement>("[data-menu-column]")].map((c) =>
      within(c)
        .queryAllByRole("link")
        .map((a) => a.textContent),
    );
  }

  it("lays 20 products out as 4, 4 and 2, with view-all, Explore Plans and Talk To Experts apart", async () => {
    const { container } = renderInRouter(
      <MenuProductColumns subCategory={healthSub} fallbackHref="/product/retail" products={products(20)} lang="en" />,
    );
    await screen.findByText("Product 1");
    const cols = columns(container);
    expect(cols.map((c) => c.length)).toEqual([4, 4, 2]);
    expect(cols[2]).toEqual(["Product 9", "Product 10"]);
    expect(screen.queryByText("Product 11")).toBeNull();
    expect(screen.getByRole("link", { name: "View all Health Insurance products" }).getAttribute("href")).toBe(
      "/health-insurance",
    );
    expect(screen.getByRole("link", { name: "Explore Plans" }).getAttribute("href")).toBe(
      "/health-insurance/explore-plans",
    );
    const box = container.querySelector("[data-talk-to-experts]")!;
    expect(box.closest("[data-menu-column]")).toBeNull();
  });

  it("puts Talk To Experts in the first column under 4 products, and it opens the lead form", async () => {
    const { container } = renderInRouter(
      <MenuProductColumns subCategory={cyberSub} fallbackHref="/product/retail" products={products(1)} lang="en" />,
    );
    await screen.findByText("Product 1");
    const box = container.querySelector("[data-talk-to-experts]")!;
    expect(box.closest("[data-menu-column]")?.getAttribute("data-menu-column")).toBe("0");
    expect(screen.queryByRole("link", { name: /View all/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "Explore Plans" })).toBeNull();
    fireEvent.click(within(box as HTMLElement).getByRole("button", { name: "Request a call back" }));
    expect(openLeadModal).toHaveBeenCalledOnce();
  });

  it("shows view-all above 10 products, to the top category when the sub-category has no page", async () => {
    renderInRouter(
      <MenuProductColumns subCategory={cyberSub} fallbackHref="/product/corporate" products={products(11)} lang="en" />,
    );
    const link = await screen.findByRole("link", { name: "View all Cyber Insurance products" });
    expect(link.getAttribute("href")).toBe("/product/corporate");
  });

  it("shows exactly 10 products without a view-all link", async () => {
    renderInRouter(<MenuProductColumns subCategory={cyberSub} fallbackHref="/x" products={products(10)} lang="en" />);
    await screen.findByText("Product 10");
    expect(screen.queryByRole("link", { name: /View all/ })).toBeNull();
  });

  it("shows a loading skeleton while the products load", async () => {
    renderInRouter(<MenuProductColumns subCategory={cyberSub} fallbackHref={null} products="loading" lang="en" />);
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Loading products…");
  });

  it("links Explore Plans in the page's language", async () => {
    renderInRouter(
      <MenuProductColumns subCategory={healthSub} fallbackHref={null} products={[]} lang="kn" />,
      "/kannada",
    );
    const link = await screen.findByRole("link", { name: "Explore Plans" });
    expect(link.getAttribute("href")).toBe("/health-insurance/explore-plans/kannada");
  });
});

const brand: SiteBrand = {
  brandName: "SBI General Insurance",
  logo: { url: "/uploads/brand/logo.svg", width: 200, height: 56 },
  legalAddress: "",
  copyright: "",
  supportEmail: "customer.care@sbigeneral.in",
  helplines: [
    { label: "Toll-free for customers", number: "1800 102 1111", hours: "", audience: "customers" },
    { label: "Toll-free for agents and intermediaries", number: "1800 22 1111", hours: "", audience: "agents" },
    { label: "Health and personal accident helpline", number: "1800 210 3366", hours: "24x7", audience: "health" },
    { label: "Health and personal accident helpline", number: "1800 210 6366", hours: "24x7", audience: "health" },
  ],
};

const headerData: HeaderData = {
  categories: [
    { id: 1, name: "Retail", href: "/product/retail" },
    { id: 2, name: "Corporate", href: "/product/corporate" },
  ],
  subCategories: { 1: [healthSub, cyberSub] },
  products: { 5: products(12), 10: products(1) },
  salesPartner: false,
  buyNowPage: false,
  accessibilityControls: true,
  appStoreUrl: "https://apps.example/ios",
  playStoreUrl: "https://play.example/android",
};

function renderHeader(data: HeaderData = headerData, url = "/") {
  return renderInRouter(
    <SiteHeader data={data} brand={brand} lang="en" langs={["en", "hi", "kn"]} basePath="/" crop={false} />,
    url,
  );
}

describe("site header", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "matchMedia",
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
  });

  it("renders a panel once it is opened (not in every page's HTML), the first from the layout's data, without a request", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const { container } = renderHeader();
    await screen.findByRole("navigation", { name: "Insurance products" });
    const panel = container.querySelector('[data-menu-panel="1"]')!;
    expect(panel.childElementCount).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Retail" }));
    expect(within(panel as HTMLElement).getAllByRole("link", { name: /Product/, hidden: true })).toHaveLength(11);
    // closed again, it stays rendered
    fireEvent.click(screen.getByRole("button", { name: "Retail" }));
    expect(within(panel as HTMLElement).getAllByRole("link", { name: /Product/, hidden: true })).toHaveLength(11);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("follows the disclosure pattern: Enter opens, arrows move, Escape closes", async () => {
    renderHeader();
    const retail = await screen.findByRole("button", { name: "Retail" });
    const corporate = screen.getByRole("button", { name: "Corporate" });
    expect(retail.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(retail);
    expect(retail.getAttribute("aria-expanded")).toBe("true");
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false"]);
    act(() => tabs[0]!.focus());
    fireEvent.keyDown(tabs[0]!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toContain("Request a call back");
    fireEvent.keyDown(tabs[1]!, { key: "Escape" });
    expect(retail.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(retail);
    fireEvent.keyDown(retail, { key: "ArrowRight" });
    expect(document.activeElement).toBe(corporate);
    fireEvent.keyDown(corporate, { key: "ArrowRight" });
    expect(document.activeElement).toBe(retail);
  });

  it("loads another category's sub-categories and products from the content service (spec 7)", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        urls.push(url);
        const body = url.startsWith("/content/productcategories")
          ? [
              {
                id: 12,
                Name_en: "Group Health Insurance",
                Name_hi: "",
                Name_kannad: "",
                category_url: "",
                productcategories: [],
              },
            ]
          : [
              {
                id: 40,
                key: "group-health-insurance",
                Name_en: "Group Health",
                Name_hi: "",
                Name_kannad: "",
                productcategories: [{ id: 12 }],
              },
            ];
        return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
      }),
    );
    renderHeader();
    fireEvent.click(await screen.findByRole("button", { name: "Corporate" }));
    const link = await screen.findByRole("link", { name: "Group Health" }, { timeout: 5000 });
    expect(link.getAttribute("href")).toBe("/health-insurance/group-health-insurance");
    expect(urls).toEqual([
      "/content/productcategories?productcategories=2&is_active=true&isMenu=true&_sort=sort_order:ASC",
      "/content/products?productcategories=12&_sort=sort_order:ASC&is_active=true&isMenu=true&_limit=-1",
    ]);
  });

  it("offers quick links, what's new and need help with tappable numbers", async () => {
    renderHeader();
    fireEvent.click(await screen.findByRole("button", { name: "Quick Links" }));
    expect(screen.getByRole("link", { name: "Unsubscribe Auto Debit" }).getAttribute("href")).toBe(
      "/changepolicydetails/unsubscribe_auto_debit",
    );
    expect(screen.getByRole("button", { name: "Create ABHA ID" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "What's New" }));
    expect(screen.getByRole("link", { name: "Good Health" }).getAttribute("href")).toBe("/good-health/index.html");
    fireEvent.click(screen.getByRole("button", { name: "Need Help?" }));
    expect(screen.getByRole("link", { name: "1800 210 6366" }).getAttribute("href")).toBe("tel:18002106366");
    expect(screen.getByRole("link", { name: "customer.care@sbigeneral.in" }).getAttribute("href")).toBe(
      "mailto:customer.care@sbigeneral.in",
    );
  });

  it("shows the full header to ordinary visitors", async () => {
    renderHeader();
    await screen.findByRole("navigation", { name: "Insurance products" });
    expect(screen.getByRole("navigation", { name: "Choose language" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Quick Links" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "SBI General Insurance home" })).toBeTruthy();
  });

  it("reduces the header for a sales partner named by the address (spec 4)", async () => {
    renderHeader({ ...headerData, salesPartner: true });
    await screen.findByRole("button", { name: "What's New" });
    expect(screen.queryByRole("navigation", { name: "Insurance products" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Choose language" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Quick Links" })).toBeNull();
    expect(screen.queryByRole("link", { name: "SBI General Insurance home" })).toBeNull();
    expect(screen.getByRole("img", { name: "SBI General Insurance" })).toBeTruthy();
  });

  it("reduces the header for a sales partner remembered in local storage (sslid)", async () => {
    localStorage.setItem("sslid", "SSL-1");
    renderHeader();
    await screen.findByRole("button", { name: "What's New" });
    expect(screen.queryByRole("navigation", { name: "Insurance products" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Quick Links" })).toBeNull();
  });

  it("hides the accessibility controls where the page says so", async () => {
    renderHeader({ ...headerData, accessibilityControls: false });
    await screen.findByRole("button", { name: "What's New" });
    expect(screen.queryByRole("group", { name: "Accessibility options" })).toBeNull();
  });
});

describe("app link (spec 2: App Store on iOS)", () => {
  it("leads Android and desktop visitors to the Play Store", async () => {
    renderInRouter(
      <AppStoreLink appStoreUrl="https://apps.example/ios" playStoreUrl="https://play.example" className="" />,
    );
    expect((await screen.findByRole("link", { name: "Download our app" })).getAttribute("href")).toBe(
      "https://play.example",
    );
  });

  it("leads iPhone visitors to the App Store", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15",
    );
    renderInRouter(
      <AppStoreLink appStoreUrl="https://apps.example/ios" playStoreUrl="https://play.example" className="" />,
    );
    expect((await screen.findByRole("link", { name: "Download our app" })).getAttribute("href")).toBe(
      "https://apps.example/ios",
    );
  });
});
