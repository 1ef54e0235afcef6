/**
 * The Recent Quote panel's place in the layout (spec 4 "Recent Quote and
 * OTP"): nothing until a last-quote record is stored, and only then the
 * panel's code, loaded on demand. Most visits have none, so the panel is
 * not part of every page's first JavaScript (budget: 120 KB, issue 10).
 */
import { lazy, Suspense, useSyncExternalStore } from "react";
import type { Lang } from "@contracts/i18n/languages";
import { readLastQuoteRaw, subscribeLastQuote } from "./last-quote";

const RecentQuotePanel = lazy(() => import("./recent-quote-panel").then((m) => ({ default: m.RecentQuotePanel })));

export function RecentQuote(props: { lang: Lang; products: readonly { id: number; key: string; name: string }[] }) {
  const raw = useSyncExternalStore(subscribeLastQuote, readLastQuoteRaw, () => null);
  if (!raw) return null;
  return (
    <Suspense fallback={null}>
      <RecentQuotePanel {...props} />
    </Suspense>
  );
}
