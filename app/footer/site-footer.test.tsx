// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SiteBrand } from "~/layout/site-settings";
import { seedPhrases } from "~/i18n/test-phrases";
import type { FooterData } from "./footer-data.server";
import { SiteFooter } from "./site-footer";

const phrases = seedPhrases();

const brand: SiteBrand = {
  brandName: "SBI General Insurance",
  logo: { url: "/uploads/brand/logo.svg", width: 200, height: 56 },
  legalAddress: "Fulcrum Building, Mumbai",
  copyright: "© 2026 SBI General Insurance Company Limited.",
  supportEmail: "customer.care@sbigeneral.in",
  helplines: [
    { label: "Toll-free for customers", number: "1800 102 1111", hours: "", audience: "customers" },
    { label: "Toll-free for agents", number: "1800 22 1111", hours: "", audience: "agents" },
    { label: "Health", number: "1800 210 3366", hours: "24x7", audience: "health" },
  ],
};

const data: FooterData = {
  menus: [
    {
      id: 3,
      title: "Claims",
      links: [
        {
          label: "Claim Status",
          link: { href: "/claim/claims-status-and-intimation", kind: "internal", newTab: false, page: true },
        },
        {
          label: "Motor Claim Form (PDF)",
          link: { href: "/uploads/downloads/claim-form-motor.pdf", kind: "download", newTab: false, page: false },
        },
      ],
    },
    {
      id: 5,
      title: "Useful Links",
      links: [{ label: "IRDAI", link: { href: "https://irdai.gov.in", kind: "external", newTab: true, page: false } }],
    },
  ],
  products: [
    {
      id: 1,
      key: "private-car-insurance",
      name: "Private Car Insurance",
      href: "/motor-insurance/private-car-insurance",
    },
    { id: 40, key: "retail-health", name: "Retail Health Insurance", href: "/retail-health" },
  ],
  keywords: [
    {
      label: "No Claim Bonus",
      link: { href: "/motor-insurance/car-insurance-online/ncb", kind: "internal", newTab: false, page: true },
    },
  ],
  objectives: [
    { kind: "vision", title: "Vision", description: "To be the most trusted insurer." },
    { kind: "mission", title: "Mission", description: "To settle claims promptly." },
  ],
  stores: {
    appStore: "https://apps.apple.com/in/app/id1",
    playStore: "https://play.google.com/store/apps/details?id=x",
  },
  consumerPortalUrl: "https://bimabharosa.irdai.gov.in",
  social: [{ network: "Facebook", url: "https://www.facebook.com/SBIGeneralInsurance" }],
  appImage: null,
};

function renderFooter(footer: FooterData = data) {
  const Stub = createRoutesStub([
    { path: "*", Component: () => <SiteFooter brand={brand} lang="en" data={footer} />, loader: () => ({ phrases }) },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("footer menu link types (spec 3: internal, External, Download)", () => {
  it("navigates internal links in the app, opens External ones in a new tab and downloads Download ones", async () => {
    renderFooter();
    const menus = await screen.findByRole("navigation", { name: "Site links" });
    expect(
      within(menus)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(["Claims", "Useful Links"]);

    const internal = within(menus).getByRole("link", { name: "Claim Status" });
    expect(internal.getAttribute("href")).toBe("/claim/claims-status-and-intimation");
    expect(internal.getAttribute("target")).toBeNull();
    expect(internal.hasAttribute("download")).toBe(false);

    const external = within(menus).getByRole("link", { name: "IRDAI (opens in a new tab)" });
    expect(external.getAttribute("target")).toBe("_blank");
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");

    const download = within(menus).getByRole("link", { name: "Motor Claim Form (PDF) (downloads a file)" });
    expect(download.hasAttribute("download")).toBe(true);
    expect(download.getAttribute("href")).toBe("/uploads/downloads/claim-form-motor.pdf");
  });

  it("shows the customer and agent helplines, vision and mission, stores, the consumer portal and social links", async () => {
    renderFooter();
    await screen.findByRole("navigation", { name: "Site links" });
    expect(screen.getByRole("link", { name: "1800 102 1111" }).getAttribute("href")).toBe("tel:18001021111");
    expect(screen.getByRole("link", { name: "1800 22 1111" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "1800 210 3366" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Our Vision" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Our Mission" })).toBeTruthy();
    expect(document.querySelector("[data-store=app-store]")?.getAttribute("href")).toBe(data.stores!.appStore);
    expect(document.querySelector("[data-store=play-store]")?.getAttribute("href")).toBe(data.stores!.playStore);
    expect(document.querySelector("[data-consumer-portal]")?.getAttribute("href")).toBe(
      "https://bimabharosa.irdai.gov.in",
    );
    expect(screen.getByRole("link", { name: "Follow us on Facebook" }).getAttribute("target")).toBe("_blank");
    expect(screen.getByText(/Best viewed in the latest versions/)).toBeTruthy();
    expect(screen.getByText(data.objectives![0]!.description)).toBeTruthy();
  });

  it("keeps the Our Products and Popular Keywords accordions closed, with their links in the page", async () => {
    renderFooter();
    await screen.findByRole("navigation", { name: "Site links" });
    const products = document.querySelector<HTMLDetailsElement>("[data-footer-accordion=footer-products]")!;
    const keywords = document.querySelector<HTMLDetailsElement>("[data-footer-accordion=footer-keywords]")!;
    expect(products.open).toBe(false);
    expect(keywords.open).toBe(false);
    expect(products.querySelector("summary")?.textContent).toBe("Our Products");
    expect(keywords.querySelector("summary")?.textContent).toBe("Popular Keywords");
    expect(within(products).getByText("Retail Health Insurance").closest("a")?.getAttribute("href")).toBe(
      "/retail-health",
    );
    expect(within(keywords).getByText("No Claim Bonus").closest("a")?.getAttribute("href")).toBe(
      "/motor-insurance/car-insurance-online/ncb",
    );
  });

  it("renders what it has when content calls failed (spec 8)", async () => {
    renderFooter({});
    await screen.findByText("Fulcrum Building, Mumbai");
    expect(screen.queryByRole("navigation", { name: "Site links" })).toBeNull();
    expect(document.querySelector("[data-footer-accordion]")).toBeNull();
  });
});

describe("scroll-to-top (spec 2)", () => {
  it("appears after scrolling down and takes the page back to the top", async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    renderFooter();
    await screen.findByRole("navigation", { name: "Site links" });
    expect(screen.queryByRole("button", { name: "Back to top" })).toBeNull();
    Object.defineProperty(window, "scrollY", { configurable: true, value: 900 });
    await act(async () => {
      window.dispatchEvent(new Event("scroll"));
      await new Promise((r) => requestAnimationFrame(r));
    });
    fireEvent.click(await screen.findByRole("button", { name: "Back to top" }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
    vi.unstubAllGlobals();
  });
});
