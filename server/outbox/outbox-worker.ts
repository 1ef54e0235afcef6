/**
 * The loop every outbox worker shares (decisions 035 and 057): a pass claims
 * due rows (the feature's claim, `FOR UPDATE SKIP LOCKED` with a lease, so
 * instances share the work and the rows of a worker that died come due again)
 * and delivers them one by one; passes run on a poll, at once when the
 * feature's NOTIFY channel says a row was stored, and never two at a time.
 * A delivery that fails is retried with exponential backoff, for ever.
 */
import type { Database } from "../db/client";

export interface OutboxWorker {
  start(): void;
  /** Finish the delivery in progress and stop. */
  stop(): Promise<void>;
  /** Look for work now (a row was just stored). */
  nudge(): void;
  /** One pass: claim due rows and deliver them; the number of rows delivered. */
  runOnce(): Promise<number>;
}

export interface OutboxWorkerOptions<Row> {
  database: Database;
  /** the NOTIFY channel the store signals on */
  channel: string;
  /** the feature's name in log lines ("lead", "service request") */
  label: string;
  pollMs: number;
  batchSize: number;
  /** claim due rows and lease them */
  claim(): Promise<Row[]>;
  /** deliver one row; false when it failed (and was rescheduled) */
  deliver(row: Row): Promise<boolean>;
  /** work done after a pass (housekeeping) */
  afterPass?(): Promise<void>;
}

export const OUTBOX_ERROR_TEXT_MAX = 500;

/** Exponential backoff with ±20 % jitter: base, 2 x base, 4 x base ... up to max. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random) {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(Math.min(maxMs, exponential * (0.8 + random() * 0.4)));
}

/** The reason of a failed delivery as stored on its row: the error's message, cut to a column's size. */
export function failureText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, OUTBOX_ERROR_TEXT_MAX);
}

export function createOutboxWorker<Row>(options: OutboxWorkerOptions<Row>): OutboxWorker {
  const { database, channel, label, pollMs, batchSize } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  let again = false;
  let unlisten: (() => Promise<void>) | null = null;

  async function runOnce(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const claimed = await options.claim();
      for (const row of claimed) if (await options.deliver(row)) delivered++;
      if (claimed.length < batchSize || stopped) break;
    }
    await options.afterPass?.();
    return delivered;
  }

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick() {
    timer = null;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .then(() => undefined)
      .catch((error: unknown) => {
        console.error(`${label}: outbox pass failed:`, error instanceof Error ? error.message : error);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          schedule(0);
        } else {
          schedule(pollMs);
        }
      });
  }

  function nudge() {
    if (stopped) return;
    if (running) again = true;
    else schedule(0);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      database
        .listen(channel, nudge)
        .then((stop) => {
          if (stopped) stop().catch(() => undefined);
          else unlisten = stop;
        })
        .catch((error: unknown) => {
          console.warn(`${label}: outbox not listening, polling only:`, error instanceof Error ? error.message : error);
        });
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      await running;
    },
    nudge,
    runOnce,
  };
}
