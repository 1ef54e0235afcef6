import { describe, expect, it } from "vitest";
import { dateOfBirthProblem } from "@contracts/auto-debit/auto-debit-rules";
import {
  addDays,
  addMonths,
  clampDay,
  dateOfBirthRange,
  daysInMonth,
  monthWeeks,
  sentDate,
  shownDate,
  weekdayColumn,
} from "./dob-dates";

describe("shown dd-MM-yyyy and sent yyyy-MM-dd", () => {
  it.each([
    ["1988-04-12", "12-04-1988"],
    ["1960-02-29", "29-02-1960"],
    ["2000-12-31", "31-12-2000"],
  ])("%s <-> %s", (iso, shown) => {
    expect(shownDate(iso)).toBe(shown);
    expect(sentDate(shown)).toBe(iso);
  });

  it.each(["", "1988-4-12", "1961-02-29", "12-04-1988", "1988-13-01", "garbage"])("shows nothing for %j", (v) => {
    expect(shownDate(v)).toBe("");
  });

  it.each(["", "1988-04-12", "29-02-1961", "32-01-1990", "1-4-1988", "12/04/1988"])("sends nothing for %j", (v) => {
    expect(sentDate(v)).toBeNull();
  });
});

describe("calendar arithmetic", () => {
  it("knows month lengths", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(1990, 4)).toBe(30);
    expect(daysInMonth(1990, 12)).toBe(31);
  });

  it("moves by days and months", () => {
    expect(addDays("1988-12-31", 1)).toBe("1989-01-01");
    expect(addDays("1988-03-01", -1)).toBe("1988-02-29");
    expect(addMonths("1990-03-31", -1)).toBe("1990-02-28");
    expect(addMonths("1990-12-15", 1)).toBe("1991-01-15");
    expect(addMonths("1990-01-15", -13)).toBe("1988-12-15");
  });

  it("clamps into a range", () => {
    expect(clampDay("1900-01-01", "1906-11-25", "2008-11-25")).toBe("1906-11-25");
    expect(clampDay("2010-01-01", "1906-11-25", "2008-11-25")).toBe("2008-11-25");
    expect(clampDay("1990-06-01", "1906-11-25", "2008-11-25")).toBe("1990-06-01");
  });

  it("lays a month out Monday first", () => {
    // 1 November 2026 is a Sunday
    expect(weekdayColumn(2026, 11, 1)).toBe(6);
    const weeks = monthWeeks(2026, 11);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.flat().filter((d) => d !== null)).toHaveLength(30);
  });
});

describe("the picker's range is the one the shared rules accept", () => {
  it.each(["2026-11-25", "2028-02-29", "2027-03-01"])("on %s", (today) => {
    const { min, max } = dateOfBirthRange(today);
    expect(dateOfBirthProblem(min, today)).toBeNull();
    expect(dateOfBirthProblem(max, today)).toBeNull();
    expect(dateOfBirthProblem(addDays(min, -1), today)).toBe("autodebit_dob_invalid");
    expect(dateOfBirthProblem(addDays(max, 1), today)).toBe("autodebit_dob_invalid");
  });
});
