/**
 * The screens as a stack: home at the bottom, each screen opened on top of
 * it, Telegram's back button closing the top one. Screens below the top
 * stay mounted (a list keeps its place and its loaded pages) but hidden, and
 * only the top one drives the main button.
 */
import { useCallback, useMemo, useState } from "preact/hooks";
import type { MeResponse } from "../api-types.ts";
import { DetailSheet, History } from "./history.tsx";
import { Home } from "./home.tsx";
import type { Texts } from "./i18n.ts";
import { Pay } from "./pay.tsx";
import { Receive } from "./receive.tsx";
import { Send } from "./send.tsx";
import { Settings } from "./settings.tsx";
import { telegram, useBackButton } from "./telegram.ts";
import { type Screen, type Session, SessionContext } from "./ui.tsx";

/** Screens a link may open the app on: `t.me/<bot>?startapp=pay` opens Pay (over Home). */
const LINKED_SCREENS = ["receive", "pay", "send", "history", "settings"] as const;

/** The stack the app opens with: Home, and the screen its link names, if any. */
function firstStack(startParam: string | undefined): Screen[] {
  const linked = LINKED_SCREENS.find((name) => name === startParam);
  return linked ? [{ name: "home" }, { name: linked }] : [{ name: "home" }];
}

export function App(props: { me: MeResponse; texts: Texts; reload(): void }) {
  const [stack, setStack] = useState<Screen[]>(() =>
    firstStack(telegram.initDataUnsafe.start_param),
  );
  const open = useCallback((screen: Screen) => setStack((old) => [...old, screen]), []);
  const back = useCallback(() => setStack((old) => (old.length > 1 ? old.slice(0, -1) : old)), []);
  const session = useMemo<Session>(
    () => ({ texts: props.texts, me: props.me, open, back, reload: props.reload }),
    [props.texts, props.me, props.reload, open, back],
  );
  useBackButton(stack.length > 1 ? back : undefined);
  const top = stack.length - 1;
  return (
    <SessionContext.Provider value={session}>
      {stack.map((screen, index) => {
        const active = index === top;
        // A sheet shows over the screen it was opened from.
        const visible = active || (index === top - 1 && stack[top]?.name === "detail");
        return (
          // A screen's place in the stack is its identity.
          <div
            key={`${index}-${screen.name}`}
            class="layer"
            hidden={!visible}
            data-screen={screen.name}
          >
            <ScreenView screen={screen} active={active} />
          </div>
        );
      })}
    </SessionContext.Provider>
  );
}

function ScreenView(props: { screen: Screen; active: boolean }) {
  const { screen, active } = props;
  switch (screen.name) {
    case "home":
      return <Home active={active} />;
    case "history":
      return <History />;
    case "detail":
      return <DetailSheet id={screen.id} />;
    case "receive":
      return <Receive active={active} />;
    case "pay":
      return <Pay active={active} />;
    case "send":
      return <Send active={active} />;
    case "settings":
      return <Settings active={active} />;
  }
}
