import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { usePhrases } from "~/i18n/phrases";
import type { Lang } from "@contracts/i18n/languages";
import { formatDisplayDate } from "~/text/display-date";
import { parseLastQuote, readLastQuoteRaw, subscribeLastQuote } from "./last-quote";
import { CloseIcon } from "~/ui/close-icon";
import { Icon } from "~/ui/icon";

/** The OTP modal (app/otp): its code loads on 'Complete Now' (or when the pointer nears it), never with the page. */
const loadOtpModal = () => import("~/otp/otp-modal");
const OtpModal = lazy(loadOtpModal);

/**
 * The floating Recent Quote side panel (spec 2 "Common footer", spec 4
 * "Recent Quote and OTP"): shown while a last-quote record is stored; a tab
 * on the page's edge opens and closes it.
 */
export function RecentQuotePanel({
  lang,
  products,
}: {
  lang: Lang;
  products: readonly { id: number; key: string; name: string }[];
}) {
  const t = usePhrases();
  const raw = useSyncExternalStore(subscribeLastQuote, readLastQuoteRaw, () => null);
  const quote = useMemo(() => parseLastQuote(raw), [raw]);
  const [open, setOpen] = useState(false);
  // the identifier the OTP modal was opened for (spec 4: 'Complete Now' starts the OTP flow)
  const [otpFor, setOtpFor] = useState<string | null>(null);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || otpFor) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, otpFor]);

  if (!quote) return null;
  const product = products.find((p) => p.key === quote.productid || String(p.id) === quote.productid);
  const created = formatDisplayDate(quote.crtdate, lang);

  return (
    <aside
      aria-label={t("recent_quote_label")}
      data-recent-quote={open ? "open" : "closed"}
      className="fixed top-1/2 right-0 z-40 flex -translate-y-1/2 items-center"
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-recent-quote-toggle=""
        className="flex items-center gap-2 rounded-l-xl bg-accent-400 px-2 py-4 text-sm font-bold text-brand-900 shadow-lg [writing-mode:vertical-rl] hover:bg-accent-500"
      >
        <Icon name="document" className="size-4 rotate-90" />
        {t("recent_quote_tab")}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="w-72 max-w-[calc(100vw-3.5rem)] rounded-bl-2xl border border-slate-200 bg-white p-5 shadow-2xl"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-bold text-brand-900">{t("recent_quote_title")}</h2>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              toggle.current?.focus();
            }}
            aria-label={t("recent_quote_close")}
            data-recent-quote-close=""
            className="-mt-1 -mr-2 grid size-9 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon />
          </button>
        </div>
        <dl className="mt-3 space-y-1 text-sm">
          {product && (
            <div>
              <dt className="sr-only">{t("recent_quote_product")}</dt>
              <dd className="font-semibold text-slate-900">{product.name}</dd>
            </div>
          )}
          {created && (
            <div className="flex gap-1 text-slate-600">
              <dt>{t("recent_quote_created")}:</dt>
              <dd>{created}</dd>
            </div>
          )}
        </dl>
        <p className="mt-3 text-sm text-slate-700">{t("recent_quote_text")}</p>
        <button
          type="button"
          data-recent-quote-complete=""
          aria-haspopup="dialog"
          onPointerEnter={() => void loadOtpModal()}
          onFocus={() => void loadOtpModal()}
          onClick={() => setOtpFor(quote.identifier)}
          className="mt-4 flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-900 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t("recent_quote_complete")}
        </button>
      </div>
      {otpFor && (
        <Suspense fallback={null}>
          <OtpModal
            quoteId={otpFor}
            lang={lang}
            products={products}
            onClose={() => setOtpFor(null)}
            // spec 4: the first successful send closes the side panel
            onFirstSend={() => setOpen(false)}
            returnFocus={() => toggle.current?.focus()}
          />
        </Suspense>
      )}
    </aside>
  );
}
