/** Settings: the same stored preferences as /settings, so a change in one shows in the other. */
import { useEffect, useState } from "preact/hooks";
import { LANGUAGES } from "../../i18n/languages.ts";
import type { SettingsPatch, SettingsResponse } from "../api-types.ts";
import { api } from "./api.ts";
import { hapticSuccess, useMainButton } from "./telegram.ts";
import { Card, ErrorBox, Spinner, useLoad, useSession } from "./ui.tsx";

/** Each language named in itself (the same names as the /settings menu). */
const LANGUAGE_NAMES: Record<string, string> = LANGUAGES;

interface Form {
  language: string;
  currency: string;
  threshold: string;
  tipAddress: string;
  reactionTips: boolean;
  leaderboardOptOut: boolean;
}

function formOf(settings: SettingsResponse): Form {
  return {
    language: settings.languageChosen ?? "",
    currency: settings.currency,
    threshold: String(settings.tipConfirmThresholdSat),
    tipAddress: settings.tipAddress ?? "",
    reactionTips: settings.reactionTips,
    leaderboardOptOut: settings.leaderboardOptOut,
  };
}

export function Settings(props: { active: boolean }) {
  const { texts, reload } = useSession();
  const loaded = useLoad((signal) => api<SettingsResponse>("settings", { signal }), []);
  const [saved, setSaved] = useState<SettingsResponse | undefined>(undefined);
  const [form, setForm] = useState<Form | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (loaded.data) {
      setSaved(loaded.data);
      setForm(formOf(loaded.data));
    }
  }, [loaded.data]);

  const patch = (): SettingsPatch | undefined => {
    if (!form || !saved) return undefined;
    const before = formOf(saved);
    const change: SettingsPatch = {};
    if (form.language !== before.language && form.language) change.language = form.language;
    if (form.currency !== before.currency) change.currency = form.currency;
    if (form.threshold.trim() !== before.threshold) {
      const threshold = Number(form.threshold.trim());
      change.tipConfirmThresholdSat = Number.isSafeInteger(threshold) ? threshold : -1;
    }
    if (form.tipAddress.trim() !== before.tipAddress) {
      change.tipAddress = form.tipAddress.trim() || null;
    }
    if (form.reactionTips !== before.reactionTips) change.reactionTips = form.reactionTips;
    if (form.leaderboardOptOut !== before.leaderboardOptOut) {
      change.leaderboardOptOut = form.leaderboardOptOut;
    }
    return Object.keys(change).length > 0 ? change : undefined;
  };
  const change = patch();

  const save = () => {
    if (!change) return;
    setBusy(true);
    setError(undefined);
    api<SettingsResponse>("settings", { method: "PATCH", body: change }).then(
      (next) => {
        setBusy(false);
        setSaved(next);
        setForm(formOf(next));
        setDone(true);
        hapticSuccess();
        // The page's texts and amounts follow the new language and currency.
        if (change.language !== undefined || change.currency !== undefined) reload();
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failure);
      },
    );
  };

  useMainButton(
    props.active && form
      ? { text: texts.t("app-settings-save"), onClick: save, disabled: !change, progress: busy }
      : undefined,
  );

  const edit = (part: Partial<Form>) => {
    setDone(false);
    setForm((old) => (old ? { ...old, ...part } : old));
  };

  return (
    <div class="screen">
      <h1 class="title">{texts.t("app-settings-title")}</h1>
      {loaded.error ? <ErrorBox error={loaded.error} retry={loaded.reload} /> : null}
      {!form && !loaded.error ? <Spinner /> : null}
      {form && saved ? (
        <Card>
          <label class="field">
            <span>{texts.t("app-settings-language")}</span>
            <select
              name="language"
              value={form.language}
              onChange={(event) => edit({ language: event.currentTarget.value })}
            >
              {form.language === "" ? (
                <option value="">{texts.t("app-settings-language-telegram")}</option>
              ) : null}
              {saved.languages.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code] ?? code}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span>{texts.t("app-settings-currency")}</span>
            <select
              name="currency"
              value={form.currency}
              onChange={(event) => edit({ currency: event.currentTarget.value })}
            >
              {saved.currencies.map((code) => (
                <option key={code} value={code}>
                  {code === "none" ? texts.t("app-settings-currency-none") : code}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span>{texts.t("app-settings-threshold")}</span>
            <input
              name="threshold"
              inputMode="numeric"
              value={form.threshold}
              onInput={(event) => edit({ threshold: event.currentTarget.value })}
            />
            <span class="hint">{texts.t("app-settings-threshold-hint")}</span>
          </label>
          <label class="field">
            <span>{texts.t("app-settings-address")}</span>
            <input
              name="tipAddress"
              autoComplete="off"
              autoCapitalize="off"
              spellcheck={false}
              placeholder="name@wallet.example"
              value={form.tipAddress}
              onInput={(event) => edit({ tipAddress: event.currentTarget.value })}
            />
            <span class="hint">{texts.t("app-settings-address-hint")}</span>
          </label>
          <label class="toggle">
            <input
              type="checkbox"
              name="reactionTips"
              checked={form.reactionTips}
              onChange={(event) => edit({ reactionTips: event.currentTarget.checked })}
            />
            <span>{texts.t("app-settings-reaction-tips")}</span>
          </label>
          <label class="toggle">
            <input
              type="checkbox"
              name="leaderboardOptOut"
              checked={form.leaderboardOptOut}
              onChange={(event) => edit({ leaderboardOptOut: event.currentTarget.checked })}
            />
            <span>{texts.t("app-settings-leaderboard")}</span>
          </label>
          {error ? <ErrorBox error={error} /> : null}
          {done ? (
            <p class="good center" role="status">
              {texts.t("app-settings-saved")}
            </p>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
