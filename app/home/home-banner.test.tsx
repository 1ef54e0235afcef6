// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HomeBanner } from "./home-banner";
import { BelowBannerTabs } from "./below-banner-tabs";
import type { BannerTile, BelowBannerTab, HomeBanner as Banner } from "./home-content";
import { seedPhrases } from "~/i18n/test-phrases";

const openLeadModal = vi.fn();
vi.mock("~/lead/lead-modal", () => ({
  useLeadModal: () => ({ open: openLeadModal, close: vi.fn() }),
}));

const phrases = seedPhrases();

function renderInRouter(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: () => element, loader: () => ({ phrases }) }]);
  return render(<Stub initialEntries={["/"]} />);
}

const image = (url: string) => ({ url, width: 1200, height: 480 });
const tile = (name: string, ribbon: string | null = null, more = false): BannerTile => ({
  name,
  link: { href: more ? "/product" : `/${name.toLowerCase()}`, kind: "internal", newTab: false, page: true },
  icon: image(`/icon-${name}.svg`),
  image: image(`/banner-${name}.svg`),
  ribbon,
  more,
});
const banner: Banner = {
  defaultImage: image("/banner-default.svg"),
  tiles: [tile("Car"), tile("Health", "New"), tile("More", null, true)],
};

afterEach(() => {
  cleanup();
  openLeadModal.mockReset();
});

describe("home banner (spec 2)", () => {
  const bannerImage = () => document.querySelector<HTMLImageElement>("[data-banner-image]")!;

  it("shows the default image, server-rendered with a high fetch priority and its size", async () => {
    renderInRouter(<HomeBanner banner={banner} heading="SBI General Insurance" tagline="Insurance" />);
    await screen.findByRole("heading", { level: 1 });
    expect(bannerImage().getAttribute("src")).toBe("/banner-default.svg");
    expect(bannerImage().getAttribute("fetchpriority")).toBe("high");
    expect(bannerImage().getAttribute("loading")).toBeNull();
    expect(bannerImage().getAttribute("width")).toBe("1200");
    expect(bannerImage().getAttribute("height")).toBe("480");
  });

  it("swaps the banner image while a tile is pointed at or focused, and restores the default after", async () => {
    renderInRouter(<HomeBanner banner={banner} heading="SBI General Insurance" tagline="Insurance" />);
    const health = await screen.findByRole("link", { name: /Health/ });
    fireEvent.pointerEnter(health);
    expect(bannerImage().getAttribute("src")).toBe("/banner-Health.svg");
    fireEvent.pointerLeave(health.closest("ul")!);
    expect(bannerImage().getAttribute("src")).toBe("/banner-default.svg");

    const car = screen.getByRole("link", { name: "Car" });
    fireEvent.focus(car);
    expect(bannerImage().getAttribute("src")).toBe("/banner-Car.svg");
    fireEvent.blur(car, { relatedTarget: document.body });
    expect(bannerImage().getAttribute("src")).toBe("/banner-default.svg");
  });

  it("puts the 'new' ribbon only on tiles with tooltip text, and names the 'more' tile's target", async () => {
    renderInRouter(<HomeBanner banner={banner} heading="SBI General Insurance" tagline="Insurance" />);
    await screen.findByRole("heading", { level: 1 });
    const ribbons = [...document.querySelectorAll("[data-new-ribbon]")];
    expect(ribbons.map((r) => r.textContent)).toEqual(["New"]);
    expect(ribbons[0]!.closest("[data-banner-tile]")?.getAttribute("data-banner-tile")).toBe("Health");
    expect(screen.getByRole("link", { name: "Health New" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "More insurance products" }).getAttribute("href")).toBe("/product");
  });
});

describe("below-banner tabs (spec 2)", () => {
  const tabs: BelowBannerTab[] = [
    {
      topic: "Buy a policy",
      title: "Insurance that fits your life",
      description: "Compare plans",
      buttonText: "Explore Products",
      action: { kind: "link", link: { href: "/product", kind: "internal", newTab: false, page: true } },
    },
    {
      topic: "Need advice?",
      title: "Not sure?",
      description: "Call back",
      buttonText: "Talk To Experts",
      action: { kind: "lead" },
    },
    {
      topic: "Renew",
      title: "Renew on time",
      description: "Renew",
      buttonText: "Renew Now",
      action: { kind: "link", link: { href: "https://renew.example.in", kind: "external", newTab: true, page: false } },
    },
  ];

  it("opens the lead modal from 'Talk To Experts'", async () => {
    renderInRouter(<BelowBannerTabs tabs={tabs} />);
    fireEvent.click(await screen.findByRole("tab", { name: "Need advice?" }));
    fireEvent.click(screen.getByRole("button", { name: "Talk To Experts" }));
    expect(openLeadModal).toHaveBeenCalledTimes(1);
  });

  it("links the other tabs' buttons where the content says, in a new tab when it says so", async () => {
    renderInRouter(<BelowBannerTabs tabs={tabs} />);
    expect((await screen.findByRole("link", { name: /Explore Products/ })).getAttribute("href")).toBe("/product");
    fireEvent.click(screen.getByRole("tab", { name: "Renew" }));
    const renew = screen.getByRole("link", { name: /Renew Now/ });
    expect(renew.getAttribute("href")).toBe("https://renew.example.in");
    expect(renew.getAttribute("target")).toBe("_blank");
    expect(renew.getAttribute("rel")).toContain("noopener");
  });

  it("moves between topics with the arrow keys, Home and End", async () => {
    renderInRouter(<BelowBannerTabs tabs={tabs} />);
    const first = await screen.findByRole("tab", { name: "Buy a policy" });
    expect(first.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Need advice?" }).getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Need advice?" }));
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(screen.getByRole("tab", { name: "Renew" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(first.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toContain("Insurance that fits your life");
  });
});
