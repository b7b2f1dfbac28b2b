/** Small pieces every screen uses: loading data, cards, rows, errors, copy buttons. */
import type { ComponentChildren } from "preact";
import { createContext } from "preact";
import { useCallback, useContext, useEffect, useRef, useState } from "preact/hooks";
import type { MeResponse } from "../api-types.ts";
import { ApiError, NetworkError } from "./api.ts";
import type { Texts } from "./i18n.ts";

/** What every screen reads: the texts, the user, and how to move between screens. */
export interface Session {
  texts: Texts;
  me: MeResponse;
  open(screen: Screen): void;
  back(): void;
  /** The user changed their language or currency: load the texts and figures again. */
  reload(): void;
}

export type Screen =
  | { name: "home" }
  | { name: "history" }
  | { name: "detail"; id: string }
  | { name: "receive" }
  | { name: "pay" }
  | { name: "send" }
  | { name: "settings" };

export const SessionContext = createContext<Session | undefined>(undefined);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside the app");
  return session;
}

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/** Loads `load()` when mounted and when `keys` change; the latest answer wins. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, keys: unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({
    loading: true,
  });
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  // The caller's keys decide when to load again.
  useEffect(() => {
    const controller = new AbortController();
    setState((old) => ({ ...old, loading: true }));
    latest.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ error, loading: false });
      },
    );
    return () => controller.abort();
  }, [...keys, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

/** The one sentence a user sees for a failed call. */
export function errorText(texts: Texts, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.userMessage) return error.userMessage;
    if (error.status === 401) return texts.t("app-error-unauthorized");
    if (error.code === "not_connected") return texts.t("app-error-not-connected");
  }
  if (error instanceof NetworkError) return texts.t("app-error-network");
  return texts.t("app-error-generic");
}

export function Card(props: { title?: string; children: ComponentChildren; class?: string }) {
  return (
    <section class={`card ${props.class ?? ""}`}>
      {props.title ? <h2 class="card-title">{props.title}</h2> : null}
      {props.children}
    </section>
  );
}

/** A label and its value on one line; `wide` (free text) puts the value under the label. */
export function Row(props: { label: string; children: ComponentChildren; wide?: boolean }) {
  return (
    <div class={props.wide ? "row row-wide" : "row"}>
      <span class="row-label">{props.label}</span>
      <span class="row-value">{props.children}</span>
    </div>
  );
}

export function Spinner() {
  const { texts } = useSession();
  return (
    <p class="hint center" aria-busy="true">
      {texts.t("app-loading")}
    </p>
  );
}

export function ErrorBox(props: { error: unknown; retry?: () => void }) {
  const { texts } = useSession();
  return (
    <div class="error" role="alert">
      <p>{errorText(texts, props.error)}</p>
      {props.retry ? (
        <button type="button" class="button secondary" onClick={props.retry}>
          {texts.t("app-retry")}
        </button>
      ) : null}
    </div>
  );
}

/** Copies `text` to the clipboard; says "Copied ✓" for a moment. */
export function CopyButton(props: { text: string; label?: string }) {
  const { texts } = useSession();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    navigator.clipboard?.writeText(props.text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <button type="button" class="button secondary" onClick={copy}>
      {copied ? texts.t("app-copied") : (props.label ?? texts.t("app-copy"))}
    </button>
  );
}

/** An SVG image from the server (a QR code) shown as an image: it can run nothing. */
export function SvgImage(props: { svg: string; alt: string; class?: string }) {
  return (
    <img
      class={props.class}
      alt={props.alt}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(props.svg)}`}
    />
  );
}
