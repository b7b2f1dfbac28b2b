/**
 * Send to a @member or an address, as /send does: a preview from the server
 * (whom it reaches, the amount in both currencies, whether it becomes a
 * pledge), then one confirmation, answered by the engine's outcome.
 */
import { useRef, useState } from "preact/hooks";
import type { PayOutcome, SendPreview, SendRequest } from "../api-types.ts";
import { parseSat } from "./amount.ts";
import { ApiError, api } from "./api.ts";
import { Outcome } from "./outcome.tsx";
import { hapticError, hapticSuccess, useMainButton } from "./telegram.ts";
import { Card, ErrorBox, useSession } from "./ui.tsx";

type Step =
  | { name: "form" }
  | { name: "preview"; preview: SendPreview }
  | { name: "outcome"; preview: SendPreview; outcome: PayOutcome };

export function Send(props: { active: boolean }) {
  const { texts } = useSession();
  const [to, setTo] = useState("");
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [step, setStep] = useState<Step>({ name: "form" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const confirming = useRef(false);
  const sat = parseSat(amount);

  const review = () => {
    if (sat === undefined || !to.trim()) return;
    const request: SendRequest = { to: to.trim(), amountSat: sat };
    if (note.trim()) request.note = note.trim();
    setBusy(true);
    setError(undefined);
    api<SendPreview>("send", { body: request }).then(
      (preview) => {
        setBusy(false);
        setStep({ name: "preview", preview });
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failure);
        hapticError();
      },
    );
  };

  const confirm = () => {
    if (step.name !== "preview" || confirming.current) return;
    confirming.current = true;
    const { preview } = step;
    setBusy(true);
    setError(undefined);
    api<PayOutcome>("send/confirm", { body: { quoteId: preview.quoteId } }).then(
      (outcome) => {
        setBusy(false);
        setStep({ name: "outcome", preview, outcome });
        if (outcome.outcome === "paid" || outcome.outcome === "pledged") hapticSuccess();
        else if (outcome.outcome === "failed") hapticError();
      },
      (failure: unknown) => {
        setBusy(false);
        if (failure instanceof ApiError && failure.status < 500) {
          confirming.current = false;
          setError(failure);
          hapticError();
          return;
        }
        setStep({ name: "outcome", preview, outcome: { outcome: "unknown" } });
      },
    );
  };

  const restart = () => {
    confirming.current = false;
    setAmount("");
    setNote("");
    setError(undefined);
    setStep({ name: "form" });
  };

  useMainButton(
    !props.active
      ? undefined
      : step.name === "form"
        ? {
            text: texts.t("app-send-review"),
            onClick: review,
            disabled: sat === undefined || !to.trim(),
            progress: busy,
          }
        : step.name === "preview"
          ? {
              text: texts.t("app-send-confirm", { amount: step.preview.amountSat }),
              onClick: confirm,
              progress: busy,
            }
          : undefined,
  );

  return (
    <div class="screen">
      <h1 class="title">{texts.t("app-send-title")}</h1>
      {step.name === "form" ? (
        <Card>
          <label class="field">
            <span>{texts.t("app-send-to")}</span>
            <input
              name="to"
              autoComplete="off"
              autoCapitalize="off"
              spellcheck={false}
              placeholder={texts.t("app-send-to-placeholder")}
              value={to}
              onInput={(event) => setTo(event.currentTarget.value)}
            />
          </label>
          <label class="field">
            <span>{texts.t("app-send-amount")}</span>
            <input
              name="amount"
              inputMode="numeric"
              autoComplete="off"
              value={amount}
              onInput={(event) => setAmount(event.currentTarget.value)}
            />
            {amount.trim() && sat === undefined ? (
              <span class="hint">{texts.t("app-amount-whole-sat")}</span>
            ) : null}
          </label>
          <label class="field">
            <span>{texts.t("app-send-note")}</span>
            <input
              name="note"
              maxLength={200}
              value={note}
              onInput={(event) => setNote(event.currentTarget.value)}
            />
          </label>
          {error ? <ErrorBox error={error} /> : null}
        </Card>
      ) : (
        <Card>
          <p class="big center">{texts.sat(step.preview.amountSat)}</p>
          {step.preview.fiat ? <p class="hint center">≈ {step.preview.fiat.formatted}</p> : null}
          <p class="center">{texts.t("app-send-to-whom", { name: step.preview.to.label })}</p>
          {step.preview.to.claimedName ? (
            <p class="center hint" data-testid="send-claimed-name">
              {texts.t("app-claimed-name", { name: step.preview.to.claimedName })}
            </p>
          ) : null}
          {/* The note goes with the sats: it is confirmed with them. */}
          {note.trim() ? (
            <p class="center hint" data-testid="send-note">
              {note.trim()}
            </p>
          ) : null}
          {step.preview.pledge ? (
            <p class="note">{texts.t("app-send-pledge", { name: step.preview.to.label })}</p>
          ) : null}
          {error ? <ErrorBox error={error} /> : null}
        </Card>
      )}
      {step.name === "outcome" ? (
        <Outcome
          outcome={step.outcome}
          to={step.preview.to.label}
          again={texts.t("app-send-another")}
          onAgain={restart}
        />
      ) : null}
    </div>
  );
}
