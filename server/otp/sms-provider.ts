/**
 * Where OTP messages go (docs/guiding-principles.md "Outside parties behind
 * adapters", decision 052): an SMS gateway's HTTP intake when
 * SMS_PROVIDER_URL is set, otherwise the `sms_outbox` table, which stands in
 * for the visitor's phone in development and in the tests. The same code
 * path runs either way; only the adapter differs.
 */
import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db/client";
import type { OtpChannel } from "@contracts/otp/otp-rules";
import { smsOutbox } from "./otp.schema";

export interface SmsMessage {
  /** 10 digits. */
  mobile: string;
  /** "call": read out by the gateway's voice service. */
  channel: OtpChannel;
  text: string;
}

export interface SmsProvider {
  readonly name: string;
  /** Resolves once the provider has accepted the message; throws when it did not. */
  send(message: SmsMessage): Promise<void>;
}

/** The offline default: each message becomes a row of `sms_outbox`. */
export function outboxSmsProvider(db: Db): SmsProvider {
  return {
    name: "sms_outbox table",
    async send(message) {
      await db.insert(smsOutbox).values({ mobile: message.mobile, channel: message.channel, text: message.text });
    },
  };
}

/**
 * A file outbox: each message appended to `file` as one JSON line `{mobile,
 * channel, text, at}` (SMS_OUTBOX_FILE). The browser tests' server uses it so
 * that a test can read the code its browser was sent while the server holds
 * the database; production refuses it (server/config.ts), as a fixed captcha.
 */
export function fileSmsProvider(file: string): SmsProvider {
  let ready: Promise<unknown> | null = null;
  return {
    name: `file ${path.basename(file)}`,
    async send(message) {
      ready ??= mkdir(path.dirname(path.resolve(file)), { recursive: true });
      await ready;
      const line = JSON.stringify({ ...message, at: new Date().toISOString() });
      await appendFile(file, `${line}\n`, "utf8");
    },
  };
}

/** An SMS gateway's intake: POST JSON `{mobile, channel, text}`, optional bearer token; any 2xx is accepted, in `timeoutMs` at most. */
export function httpSmsProvider(
  url: string,
  options: { token?: string; timeoutMs: number },
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  const host = new URL(url).host;
  return {
    name: `SMS gateway at ${host}`,
    async send(message) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await fetchImpl(url, {
        method: "POST",
        headers,
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // the body is not needed; release the connection
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}

/**
 * The configured provider: the gateway at SMS_PROVIDER_URL when set, else the
 * file at SMS_OUTBOX_FILE when set (tests; never in production), else the
 * `sms_outbox` table.
 */
export function smsProviderFromConfig(
  config: {
    SMS_PROVIDER_URL?: string;
    SMS_PROVIDER_TOKEN?: string;
    SMS_PROVIDER_TIMEOUT_MS: number;
    SMS_OUTBOX_FILE?: string;
  },
  db: Db,
): SmsProvider {
  if (config.SMS_PROVIDER_URL) {
    return httpSmsProvider(config.SMS_PROVIDER_URL, {
      token: config.SMS_PROVIDER_TOKEN,
      timeoutMs: config.SMS_PROVIDER_TIMEOUT_MS,
    });
  }
  return config.SMS_OUTBOX_FILE ? fileSmsProvider(config.SMS_OUTBOX_FILE) : outboxSmsProvider(db);
}
