import { describe, expect, it } from "vitest";
import { detectEmploymentEvents } from "@/lib/people/internal/joiners-leavers";

const TODAY = "2026-12-08";
const at = (status: "active" | "inactive" | "former", startDate: string | null = null, endDate: string | null = null) => ({ status, startDate, endDate });
const kinds = (events: { kind: string; effectiveOn: string }[]) => events.map((e) => [e.kind, e.effectiveOn]);

describe("joiners and leavers", () => {
  it("a new employed person joins on the start date, else today; a past leaver created former is history", () => {
    expect(kinds(detectEmploymentEvents(null, at("active", "2026-03-02"), TODAY))).toEqual([["joined", "2026-03-02"]]);
    expect(kinds(detectEmploymentEvents(null, at("inactive"), TODAY))).toEqual([["joined", TODAY]]);
    expect(detectEmploymentEvents(null, at("former", "2019-01-01", "2020-01-01"), TODAY)).toEqual([]);
  });

  it("becoming former is a leaver on the end date; coming back is a joiner; dates moving on their own are their own events", () => {
    expect(kinds(detectEmploymentEvents(at("active", "2020-01-01"), at("former", "2020-01-01", "2026-11-30"), TODAY))).toEqual([["left", "2026-11-30"]]);
    expect(kinds(detectEmploymentEvents(at("inactive"), at("former"), TODAY))).toEqual([["left", TODAY]]);
    expect(kinds(detectEmploymentEvents(at("former", "2020-01-01", "2021-01-01"), at("active", "2026-12-01"), TODAY))).toEqual([["joined", "2026-12-01"]]);
    expect(kinds(detectEmploymentEvents(at("active", "2026-01-01"), at("active", "2026-02-01", "2026-12-31"), TODAY))).toEqual([
      ["start_date_changed", "2026-02-01"],
      ["end_date_changed", "2026-12-31"],
    ]);
    expect(detectEmploymentEvents(at("active", "2026-01-01"), at("inactive", "2026-01-01"), TODAY)).toEqual([]);
  });
});
