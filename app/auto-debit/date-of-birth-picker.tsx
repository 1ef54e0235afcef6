/**
 * The date of birth field (spec 2): a button showing dd-MM-yyyy (placeholder
 * DD-MM-YYYY; typing blocked) that opens a calendar popover with month and
 * year dropdowns and a day grid. Keyboard: arrows move a day or a week,
 * Page Up/Down a month, Home/End the week's ends, Enter chooses, Escape
 * closes and returns to the field. The value is yyyy-MM-dd.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { LANG_INFO, type Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { inputClass } from "~/ui/form-parts";
import { addDays, addMonths, clampDay, dateOfBirthRange, dayParts, isoDay, monthWeeks, shownDate } from "./dob-dates";

function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2001, i, 1))));
}

/**
 * Monday-first weekday names for the column heads, and long for `abbr` (1 January 2001 was a
 * Monday). The narrow names where they tell the seven days apart (Kannada ಸೋ, ಮಂ...; Hindi सो,
 * मं...), since Kannada's short ones (ಮಂಗಳ) do not fit a column of a phone's calendar; else the
 * short ones (English narrow has two T and two S).
 */
function weekdayNames(locale: string): { short: string; long: string }[] {
  const days = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2001, 0, 1 + i)));
  const names = (weekday: "narrow" | "short" | "long") => {
    const format = new Intl.DateTimeFormat(locale, { weekday, timeZone: "UTC" });
    return days.map((day) => format.format(day));
  };
  const narrow = names("narrow");
  const short = new Set(narrow).size === 7 ? narrow : names("short");
  const long = names("long");
  return days.map((_, i) => ({ short: short[i]!, long: long[i]! }));
}

