/** The end of a payment or a send, as the engine reported it. */
import type { PayOutcome } from "../api-types.ts";
import { Card, useSession } from "./ui.tsx";

export function Outcome(props: {
  outcome: PayOutcome;
  /** For a pledge: whom it was promised to. */
  to?: string;
  again: string;
  onAgain(): void;
}) {
  const { texts } = useSession();
  const { outcome } = props;
  const kind = outcome.outcome;
  return (
    <Card class={`outcome outcome-${kind}`}>
      <div data-testid="outcome" data-outcome={kind} role="status">
        {kind === "paid" ? (
          <>
            <p class="big center good">{texts.t(props.to ? "app-send-sent" : "app-pay-paid")}</p>
            {outcome.feeSat !== undefined ? (
              <p class="hint center">{texts.t("app-pay-fee", { fee: outcome.feeSat })}</p>
            ) : null}
          </>
        ) : kind === "pledged" ? (
          <p class="center">{texts.t("app-send-pledged", { name: props.to ?? "" })}</p>
        ) : kind === "failed" ? (
          <>
            <p class="center bad">{texts.t("app-pay-failed")}</p>
            {outcome.reason ? <p class="hint center">{outcome.reason}</p> : null}
          </>
        ) : kind === "pending" ? (
          <p class="center">{texts.t("app-pay-pending")}</p>
        ) : (
          <>
            <p class="center warn">{texts.t("app-pay-unknown")}</p>
            {outcome.reason ? <p class="hint center">{outcome.reason}</p> : null}
          </>
        )}
      </div>
      <button type="button" class="button secondary wide" onClick={props.onAgain}>
        {props.again}
      </button>
    </Card>
  );
}
