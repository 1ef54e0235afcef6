/**
 * The "Recent quote by OTP" modal (spec 4 "Recent Quote and OTP", 8, 9;
 * docs/site-api.md "OTP and recent quotes"; decision 052): a verification
 * step (the OTP is sent on open to the mobile of the last-quote record's
 * quote) and then a quote-selection step. Loaded on 'Complete Now' only.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useId, useMemo, useReducer, useRef } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import {
  OTP_ANSWERS,
  OTP_FORM_MESSAGES,
  OTP_LENGTH,
  type OtpSentAnswer,
  type RecentQuote,
} from "@contracts/otp/otp-rules";
import { NOT_APPLICABLE, pushDataLayerEvent, type DataLayerEvent } from "~/attribution/data-layer";
import { createGatewayClient, GatewayError, quoteAuthorization } from "~/gateway/gateway-client";
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import { formatRupees } from "~/text/amounts";
import { formatDisplayDate } from "~/text/display-date";
import { CloseIcon } from "~/ui/close-icon";
import { MessageDialog } from "~/ui/message-dialog";
import {
  INITIAL_OTP_STATE,
  otpReducer,
  resendIsCall,
  selectedQuote,
  showCountdown,
  showResend,
  type OtpFieldMessage,
} from "./otp-state";

export const SEND_OTP_PATH = "/api/shop/payment-otp";
export const VALIDATE_OTP_PATH = "/api/shop/validate-payment-otp";
/** spec 4: 'Start New Quote' leads to the health explore-plans page. */
export const START_NEW_QUOTE_PATH = "/health-insurance/explore-plans";

/**
 * The event of the first OTP the modal had sent (spec 4), here rather than in
 * the shared data-layer module, which every page's lead form loads. No
 * personal data goes to analytics.
 */
export function otpSentEvent(lang: string): DataLayerEvent {
  return {
    event: "recent_quote_otp_sent",
    language: lang,
    quote_number: NOT_APPLICABLE,
    lead_number: NOT_APPLICABLE,
    policy_number: NOT_APPLICABLE,
  };
}

/** The keyword of each message the site API answers a check with (it speaks English only). */
const ANSWER_KEYS: Record<string, string> = {
  [OTP_ANSWERS.invalid]: "otp_invalid",
  [OTP_ANSWERS.expired]: "otp_expired",
  [OTP_ANSWERS.locked]: "otp_locked",
  [OTP_ANSWERS.none]: "otp_request_new",
  [OTP_FORM_MESSAGES.otp_required]: "otp_required",
  [OTP_FORM_MESSAGES.otp_digits]: "otp_digits",
};

export function fieldMessageOf(message: string): OtpFieldMessage {
  const key = ANSWER_KEYS[message];
  return key ? { key } : { text: message };
}

