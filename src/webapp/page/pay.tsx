/**
 * Pay: paste an invoice, LNURL or lightning address, or scan it with
 * Telegram's scanner; the server decodes it (the same checks as /pay) into a
 * one-use quote; the main button pays it once. The outcome is the engine's:
 * paid, failed with its reason, or unknown (then never tried again, from
 * here or anywhere: the quote is spent).
 */
import { useRef, useState } from "preact/hooks";
import type { DecodeResponse, PayOutcome, PayRequest } from "../api-types.ts";
import { parseSat } from "./amount.ts";
import { ApiError, api } from "./api.ts";
import { Outcome } from "./outcome.tsx";
import { hapticError, hapticSuccess, telegram, useMainButton } from "./telegram.ts";
import { Card, ErrorBox, Row, useSession } from "./ui.tsx";

type Step =
  | { name: "input" }
  | { name: "preview"; quote: DecodeResponse }
  | { name: "outcome"; quote: DecodeResponse; amountSat: number; outcome: PayOutcome };

export function Pay(props: { active: boolean }) {
  const { texts } = useSession();
  const [text, setText] = useState("");
  const [step, setStep] = useState<Step>({ name: "input" });
  const [amount, setAmount] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  // Set the moment Pay is pressed, before any re-render: a second press finds it set.
  const paying = useRef(false);

  const decode = (input: string) => {
    if (!input.trim()) return;
    setBusy(true);
    setError(undefined);
    api<DecodeResponse>("decode", { body: { text: input.trim() } }).then(
      (quote) => {
        setBusy(false);
        setAmount("");
        setStep({ name: "preview", quote });
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failure);
        hapticError();
      },
    );
  };

  const scan = () => {
    telegram.showScanQrPopup({ text: texts.t("app-pay-scan-hint") }, (scanned) => {
      const found = scanned?.trim();
      // Nothing read yet: the scanner stays open.
      if (!found) return;
      setText(found);
      decode(found);
      return true;
    });
  };

  const quote = step.name === "input" ? undefined : step.quote;
  const typed = parseSat(amount);
  const payAmount = quote?.amountSat ?? typed;
  const inRange =
    payAmount !== undefined &&
    (quote?.minSat === undefined || payAmount >= quote.minSat) &&
    (quote?.maxSat === undefined || payAmount <= quote.maxSat);

  const pay = () => {
    if (step.name !== "preview" || payAmount === undefined || paying.current) return;
    paying.current = true;
    setBusy(true);
    setError(undefined);
    const request: PayRequest = { quoteId: step.quote.quoteId };
    if (step.quote.amountSat === null) request.amountSat = payAmount;
    api<PayOutcome>("pay", { body: request }).then(
      (outcome) => {
        setBusy(false);
        setStep({ name: "outcome", quote: step.quote, amountSat: payAmount, outcome });
        if (outcome.outcome === "paid") hapticSuccess();
        else if (outcome.outcome === "failed") hapticError();
      },
      (failure: unknown) => {
        setBusy(false);
        if (failure instanceof ApiError && failure.status < 500) {
          // Refused before any money moved (limit, funds, a spent quote): say why; a new
          // Pay press uses the same quote, which the server accepts at most once.
          paying.current = false;
          setError(failure);
          hapticError();
          return;
        }
        // The request may have reached the engine: its outcome is not known here. Never
        // send it again; the history tells.
        setStep({
          name: "outcome",
          quote: step.quote,
          amountSat: payAmount,
          outcome: { outcome: "unknown" },
        });
      },
    );
  };

  const restart = () => {
    paying.current = false;
    setText("");
    setAmount("");
    setError(undefined);
    setStep({ name: "input" });
  };

  useMainButton(
    !props.active
      ? undefined
      : step.name === "input"
        ? {
            text: texts.t("app-pay-check"),
            onClick: () => decode(text),
            disabled: !text.trim(),
            progress: busy,
          }
        : step.name === "preview"
          ? {
              text:
                payAmount === undefined
                  ? texts.t("app-pay-title")
                  : texts.t("app-pay-button", { amount: payAmount }),
              onClick: pay,
              disabled: !inRange,
              progress: busy,
            }
          : undefined,
  );

  return (
    <div class="screen">
      <h1 class="title">{texts.t("app-pay-title")}</h1>
      {step.name === "input" ? (
        <Card>
          <label class="field">
            <span>{texts.t("app-pay-input")}</span>
            <textarea
              name="payment"
              rows={3}
              autoComplete="off"
              spellcheck={false}
              placeholder={texts.t("app-pay-placeholder")}
              value={text}
              onInput={(event) => setText(event.currentTarget.value)}
            />
          </label>
          {telegram.isVersionAtLeast("6.4") ? (
            <button type="button" class="button secondary wide" onClick={scan}>
              {texts.t("app-pay-scan")}
            </button>
          ) : null}
          {error ? <ErrorBox error={error} /> : null}
        </Card>
      ) : null}
      {quote ? (
        <Card>
          <p class="big center" data-testid="pay-amount">
            {payAmount !== undefined ? texts.sat(payAmount) : "—"}
          </p>
          {quote.fiat ? <p class="hint center">≈ {quote.fiat.formatted}</p> : null}
          {quote.amountSat === null && step.name === "preview" ? (
            <label class="field">
              <span>{texts.t("app-pay-amount")}</span>
              <input
                name="amount"
                inputMode="numeric"
                autoComplete="off"
                value={amount}
                onInput={(event) => setAmount(event.currentTarget.value)}
              />
              {amount.trim() && typed === undefined ? (
                <span class="hint">{texts.t("app-amount-whole-sat")}</span>
              ) : null}
              {quote.minSat !== undefined && quote.maxSat !== undefined ? (
                <span class="hint">
                  {texts.t("app-pay-range", { min: quote.minSat, max: quote.maxSat })}
                </span>
              ) : null}
            </label>
          ) : null}
          {quote.payee ? (
            <Row label={texts.t("app-pay-payee")}>
              <span class="ident">{quote.payee}</span>
            </Row>
          ) : null}
          {!quote.payee && quote.payeeNode ? (
            <Row label={texts.t("app-pay-payee")}>
              <span class="ident">{texts.t("app-pay-node", { node: quote.payeeNode })}</span>
            </Row>
          ) : null}
          {quote.claimedName ? (
            <p class="hint" data-testid="pay-claimed-name">
              {texts.t("app-claimed-name", { name: quote.claimedName })}
            </p>
          ) : null}
          <Row label={texts.t("app-pay-description")} wide>
            {quote.description || texts.t("app-pay-no-description")}
          </Row>
          {quote.expiresAt ? (
            <Row label={texts.t("app-pay-expires")}>{texts.dateTime(quote.expiresAt)}</Row>
          ) : null}
          {error ? <ErrorBox error={error} /> : null}
        </Card>
      ) : null}
      {step.name === "outcome" ? (
        <Outcome outcome={step.outcome} again={texts.t("app-pay-another")} onAgain={restart} />
      ) : null}
    </div>
  );
}
