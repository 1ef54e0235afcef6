/**
 * The date of birth as the auto-debit pages show and send it (spec 2, spec 9:
 * dd-MM-yyyy shown, yyyy-MM-dd sent), and the range its date picker offers:
 * the holder 18 to 120 years old on India's day (contracts/auto-debit).
 */
import { HOLDER_MAX_AGE_YEARS, HOLDER_MIN_AGE_YEARS, isCalendarDay } from "@contracts/auto-debit/auto-debit-rules";

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const SHOWN = /^(\d{2})-(\d{2})-(\d{4})$/;

/** `1988-04-12` → `12-04-1988`; anything else → "". */
export function shownDate(iso: string): string {
  const match = ISO.exec(iso);
  if (!match || !isCalendarDay(iso)) return "";
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** `12-04-1988` → `1988-04-12`; not a calendar day → null. */
export function sentDate(shown: string): string | null {
  const match = SHOWN.exec(shown.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isCalendarDay(iso) ? iso : null;
}

/** Days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export interface DayParts {
  year: number;
  month: number;
  day: number;
}

export function dayParts(iso: string): DayParts {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
}

/** `today` (yyyy-MM-dd) moved back by whole years; 29 February becomes 28 in a year without it. */
function yearsBefore(today: string, years: number): string {
  const { year, month, day } = dayParts(today);
  const target = year - years;
  return isoDay(target, month, Math.min(day, daysInMonth(target, month)));
}

/** The earliest and latest dates of birth the picker offers on `today` (India's day). */
export function dateOfBirthRange(today: string): { min: string; max: string } {
  return { min: yearsBefore(today, HOLDER_MAX_AGE_YEARS), max: yearsBefore(today, HOLDER_MIN_AGE_YEARS) };
}

/** `iso` moved by days (negative: back), in UTC so no clock change shifts it. */
export function addDays(iso: string, days: number): string {
  const { year, month, day } = dayParts(iso);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** `iso` moved by whole months, the day kept where the month has it (31 March - 1 month = 28/29 February). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = dayParts(iso);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return isoDay(y, m, Math.min(day, daysInMonth(y, m)));
}

/** `iso` kept within `[min, max]` (yyyy-MM-dd strings order as their days). */
export function clampDay(iso: string, min: string, max: string): string {
  if (iso < min) return min;
  if (iso > max) return max;
  return iso;
}

/** Monday-first weekday column (0-6) of a day. */
export function weekdayColumn(year: number, month: number, day: number): number {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The weeks of a month for the calendar grid: 7 cells each, null outside the month. */
export function monthWeeks(year: number, month: number): (number | null)[][] {
  const cells: (number | null)[] = Array.from({ length: weekdayColumn(year, month, 1) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
