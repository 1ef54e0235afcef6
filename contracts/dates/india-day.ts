/** Today's day in India (UTC+05:30, no daylight saving), yyyy-MM-dd: the day rates, ages and dates are counted in. */
export function indiaDay(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
