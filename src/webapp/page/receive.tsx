/**
 * Receive: an amount (sat or the user's currency) and a description make an
 * invoice, shown as a QR with Copy and Share; the screen turns to "Paid ✓"
 * when the server's long poll says so. The lightning address and pay code
 * are below.
 */
import { useEffect, useState } from "preact/hooks";
import type {
  InvoiceRequest,
  InvoiceResponse,
  InvoiceStatusResponse,
  ReceiveInfoResponse,
} from "../api-types.ts";
import { parseSat } from "./amount.ts";
import { ApiError, api } from "./api.ts";
import { hapticSuccess, telegram, useMainButton } from "./telegram.ts";
import { Card, CopyButton, ErrorBox, SvgImage, useLoad, useSession } from "./ui.tsx";

type Status = InvoiceStatusResponse["status"];

export function Receive(props: { active: boolean }) {
  const { texts, me } = useSession();
  const [amount, setAmount] = useState("");
  const [unit, setUnit] = useState<string>("sat");
  const [description, setDescription] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [invoice, setInvoice] = useState<InvoiceResponse | undefined>(undefined);
  const [status, setStatus] = useState<Status>("pending");
  // Why the page stopped asking about the invoice (e.g. 401 once initData's hour is over).
  const [pollError, setPollError] = useState<unknown>(undefined);
  const info = useLoad((signal) => api<ReceiveInfoResponse>("receive-info", { signal }), []);

  const sat = unit === "sat" ? parseSat(amount) : undefined;
  const fiatTyped = unit !== "sat" && /\d/.test(amount) ? `${amount.trim()} ${unit}` : undefined;
  const ready = sat !== undefined || fiatTyped !== undefined;

  const create = () => {
    if (sat === undefined && fiatTyped === undefined) return;
    const request: InvoiceRequest =
      sat !== undefined ? { amountSat: sat } : { amountFiat: fiatTyped as string };
    if (description.trim()) request.description = description.trim();
    setBusy(true);
    setError(undefined);
    api<InvoiceResponse>("invoice", { body: request }).then(
      (made) => {
        setStatus("pending");
        setPollError(undefined);
        setInvoice(made);
        setBusy(false);
      },
      (failure: unknown) => {
        setError(failure);
        setBusy(false);
      },
    );
  };

  // Long poll: each call returns when the invoice changes or after the server's wait.
  useEffect(() => {
    if (!invoice) return;
    const controller = new AbortController();
    let failures = 0;
    const poll = async () => {
      while (!controller.signal.aborted) {
        try {
          const answer = await api<InvoiceStatusResponse>(
            `invoice/${encodeURIComponent(invoice.id)}?wait=1`,
            { signal: controller.signal },
          );
          failures = 0;
          if (answer.status !== "pending") {
            setStatus(answer.status);
            if (answer.status === "paid") hapticSuccess();
            return;
          }
        } catch (failure) {
          if (controller.signal.aborted) return;
          if (failure instanceof ApiError && failure.status < 500 && failure.status !== 429) {
            // Asking again would be refused the same way: say why the status stopped.
            setPollError(failure);
            return;
          }
          // A dropped connection: ask again, a little later each time (at most 30 s).
          failures += 1;
          await new Promise((resolve) =>
            setTimeout(resolve, Math.min(30_000, 1_000 * 2 ** failures)),
          );
        }
      }
    };
    void poll();
    return () => controller.abort();
  }, [invoice]);

  useMainButton(
    !props.active
      ? undefined
      : invoice
        ? status === "pending"
          ? undefined
          : { text: texts.t("app-receive-new"), onClick: () => setInvoice(undefined) }
        : {
            text: texts.t("app-receive-create"),
            onClick: create,
            disabled: !ready,
            progress: busy,
          },
  );

  const share = (made: InvoiceResponse) => {
    const text = texts.t("app-receive-share-text", { amount: made.amountSat });
    const url = `https://t.me/share/url?url=${encodeURIComponent(`lightning:${made.bolt11}`)}&text=${encodeURIComponent(text)}`;
    telegram.openTelegramLink(url);
  };

  return (
    <div class="screen">
      <h1 class="title">{texts.t("app-receive-title")}</h1>
      {invoice ? (
        <Card class="invoice">
          <div class={`qr ${status === "pending" ? "" : "qr-done"}`}>
            <SvgImage svg={invoice.qrSvg} alt={invoice.bolt11} class="qr-image" />
            {status === "paid" ? (
              <p class="stamp" data-testid="invoice-paid">
                {texts.t("app-receive-paid")}
              </p>
            ) : null}
          </div>
          <p class="big center">{texts.sat(invoice.amountSat)}</p>
          {description.trim() ? <p class="center">{description.trim()}</p> : null}
          <p class="hint center" data-testid="invoice-status">
            {status === "pending"
              ? `${texts.t("app-receive-waiting")} ${texts.t("app-receive-expires", { time: texts.dateTime(invoice.expiresAt) })}`
              : status === "paid"
                ? texts.t("app-receive-paid")
                : texts.t("app-receive-expired")}
          </p>
          {status === "pending" && pollError ? <ErrorBox error={pollError} /> : null}
          {status === "pending" ? (
            <div class="buttons">
              <CopyButton text={invoice.bolt11} />
              <button type="button" class="button secondary" onClick={() => share(invoice)}>
                {texts.t("app-receive-share")}
              </button>
            </div>
          ) : null}
        </Card>
      ) : (
        <Card>
          <label class="field">
            <span>{texts.t("app-receive-amount")}</span>
            <span class="amount-input">
              <input
                name="amount"
                inputMode={unit === "sat" ? "numeric" : "decimal"}
                autoComplete="off"
                value={amount}
                onInput={(event) => setAmount(event.currentTarget.value)}
              />
              {me.currency ? (
                <select
                  name="unit"
                  value={unit}
                  onChange={(event) => setUnit(event.currentTarget.value)}
                >
                  <option value="sat">sat</option>
                  <option value={me.currency}>{me.currency}</option>
                </select>
              ) : (
                <span class="unit">sat</span>
              )}
            </span>
          </label>
          <label class="field">
            <span>{texts.t("app-receive-description")}</span>
            <input
              name="description"
              maxLength={200}
              value={description}
              onInput={(event) => setDescription(event.currentTarget.value)}
            />
          </label>
          {amount.trim() && !ready ? (
            <p class="hint">
              {texts.t(unit === "sat" ? "app-amount-whole-sat" : "app-receive-amount-missing")}
            </p>
          ) : null}
          {error ? <ErrorBox error={error} /> : null}
        </Card>
      )}
      {info.data?.lightningAddress || info.data?.lnurl ? (
        <Card>
          {info.data.lightningAddress ? (
            <div class="copyable">
              <p class="hint">{texts.t("app-receive-address")}</p>
              <p class="mono" data-testid="lightning-address">
                {info.data.lightningAddress}
              </p>
              <CopyButton text={info.data.lightningAddress} />
            </div>
          ) : null}
          {info.data.lnurl ? (
            <div class="copyable">
              <p class="hint">{texts.t("app-receive-paycode")}</p>
              {info.data.lnurlQrSvg ? (
                <SvgImage svg={info.data.lnurlQrSvg} alt={info.data.lnurl} class="qr-small" />
              ) : null}
              <p class="mono break" data-testid="pay-code">
                {info.data.lnurl}
              </p>
              <CopyButton text={info.data.lnurl} />
            </div>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
