// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AccessibilityControls } from "./accessibility-controls";
import {
  applyTextSize,
  applyTheme,
  currentTextSize,
  currentTheme,
  TEXT_SIZE_MAX,
  TEXT_SIZE_MIN,
} from "./display-preferences";
import { PRE_PAINT_SCRIPT } from "./pre-paint-script";

const root = document.documentElement;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const name of ["data-theme", "data-text-size", "data-sales-partner"]) root.removeAttribute(name);
});

function runPrePaintScript() {
  // the same text the page's <head> runs before the first paint
  new Function(PRE_PAINT_SCRIPT)();
}

describe("dark theme (spec 3, spec 4: sitetheme, dark only; default removes it)", () => {
  it("stores dark and removes the key for default", () => {
    applyTheme("dark");
    expect(localStorage.getItem("sitetheme")).toBe("dark");
    expect(root.getAttribute("data-theme")).toBe("dark");
    expect(currentTheme()).toBe("dark");
    applyTheme("default");
    expect(localStorage.getItem("sitetheme")).toBeNull();
    expect(root.hasAttribute("data-theme")).toBe(false);
  });

  it("is applied by the pre-paint script from storage, and only the value dark counts", () => {
    localStorage.setItem("sitetheme", "dark");
    runPrePaintScript();
    expect(root.getAttribute("data-theme")).toBe("dark");
    root.removeAttribute("data-theme");
    localStorage.setItem("sitetheme", "light");
    runPrePaintScript();
    expect(root.hasAttribute("data-theme")).toBe(false);
  });
});

describe("text size", () => {
  it("steps within its bounds and resets", () => {
    expect(applyTextSize(1)).toBe(1);
    expect(root.getAttribute("data-text-size")).toBe("1");
    expect(applyTextSize(TEXT_SIZE_MAX + 3)).toBe(TEXT_SIZE_MAX);
    expect(applyTextSize(TEXT_SIZE_MIN - 3)).toBe(TEXT_SIZE_MIN);
    expect(applyTextSize(0)).toBe(0);
    expect(root.hasAttribute("data-text-size")).toBe(false);
    expect(sessionStorage.getItem("sitetextsize")).toBeNull();
  });

  it("is restored by the pre-paint script for the session, ignoring values out of range", () => {
    sessionStorage.setItem("sitetextsize", "2");
    runPrePaintScript();
    expect(currentTextSize()).toBe(2);
    root.removeAttribute("data-text-size");
    sessionStorage.setItem("sitetextsize", "7");
    runPrePaintScript();
    expect(root.hasAttribute("data-text-size")).toBe(false);
    sessionStorage.setItem("sitetextsize", "1.5");
    runPrePaintScript();
    expect(root.hasAttribute("data-text-size")).toBe(false);
  });
});

describe("sales-partner marker (spec 4: sslid)", () => {
  it("marks the page before the first paint when local storage has an sslid", () => {
    runPrePaintScript();
    expect(root.hasAttribute("data-sales-partner")).toBe(false);
    localStorage.setItem("sslid", "SSL-9");
    runPrePaintScript();
    expect(root.hasAttribute("data-sales-partner")).toBe(true);
  });
});

describe("accessibility controls (spec 2 top bar)", () => {
  function renderControls() {
    const Stub = createRoutesStub([{ path: "/", Component: AccessibilityControls, loader: () => ({ phrases: {} }) }]);
    return render(<Stub initialEntries={["/"]} />);
  }

  it("switches the theme and the text size, disabling a step at its bound", async () => {
    renderControls();
    const increase = await screen.findByRole("button", { name: "topbar_text_increase" });
    const decrease = screen.getByRole("button", { name: "topbar_text_decrease" });
    const reset = screen.getByRole("button", { name: "topbar_text_reset" });
    expect(reset).toHaveProperty("disabled", true);
    fireEvent.click(increase);
    fireEvent.click(increase);
    expect(root.getAttribute("data-text-size")).toBe("2");
    expect(increase).toHaveProperty("disabled", true);
    fireEvent.click(reset);
    expect(root.hasAttribute("data-text-size")).toBe(false);
    fireEvent.click(decrease);
    expect(root.getAttribute("data-text-size")).toBe("-1");
    expect(decrease).toHaveProperty("disabled", true);

    const dark = screen.getByRole("button", { name: /topbar_theme_dark/ });
    fireEvent.click(dark);
    expect(dark.getAttribute("aria-pressed")).toBe("true");
    expect(localStorage.getItem("sitetheme")).toBe("dark");
    fireEvent.click(screen.getByRole("button", { name: /topbar_theme_default/ }));
    expect(localStorage.getItem("sitetheme")).toBeNull();
  });

  it("shows the stored choice once interactive", async () => {
    root.setAttribute("data-theme", "dark");
    root.setAttribute("data-text-size", "2");
    renderControls();
    expect(await screen.findByRole("button", { name: /topbar_theme_dark/, pressed: true })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "topbar_text_increase" })).toHaveProperty("disabled", true),
    );
  });
});
