/**
 * `currentopenings` is another name of `jobs` (decision 062): the insurer's
 * content service's clients read the openings under either name, with the
 * same filters and the same entries; a name that is neither stays a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentNotFoundError } from "../../server/content/content-error.ts";
import { openSeededContent } from "./fixtures/content-fixtures.ts";

let content: Awaited<ReturnType<typeof openSeededContent>>;
beforeAll(async () => {
  content = await openSeededContent();
}, 60_000);
afterAll(async () => content?.close());

describe("currentopenings", () => {
  it("answers the jobs, filtered, sorted, counted and one by one", () => {
    const { store } = content.service;
    const query = "publish=true&_sort=Sort_Order:ASC";
    const jobs = store.find("jobs", query);
    expect(jobs.length).toBeGreaterThan(0);
    expect(store.findJson("currentopenings", query)).toBe(store.findJson("jobs", query));
    expect(store.count("currentopenings", "publish=true")).toBe(jobs.length);
    const first = jobs[0]!;
    expect(store.findOne("currentopenings", first.id)).toEqual(store.findOne("jobs", first.id));
    expect(store.find("currentopenings", `slug=${String(first.slug)}`)).toHaveLength(1);
  });

  it("leaves other names unknown", () => {
    const { store } = content.service;
    expect(() => store.find("currentopening")).toThrow(ContentNotFoundError);
    expect(() => store.find("constructor")).toThrow(ContentNotFoundError);
  });
});
