/** Home: the balance with its fiat value, spendable and frozen, today's spending, the chart. */
import { useEffect, useRef } from "preact/hooks";
import type { HomeResponse } from "../api-types.ts";
import { takePrefetched } from "./api.ts";
import { Bills } from "./bills.tsx";
import { Chart } from "./chart.tsx";
import { Entry } from "./entry.tsx";
import { Card, ErrorBox, Row, Spinner, useLoad, useSession } from "./ui.tsx";

export function Home(props: { active: boolean }) {
  const { texts, me, open } = useSession();
  const home = useLoad((signal) => takePrefetched<HomeResponse>("home", signal), []);
  // Back from paying or receiving: the figures are read again.
  const wasActive = useRef(props.active);
  useEffect(() => {
    if (props.active && !wasActive.current) home.reload();
    wasActive.current = props.active;
  }, [props.active, home.reload]);
  const data = home.data;
  return (
    <div class="screen">
      {me.sandbox ? <p class="banner">{texts.t("app-sandbox")}</p> : null}
      {home.error ? <ErrorBox error={home.error} retry={home.reload} /> : null}
      {!data && !home.error ? <Spinner /> : null}
      {data ? (
        <>
          <section class="balance" aria-live="polite">
            <p class="hint">{texts.t("app-home-balance")}</p>
            <p class="balance-sat" data-testid="balance">
              {texts.sat(data.balanceSat)}
            </p>
            {data.fiat ? (
              <p class="balance-fiat" data-testid="balance-fiat">
                ≈ {data.fiat.formatted}
              </p>
            ) : null}
          </section>
          <div class="actions">
            <button type="button" class="action" onClick={() => open({ name: "receive" })}>
              <span class="action-icon" aria-hidden="true">
                ↓
              </span>
              {texts.t("app-home-receive")}
            </button>
            <button type="button" class="action" onClick={() => open({ name: "pay" })}>
              <span class="action-icon" aria-hidden="true">
                ⚡
              </span>
              {texts.t("app-home-pay")}
            </button>
            <button type="button" class="action" onClick={() => open({ name: "send" })}>
              <span class="action-icon" aria-hidden="true">
                ↑
              </span>
              {texts.t("app-home-send")}
            </button>
          </div>
          <Card>
            <Row label={texts.t("app-home-spendable")}>{texts.sat(data.spendableSat)}</Row>
            <Row label={texts.t("app-home-frozen")}>{texts.sat(data.frozenSat)}</Row>
            <Row label={texts.t("app-home-today")}>
              {data.dailyLimitSat === null
                ? `${texts.sat(data.todaySpentSat)} (${texts.t("app-home-no-limit")})`
                : texts.t("app-home-today-of-limit", {
                    spent: data.todaySpentSat,
                    limit: data.dailyLimitSat,
                  })}
            </Row>
            {data.dailyLimitSat ? (
              <div class="meter" aria-hidden="true">
                <div
                  class="meter-fill"
                  style={{
                    width: `${Math.min(100, (data.todaySpentSat / data.dailyLimitSat) * 100)}%`,
                  }}
                />
              </div>
            ) : null}
          </Card>
          <Bills />
          <Entry />
          <Card title={texts.t("app-home-chart-title")}>
            <Chart days={data.chart} />
          </Card>
        </>
      ) : null}
      <nav class="list">
        <button type="button" class="list-item" onClick={() => open({ name: "history" })}>
          {texts.t("app-home-history")}
          <span aria-hidden="true">›</span>
        </button>
        <button type="button" class="list-item" onClick={() => open({ name: "settings" })}>
          {texts.t("app-home-settings")}
          <span aria-hidden="true">›</span>
        </button>
      </nav>
    </div>
  );
}
