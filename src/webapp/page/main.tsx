/**
 * The Mini App's page: the wallet inside Telegram (home, history, receive,
 * pay, send, settings). Built by ../build.ts with esbuild into one script
 * and one stylesheet; served by ../static.ts under /app/.
 *
 * Why this stack:
 * - Preact (4 kB gzipped) for the screens: components and hooks as in
 *   React, at a tenth of its weight; a Mini App opens cold on phones, and
 *   the whole first load stays far under its 150 kB budget.
 * - Telegram's own bridge, telegram-web-app.js, as @twa-dev/sdk ships it
 *   (the official script, unchanged, plus its types), bundled and served
 *   from this server: no third-party script host at run time, and the
 *   behaviour is exactly the one Telegram's clients expect. The newer
 *   @telegram-apps/sdk reimplements the bridge and weighs several times more.
 * - @fluent/bundle, the same Fluent runtime as the bot's chat texts, for the
 *   texts of src/locales/<language>/webapp.ftl.
 * No router, store or chart library: a stack of screens, per-screen state
 * and 30 pairs of SVG bars need none.
 */
import "./styles.css";
import { render } from "preact";
import { useCallback, useEffect, useMemo, useState } from "preact/hooks";
import type { MeResponse } from "../api-types.ts";
import { prefetch, takePrefetched } from "./api.ts";
import { App } from "./app.tsx";
import { bootTexts, makeTexts, type Texts } from "./i18n.ts";
import { telegram } from "./telegram.ts";
import { errorText } from "./ui.tsx";

function Boot() {
  const [me, setMe] = useState<MeResponse | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    setError(undefined);
    // The first round takes the call started with the page; a reload makes a new one.
    takePrefetched<MeResponse>("me", controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setMe(answer);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(failure);
      },
    );
    return () => controller.abort();
  }, [round]);
  const texts = useMemo<Texts | undefined>(
    () => (me ? makeTexts(me.language, me.messages) : undefined),
    [me],
  );
  useEffect(() => {
    if (me) document.documentElement.lang = me.language;
  }, [me]);
  if (me && texts) return <App me={me} texts={texts} reload={reload} />;
  // Before the API names the user's language: the one Telegram gives.
  const first = bootTexts(telegram.initDataUnsafe.user?.language_code);
  if (error) {
    return (
      <div class="screen" role="alert">
        <p class="error">{errorText(first, error)}</p>
        <button type="button" class="button secondary wide" onClick={reload}>
          {first.t("app-retry")}
        </button>
      </div>
    );
  }
  return (
    <p class="hint center" aria-busy="true">
      {first.t("app-loading")}
    </p>
  );
}

const root = document.getElementById("app");
if (root) {
  telegram.ready();
  telegram.expand();
  if (telegram.initData) {
    // The user's texts and home's figures load at once, before the first drawing.
    prefetch("me");
    prefetch("home");
    render(<Boot />, root);
  } else {
    // Not in Telegram: no user, so the browser's language.
    render(
      <p class="screen error">{bootTexts(navigator.language).t("app-error-outside")}</p>,
      root,
    );
  }
}