/** A quote's address in the page's language: the suffix goes on the path, before any query. */
export function localizeUrl(url: string, lang: Lang): string {
  const at = url.search(/[?#]/);
  return at < 0 ? localizePath(url, lang) : localizePath(url.slice(0, at), lang) + url.slice(at);
}

function retryAfterOf(body: unknown): number {
  const seconds =
    typeof body === "object" && body !== null ? (body as { retryAfterSeconds?: unknown }).retryAfterSeconds : 0;
  return typeof seconds === "number" && Number.isFinite(seconds) ? seconds : 0;
}

export default function OtpModal({
  quoteId,
  lang,
  products,
  onClose,
  onFirstSend,
  returnFocus,
}: {
  /** The last-quote record's identifier. */
  quoteId: string;
  lang: Lang;
  products: readonly { id: number; key: string; name: string }[];
  onClose: () => void;
  /** The first successful send (spec 4: it closes the side panel). */
  onFirstSend: () => void;
  returnFocus: () => void;
}) {
  const t = usePhrases();
  const navigate = useNavigate();
  const payloadKey = useRouteLoaderData<{ lead?: { payloadKey?: string } }>("root")?.lead?.payloadKey ?? "";
  const [state, dispatch] = useReducer(otpReducer, INITIAL_OTP_STATE);
  const client = useMemo(
    () => createGatewayClient({ payloadKey, authorization: quoteAuthorization(quoteId, { payloadKey }) }),
    [quoteId, payloadKey],
  );
  const sentOnce = useRef(false);
  const started = useRef(false);
  const live = useRef(true);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const messageId = useId();
  const firstSend = useRef(onFirstSend);
  firstSend.current = onFirstSend;

  async function send() {
    dispatch({ type: "send" });
    try {
      const answer = await client.post<OtpSentAnswer>(SEND_OTP_PATH);
      if (!live.current) return;
      dispatch({ type: "sent", sends: answer.sends, mobile: answer.mobile });
      if (!sentOnce.current) {
        sentOnce.current = true;
        pushDataLayerEvent(otpSentEvent(lang));
        firstSend.current();
      }
      input.current?.focus();
    } catch (error) {
      if (!live.current) return;
      if (error instanceof GatewayError && error.status === 429) {
        dispatch({ type: "sendRefused", retryAfterSeconds: retryAfterOf(error.body) });
      } else {
        // spec 8: a send or key failure shows the service alert
        dispatch({ type: "sendFailed" });
      }
    }
  }

  useEffect(() => {
    live.current = true;
    if (!started.current) {
      started.current = true;
      void send();
    }
    return () => {
      live.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  // the resend countdown (spec 4: 30 s)
  const counting = state.secondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => dispatch({ type: "tick" }), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);

  // a complete entry (typed or the Verify button) is checked
  useEffect(() => {
    if (!state.submitting) return;
    let current = true;
    client
      .post<{ quotes?: RecentQuote[] }>(VALIDATE_OTP_PATH, { otp: state.otp })
      .then((answer) => {
        if (current) dispatch({ type: "validated", quotes: Array.isArray(answer?.quotes) ? answer.quotes : [] });
      })
      .catch((error: unknown) => {
        if (!current) return;
        // spec 8: a 400's message under the field; any other failure is silent
        if (error instanceof GatewayError && error.status === 400) {
          dispatch({ type: "rejected", message: fieldMessageOf(error.message) });
        } else dispatch({ type: "validateFailed" });
      });
    return () => {
      current = false;
    };
  }, [state.submitting, state.otp, client]);

  const restoreFocus = (event: Event) => {
    event.preventDefault();
    returnFocus();
  };

  if (state.serviceError) {
    return (
      <MessageDialog
        open
        kind="warning"
        message={t("otp_service_error")}
        okayLabel={t("otp_okay")}
        onClose={onClose}
        onCloseAutoFocus={restoreFocus}
      />
    );
  }

  const message =
    state.fieldMessage && ("key" in state.fieldMessage ? t(state.fieldMessage.key) : state.fieldMessage.text);
  const chosen = selectedQuote(state);
  const productName = (quote: RecentQuote) =>
    products.find((p) => String(p.id) === quote.productid || p.key === quote.productid)?.name || quote.product_name;

  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          data-otp-modal={state.step}
          onCloseAutoFocus={restoreFocus}
          onOpenAutoFocus={(event) => {
            // the field takes the focus once the OTP is sent; until then the dialog itself
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          {state.step === "verify" ? (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                dispatch({ type: "submit" });
              }}
            >
              <Dialog.Title className="pr-10 text-xl font-bold text-brand-900">{t("otp_title")}</Dialog.Title>
              <Dialog.Description className="mt-2 text-slate-700" aria-live="polite" data-otp-sent-to="">
                {state.mobile
                  ? t("otp_sent_to", { mobile: state.mobile })
                  : state.sends > 0
                    ? t("otp_sent_registered")
                    : t("otp_sending")}
              </Dialog.Description>
              <label htmlFor={inputId} className="mt-5 block text-sm font-semibold text-slate-800">
                {t("otp_label")}
              </label>
              <input
                ref={input}
                id={inputId}
                name="otp"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={OTP_LENGTH}
                value={state.otp}
                readOnly={state.submitting}
                onChange={(event) => dispatch({ type: "input", value: event.target.value })}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? messageId : undefined}
                className="mt-1 block w-full rounded-lg border border-slate-400 px-4 py-3 text-center text-2xl tracking-[0.5em] text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none aria-invalid:border-red-700"
              />
              <p id={messageId} role="alert" className="mt-1 min-h-5 text-sm text-red-700" data-otp-message="">
                {message}
              </p>
              <div className="mt-3 flex min-h-11 flex-wrap items-center justify-between gap-3 text-sm">
                <span aria-live="polite" className="text-slate-700" data-otp-countdown="">
                  {showCountdown(state) ? t("otp_resend_in", { seconds: state.secondsLeft }) : ""}
                </span>
                {showResend(state) && (
                  <button
                    type="button"
                    onClick={() => void send()}
                    data-otp-resend=""
                    className="min-h-11 rounded-lg px-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  >
                    {resendIsCall(state) ? t("otp_resend_call") : t("otp_resend")}
                  </button>
                )}
              </div>
              <button
                type="submit"
                disabled={state.submitting}
                className="mt-4 flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-900 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
              >
                {t("otp_verify")}
              </button>
            </form>
          ) : (
            <div>
              <Dialog.Title className="pr-10 text-xl font-bold text-brand-900">{t("otp_quotes_title")}</Dialog.Title>
              <Dialog.Description className="mt-2 text-slate-700">
                {state.quotes.length ? t("otp_quotes_text") : t("otp_quotes_none")}
              </Dialog.Description>
              {state.quotes.length > 0 && (
                <fieldset className="mt-4">
                  <legend className="sr-only">{t("otp_quotes_title")}</legend>
                  <ul className="space-y-3">
                    {state.quotes.map((quote) => (
                      <li key={quote.quoteNo}>
                        <label
                          data-otp-quote={quote.quoteNo}
                          className="flex cursor-pointer gap-3 rounded-xl border border-slate-300 p-4 has-checked:border-brand-700 has-checked:bg-brand-50"
                        >
                          <input
                            type="radio"
                            name="recent-quote"
                            value={quote.quoteNo}
                            checked={state.selected === quote.quoteNo}
                            onChange={() => dispatch({ type: "select", quoteNo: quote.quoteNo })}
                            className="mt-1 size-5 shrink-0 accent-brand-700"
                          />
                          <span className="min-w-0 flex-1">
                            <span className="block font-semibold text-slate-900">{productName(quote)}</span>
                            <span className="block text-sm break-words text-slate-700">{quote.members}</span>
                            <span className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                              <span className="text-slate-600">{t("otp_quote_premium")}</span>
                              <span className="font-semibold text-slate-900">{formatRupees(quote.premium, lang)}</span>
                              <span className="text-slate-600">{t("otp_quote_number")}</span>
                              <span className="break-all text-slate-900">{quote.quoteNo}</span>
                              <span className="text-slate-600">{t("otp_quote_date")}</span>
                              <span className="text-slate-900">
                                {formatDisplayDate(quote.quote_creation_date, lang)}
                              </span>
                            </span>
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              )}
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <SiteLink
                  to={localizePath(START_NEW_QUOTE_PATH, lang)}
                  onClick={onClose}
                  data-otp-start-new=""
                  className="flex min-h-11 items-center justify-center rounded-lg border border-brand-900 px-4 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
                >
                  {t("otp_start_new")}
                </SiteLink>
                {state.quotes.length > 0 && (
                  <button
                    type="button"
                    data-otp-continue=""
                    onClick={() => {
                      // spec 4: nothing when no quote is chosen
                      if (!chosen) return;
                      onClose();
                      void navigate(localizeUrl(chosen.url, lang));
                    }}
                    className="flex min-h-11 items-center justify-center rounded-lg bg-brand-900 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
                  >
                    {t("otp_continue")}
                  </button>
                )}
              </div>
            </div>
          )}
          <Dialog.Close
            aria-label={t("otp_close")}
            className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
