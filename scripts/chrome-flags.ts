/** docs/toolchain.md "Browser": Debian's chromium, headless, with none of its own network chatter (Lighthouse runs). */
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
].join(" ");
