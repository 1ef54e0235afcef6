// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seedPhrases } from "~/i18n/test-phrases";
import type { RecentQuote } from "@contracts/otp/otp-rules";
import type * as GatewayClientModule from "~/gateway/gateway-client";

const calls: { path: string; body?: unknown }[] = [];
let answers: Record<string, (body?: unknown) => Promise<unknown>> = {};

vi.mock("~/gateway/gateway-client", async (importOriginal) => {
  const original = await importOriginal<typeof GatewayClientModule>();
  return {
    ...original,
    quoteAuthorization: () => async () => "Bearer t",
    createGatewayClient: () => ({
      post: (path: string, body?: unknown) => {
        calls.push({ path, body });
        return answers[path]!(body);
      },
    }),
  };
});

const { default: OtpModal, localizeUrl, fieldMessageOf } = await import("./otp-modal");
const { GatewayError } = await import("~/gateway/gateway-client");

const phrases = seedPhrases(["0001-common.json", "0400-home-footer.json", "2000-recent-quote-otp.json"]);
const quote: RecentQuote = {
  product_name: "Arogya Supreme",
  members: "Self, Spouse",
  premium: 12345,
  quoteNo: "HQ00000001",
  quote_creation_date: "2026-11-20 14:30:00",
  url: "/health-step6?quote=abc",
  productid: "40",
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderModal(handlers: { onClose?: () => void; onFirstSend?: () => void } = {}) {
  const Stub = createRoutesStub([
    {
      path: "*",
      id: "root",
      Component: () => (
        <>
          <Where />
          <OtpModal
            quoteId="Q-1"
            lang="en"
            products={[{ id: 40, key: "arogya-supreme", name: "Arogya Supreme Policy" }]}
            onClose={handlers.onClose ?? (() => undefined)}
            onFirstSend={handlers.onFirstSend ?? (() => undefined)}
            returnFocus={() => undefined}
          />
        </>
      ),
      loader: () => ({ phrases, lead: { payloadKey: "" } }),
    },
  ]);
  return render(<Stub initialEntries={["/about-us"]} />);
}

const sent = (sends: number) => async () => ({
  message: "OTP sent",
  mobile: "98******10",
  sends,
  maxSends: 4,
  channel: "sms",
});

beforeEach(() => {
  calls.length = 0;
  answers = {
    "/api/shop/payment-otp": sent(1),
    "/api/shop/validate-payment-otp": async (body) => {
      if ((body as { otp: string }).otp === "4321") return { quotes: [quote] };
      throw new GatewayError(400, "Invalid OTP", { message: "Invalid OTP", field: "otp" });
    },
  };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete window.dataLayer;
});

describe("OTP modal (spec 4, 8)", () => {
  it("sends on open, shows the masked mobile, records the event once and closes the panel", async () => {
    const onFirstSend = vi.fn();
    renderModal({ onFirstSend });
    const dialog = await screen.findByRole("dialog", { name: "Verify your mobile number" });
    await within(dialog).findByText("We have sent an OTP to 98******10");
    expect(calls.map((c) => c.path)).toEqual(["/api/shop/payment-otp"]);
    expect(onFirstSend).toHaveBeenCalledTimes(1);
    expect(window.dataLayer?.filter((e) => e.event === "recent_quote_otp_sent")).toHaveLength(1);
    expect(within(dialog).getByText("You can resend the OTP in 30 s")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Resend OTP" })).toBeNull();
  });

  it("a wrong code shows the server's message, the right one submits itself and lists the quotes", async () => {
    renderModal();
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("We have sent an OTP to 98******10");
    const field = within(dialog).getByLabelText("Enter OTP");
    fireEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(within(dialog).getByText("Please enter the OTP")).toBeTruthy();
    fireEvent.change(field, { target: { value: "12" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(within(dialog).getByText("OTP must be 4 digits")).toBeTruthy();
    fireEvent.change(field, { target: { value: "1234" } });
    await within(dialog).findByText("Invalid OTP");
    fireEvent.change(field, { target: { value: "4321" } });
    const quotes = await screen.findByRole("dialog", { name: "Your recent quotes" });
    expect(within(quotes).getByText("Arogya Supreme Policy")).toBeTruthy();
    expect(within(quotes).getByText("₹12,345")).toBeTruthy();
    expect(within(quotes).getByText("20 November 2026")).toBeTruthy();
    expect(within(quotes).getByRole("link", { name: "Start New Quote" }).getAttribute("href")).toBe(
      "/health-insurance/explore-plans",
    );
    // nothing until a quote is chosen
    fireEvent.click(within(quotes).getByRole("button", { name: "Continue" }));
    expect(screen.getByTestId("where").textContent).toBe("/about-us");
    fireEvent.click(within(quotes).getByRole("radio"));
    fireEvent.click(within(quotes).getByRole("button", { name: "Continue" }));
    await vi.waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/health-step6?quote=abc"));
  });

  it("a send failure shows the service alert; Okay closes the OTP view", async () => {
    answers["/api/shop/payment-otp"] = async () => {
      throw new GatewayError(503, "down");
    };
    const onClose = vi.fn();
    renderModal({ onClose });
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByText("There is some problem in the service. Please try after some time")).toBeTruthy();
    fireEvent.click(within(alert).getByRole("button", { name: "Okay" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("the resend after the countdown, and a call after the 3rd send", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ["setInterval", "clearInterval"] });
    answers["/api/shop/payment-otp"] = sent(3);
    renderModal();
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("We have sent an OTP to 98******10");
    act(() => vi.advanceTimersByTime(30_000));
    const call = within(dialog).getByRole("button", { name: "Receive OTP on Call" });
    answers["/api/shop/payment-otp"] = sent(4);
    fireEvent.click(call);
    await vi.waitFor(() => expect(calls.filter((c) => c.path === "/api/shop/payment-otp")).toHaveLength(2));
    await vi.waitFor(() => expect(within(dialog).queryByText(/You can resend/)).toBeNull());
    act(() => vi.advanceTimersByTime(30_000));
    expect(within(dialog).queryByRole("button", { name: /Resend OTP|Receive OTP on Call/ })).toBeNull();
  });
});

describe("helpers", () => {
  it("puts the language suffix on the path, before the query", () => {
    expect(localizeUrl("/health-step6?quote=abc", "hi")).toBe("/health-step6/hindi?quote=abc");
    expect(localizeUrl("/cardetails/x", "kn")).toBe("/cardetails/x/kannada");
    expect(localizeUrl("/cardetails/x", "en")).toBe("/cardetails/x");
  });

  it("words known answers through keywords, others as they are", () => {
    expect(fieldMessageOf("Invalid OTP")).toEqual({ key: "otp_invalid" });
    expect(fieldMessageOf("Something new")).toEqual({ text: "Something new" });
  });
});
