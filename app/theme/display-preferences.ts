/**
 * The top bar's accessibility controls (spec 2 "Header and navigation"):
 * default or dark theme, and text size. The theme persists as `sitetheme` in
 * local storage, "dark" only (spec 3, spec 4: default removes it). The text
 * size lasts for the browser tab's session (decision 022). Both are attributes
 * on <html>, set before the first paint by the pre-paint script, that the
 * stylesheet (app.css "Display preferences") turns into colours and type sizes.
 */

export type Theme = "default" | "dark";

/** spec 3 "Local storage keys": sitetheme (dark only). */
export const THEME_STORAGE_KEY = "sitetheme";
export const DARK_THEME_VALUE = "dark";
/** session storage: the chosen text size step lasts for the tab (decision 022) */
export const TEXT_SIZE_STORAGE_KEY = "sitetextsize";

export const THEME_ATTRIBUTE = "data-theme";
export const TEXT_SIZE_ATTRIBUTE = "data-text-size";

/** Text size steps: one smaller, the default (0), two larger; app.css maps each to a type scale. */
export const TEXT_SIZE_MIN = -1;
export const TEXT_SIZE_MAX = 2;

export function clampTextSize(step: number): number {
  if (!Number.isFinite(step)) return 0;
  return Math.min(TEXT_SIZE_MAX, Math.max(TEXT_SIZE_MIN, Math.round(step)));
}

/** The theme the page shows now (the pre-paint script set it from storage). */
export function currentTheme(root: HTMLElement = document.documentElement): Theme {
  return root.getAttribute(THEME_ATTRIBUTE) === DARK_THEME_VALUE ? "dark" : "default";
}

export function currentTextSize(root: HTMLElement = document.documentElement): number {
  return clampTextSize(Number(root.getAttribute(TEXT_SIZE_ATTRIBUTE) ?? 0));
}

/** Shows and remembers a theme: dark is stored, default removes the key (spec 4). */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === "dark") root.setAttribute(THEME_ATTRIBUTE, DARK_THEME_VALUE);
  else root.removeAttribute(THEME_ATTRIBUTE);
  try {
    if (theme === "dark") localStorage.setItem(THEME_STORAGE_KEY, DARK_THEME_VALUE);
    else localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // storage may be disabled (private mode): the choice lasts for this page
  }
}

export function applyTextSize(step: number, root: HTMLElement = document.documentElement): number {
  const size = clampTextSize(step);
  if (size === 0) root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  else root.setAttribute(TEXT_SIZE_ATTRIBUTE, String(size));
  try {
    if (size === 0) sessionStorage.removeItem(TEXT_SIZE_STORAGE_KEY);
    else sessionStorage.setItem(TEXT_SIZE_STORAGE_KEY, String(size));
  } catch {
    // as above
  }
  return size;
}