function longDate(locale: string, iso: string): string {
  const { year, month, day } = dayParts(iso);
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

export function DateOfBirthPicker({
  id,
  value,
  today,
  lang,
  error,
  valid,
  disabled,
  onChange,
  onClose,
}: {
  id: string;
  /** yyyy-MM-dd or "" */
  value: string;
  /** India's day, yyyy-MM-dd (the loader's, so server and browser agree) */
  today: string;
  lang: Lang;
  /** a translation keyword of what is wrong */
  error?: string;
  valid: boolean;
  disabled?: boolean;
  onChange: (iso: string) => void;
  /** the popover closed: the field counts as visited */
  onClose: () => void;
}) {
  const t = usePhrases();
  const locale = LANG_INFO[lang].hreflang;
  const { min, max } = dateOfBirthRange(today);
  const [open, setOpen] = useState(false);
  const [focusDay, setFocusDay] = useState(() => clampDay(value || max, min, max));
  const popoverId = useId();
  const headingId = `${popoverId}-heading`;
  const trigger = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    onClose();
    if (returnFocus) trigger.current?.focus();
  };

  // the focused day takes the keyboard focus after a move (not when a dropdown changes the month)
  useEffect(() => {
    if (!open || !moveFocus.current) return;
    moveFocus.current = false;
    popover.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [open, focusDay]);

  // a press outside closes it
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popover.current?.contains(target) && !trigger.current?.contains(target)) close(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  });

  const openPicker = () => {
    setFocusDay(clampDay(value || max, min, max));
    moveFocus.current = true;
    setOpen(true);
  };

  const move = (next: string) => {
    moveFocus.current = true;
    setFocusDay(clampDay(next, min, max));
  };

  const onGridKey = (event: KeyboardEvent) => {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(focusDay, -1),
      ArrowRight: () => addDays(focusDay, 1),
      ArrowUp: () => addDays(focusDay, -7),
      ArrowDown: () => addDays(focusDay, 7),
      PageUp: () => addMonths(focusDay, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focusDay, event.shiftKey ? 12 : 1),
      Home: () => addDays(focusDay, -((new Date(`${focusDay}T00:00:00Z`).getUTCDay() + 6) % 7)),
      End: () => addDays(focusDay, 6 - ((new Date(`${focusDay}T00:00:00Z`).getUTCDay() + 6) % 7)),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    move(step());
  };

  const onPopoverKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const choose = (iso: string) => {
    onChange(iso);
    close(true);
  };

  const shown = shownDate(value);
  const { year, month } = dayParts(focusDay);
  const minParts = dayParts(min);
  const maxParts = dayParts(max);
  const years: number[] = [];
  for (let y = maxParts.year; y >= minParts.year; y--) years.push(y);
  const months = monthNames(locale);
  const errorId = `${id}-error`;

  return (
    <div className="relative">
      <button
        ref={trigger}
        id={id}
        type="button"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={() => (open ? close(false) : openPicker())}
        className={`${inputClass(Boolean(error))} flex items-center justify-between text-left ${
          valid ? "border-emerald-700" : ""
        } disabled:bg-slate-100`}
        data-dob-trigger=""
      >
        <span className={shown ? "" : "text-slate-600"}>{shown || t("autodebit_dob_placeholder")}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 text-brand-700" fill="currentColor">
          <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1zM4 8v8h12V8H4z" />
        </svg>
      </button>
      {open && (
        <div
          ref={popover}
          id={popoverId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={headingId}
          onKeyDown={onPopoverKey}
          className="absolute top-full left-0 z-30 mt-2 w-[19rem] max-w-[calc(100vw-2rem)] rounded-xl border border-slate-300 bg-white p-3 shadow-xl"
          data-dob-popover=""
        >
          <div className="flex items-center justify-between gap-2">
            <h3 id={headingId} className="text-sm font-semibold text-slate-900">
              {t("autodebit_dob_open")}
            </h3>
            <button
              type="button"
              onClick={() => close(true)}
              aria-label={t("autodebit_dob_close")}
              className="grid size-9 place-items-center rounded-full text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                <path d="M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4z" />
              </svg>
            </button>
          </div>
          <div className="mt-2 flex gap-2">
            <label className="flex-1 text-xs font-semibold text-slate-700">
              {t("autodebit_dob_month")}
              <select
                value={month}
                onChange={(e) =>
                  setFocusDay(
                    clampDay(isoDay(year, Number(e.target.value), Math.min(dayParts(focusDay).day, 28)), min, max),
                  )
                }
                className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
                data-dob-month=""
              >
                {months.map((name, i) => (
                  <option key={name} value={i + 1}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <label className="w-24 text-xs font-semibold text-slate-700">
              {t("autodebit_dob_year")}
              <select
                value={year}
                onChange={(e) =>
                  setFocusDay(
                    clampDay(isoDay(Number(e.target.value), month, Math.min(dayParts(focusDay).day, 28)), min, max),
                  )
                }
                className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
                data-dob-year=""
              >
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <table className="mt-3 w-full table-fixed border-collapse text-center text-sm" onKeyDown={onGridKey}>
            <caption className="sr-only">
              {months[month - 1]} {year}. {t("autodebit_dob_keys")}
            </caption>
            <thead>
              <tr>
                {weekdayNames(locale).map((w) => (
                  <th key={w.long} scope="col" abbr={w.long} className="py-1 text-xs font-semibold text-slate-700">
                    {w.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(year, month).map((week, w) => (
                <tr key={w}>
                  {week.map((day, d) => {
                    if (day === null) return <td key={d} />;
                    const iso = isoDay(year, month, day);
                    const outOfRange = iso < min || iso > max;
                    const selected = iso === value;
                    const focused = iso === focusDay;
                    return (
                      <td key={d} className="p-0.5">
                        <button
                          type="button"
                          data-day={iso}
                          tabIndex={focused ? 0 : -1}
                          disabled={outOfRange}
                          aria-pressed={selected}
                          aria-label={longDate(locale, iso)}
                          onClick={() => choose(iso)}
                          onFocus={() => focusDay !== iso && setFocusDay(iso)}
                          className={`size-9 rounded-full text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 disabled:text-slate-400 ${
                            selected ? "bg-brand-700 font-semibold text-white" : "text-slate-900 hover:bg-brand-50"
                          } ${focused && !selected ? "ring-1 ring-brand-700" : ""}`}
                        >
                          {day}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
