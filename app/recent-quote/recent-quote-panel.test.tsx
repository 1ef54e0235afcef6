// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { seedPhrases } from "~/i18n/test-phrases";
import { LAST_QUOTE_STORAGE_KEY, storeLastQuote } from "./last-quote";
import { RecentQuotePanel } from "./recent-quote-panel";

const phrases = seedPhrases();
const products = [{ id: 40, key: "retail-health", name: "Retail Health Insurance" }];

function renderPanel() {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <main>
          <h1>Page</h1>
          <RecentQuotePanel lang="en" products={products} />
        </main>
      ),
      loader: () => ({ phrases }),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("Recent Quote panel (spec 2, spec 4)", () => {
  it("shows only while a last-quote record is stored, and opens and closes", async () => {
    renderPanel();
    await screen.findByRole("heading", { name: "Page" });
    expect(document.querySelector("[data-recent-quote]")).toBeNull();

    act(() => storeLastQuote({ identifier: "Q-1", crtdate: "2026-11-20 14:30:00", productid: "retail-health" }));
    const toggle = await screen.findByRole("button", { name: "Recent Quote" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByText("Retail Health Insurance")).toBeTruthy();
    expect(within(panel).getByText("20 November 2026")).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Complete Now" }).getAttribute("aria-haspopup")).toBe("dialog");

    fireEvent.click(within(panel).getByRole("button", { name: "Close recent quote" }));
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("ignores a record without the spec's fields", async () => {
    localStorage.setItem(LAST_QUOTE_STORAGE_KEY, JSON.stringify({ identifier: "Q-1" }));
    renderPanel();
    await screen.findByRole("heading", { name: "Page" });
    expect(document.querySelector("[data-recent-quote]")).toBeNull();
  });
});
