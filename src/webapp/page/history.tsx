/** History: the same entries as /history, filtered, loaded page by page as the list scrolls; a sheet per entry. */
import { useEffect, useRef, useState } from "preact/hooks";
import type { HistoryDetail, HistoryEntry, HistoryFilter, HistoryResponse } from "../api-types.ts";
import { api } from "./api.ts";
import type { Texts } from "./i18n.ts";
import { ErrorBox, Row, Spinner, useLoad, useSession } from "./ui.tsx";

const FILTERS: HistoryFilter[] = ["all", "in", "out", "pending", "unknown"];
const PAGE = 20;

export function History() {
  const { texts, open } = useSession();
  const [filter, setFilter] = useState<HistoryFilter>("all");
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const generation = useRef(0);

  const loadMore = (from: string | null | undefined, reset: boolean) => {
    if (from === null) return;
    const mine = ++generation.current;
    setLoading(true);
    setError(undefined);
    const query = new URLSearchParams({ filter, limit: String(PAGE) });
    if (from) query.set("cursor", from);
    api<HistoryResponse>(`history?${query}`).then(
      (page) => {
        if (mine !== generation.current) return;
        setEntries((old) => (reset ? page.entries : [...old, ...page.entries]));
        setCursor(page.nextCursor);
        setLoading(false);
      },
      (failure: unknown) => {
        if (mine !== generation.current) return;
        setError(failure);
        setLoading(false);
      },
    );
  };

  // A new filter starts the list again.
  useEffect(() => {
    setEntries([]);
    setCursor(undefined);
    loadMore(undefined, true);
  }, [filter]);

  // The next page loads when the end of the list scrolls into view.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || cursor === null || cursor === undefined || loading || error) return;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        loadMore(cursor, false);
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  });

  return (
    <div class="screen">
      <h1 class="title">{texts.t("app-history-title")}</h1>
      <div class="chips" role="tablist">
        {FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={filter === name}
            class={`chip ${filter === name ? "chip-on" : ""}`}
            onClick={() => setFilter(name)}
          >
            {texts.t(`app-history-${name}`)}
          </button>
        ))}
      </div>
      <ul class="entries" data-testid="history">
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              class="entry"
              onClick={() => open({ name: "detail", id: entry.id })}
            >
              <span class="entry-main">
                <span class="entry-title">{kindLabel(texts, entry)}</span>
                <span class="entry-sub">
                  {texts.shortDateTime(entry.createdAt)}
                  {entry.description || entry.counterpart
                    ? ` · ${entry.description || entry.counterpart}`
                    : ""}
                </span>
              </span>
              <span class="entry-side">
                <span class={`amount amount-${entry.direction}`}>{signedAmount(texts, entry)}</span>
                {entry.status === "paid" || entry.status === "sent" ? null : (
                  <span class={`badge badge-${entry.status}`}>
                    {texts.t(`app-status-${entry.status}`)}
                  </span>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <ErrorBox error={error} retry={() => loadMore(cursor, entries.length === 0)} />
      ) : null}
      {loading ? (
        <p class="hint center">{texts.t(entries.length ? "app-history-more" : "app-loading")}</p>
      ) : null}
      {!loading && !error && cursor === null ? (
        <p class="hint center">
          {texts.t(entries.length ? "app-history-end" : "app-history-empty")}
        </p>
      ) : null}
      <div ref={sentinel} class="sentinel" />
    </div>
  );
}

function kindLabel(texts: Texts, entry: HistoryEntry): string {
  return texts.t(`app-kind-${entry.kind}`);
}

function signedAmount(texts: Texts, entry: HistoryEntry): string {
  if (entry.amountUnknown) return texts.t("app-history-amount-unknown");
  return `${entry.direction === "in" ? "+" : "−"}${texts.sat(entry.amountSat)}`;
}

/** The sheet of one entry, over the list. */
export function DetailSheet(props: { id: string }) {
  const { texts, back } = useSession();
  const detail = useLoad(
    (signal) => api<HistoryDetail>(`history/${encodeURIComponent(props.id)}`, { signal }),
    [props.id],
  );
  const entry = detail.data;
  return (
    <div class="sheet-layer">
      <button
        type="button"
        class="sheet-backdrop"
        aria-label={texts.t("app-close")}
        onClick={back}
      />
      <div class="sheet" role="dialog" aria-modal="true" data-testid="detail">
        {detail.error ? <ErrorBox error={detail.error} retry={detail.reload} /> : null}
        {!entry && !detail.error ? <Spinner /> : null}
        {entry ? (
          <>
            <h2 class="sheet-title">{kindLabel(texts, entry)}</h2>
            <p class={`sheet-amount amount-${entry.direction}`}>{signedAmount(texts, entry)}</p>
            <Row label={texts.t("app-detail-status")}>{texts.t(`app-status-${entry.status}`)}</Row>
            <Row label={texts.t("app-detail-date")}>{texts.dateTime(entry.createdAt)}</Row>
            {entry.feeSat !== undefined ? (
              <Row label={texts.t("app-detail-fee")}>{texts.sat(entry.feeSat)}</Row>
            ) : null}
            {entry.counterpart ? (
              <Row label={texts.t("app-detail-with")}>
                <span class="ident">{entry.counterpart}</span>
              </Row>
            ) : null}
            {entry.description ? (
              <Row label={texts.t("app-detail-description")} wide>
                {entry.description}
              </Row>
            ) : null}
            {entry.reason ? (
              <Row label={texts.t("app-detail-reason")} wide>
                {entry.reason}
              </Row>
            ) : null}
            {entry.expiresAt ? (
              <Row label={texts.t("app-detail-pledge-ends")}>{texts.dateTime(entry.expiresAt)}</Row>
            ) : null}
            {entry.paymentHash ? (
              <Row label={texts.t("app-detail-hash")}>
                <code class="mono">{entry.paymentHash}</code>
              </Row>
            ) : null}
          </>
        ) : null}
        <button type="button" class="button secondary wide" onClick={back}>
          {texts.t("app-close")}
        </button>
      </div>
    </div>
  );
}
