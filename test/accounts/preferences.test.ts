import { describe, expect, it } from "vitest";
import {
  DEFAULT_REACTION_AMOUNTS,
  DEFAULT_REACTION_BUDGET_SAT,
  reactionSettings,
} from "../../src/accounts/preferences.ts";

describe("reaction tip preferences", () => {
  it("are off with the default mapping and budget when never set", () => {
    const settings = reactionSettings({});
    expect(settings).toEqual({
      on: false,
      amounts: DEFAULT_REACTION_AMOUNTS,
      dailyBudgetSat: DEFAULT_REACTION_BUDGET_SAT,
    });
    // A copy: changing one member's mapping never changes the defaults.
    settings.amounts["👍"] = 5;
    expect(DEFAULT_REACTION_AMOUNTS["👍"]).toBeUndefined();
  });

  it("are the member's own once set, kept when turned off", () => {
    const own = { on: false, amounts: { "🔥": 50 }, dailyBudgetSat: 200 };
    expect(reactionSettings({ reactionTips: own })).toEqual(own);
  });
});
