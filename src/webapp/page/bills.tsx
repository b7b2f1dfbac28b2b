/**
 * The bills on the home screen (`/split` in groups): the shares the user
 * owes, each with Pay (then Confirm, once, as in the chat; or its invoice to
 * pay from any wallet without an account), and the bills they are owed,
 * how far each got. Hidden when there are none.
 */
import { useState } from "preact/hooks";
import type { BillsResponse, PayOutcome, SharePayPreview } from "../api-types.ts";
import { api } from "./api.ts";
import { Card, CopyButton, errorText, Row, useLoad, useSession } from "./ui.tsx";

type Owe = BillsResponse["owe"][number];

export function Bills() {
  const { texts } = useSession();
  const bills = useLoad((signal) => api<BillsResponse>("split", { signal }), []);
  const data = bills.data;
  if (!data || (data.owe.length === 0 && data.owed.length === 0)) return null;
  return (
    <>
      {data.owe.length > 0 ? (
        <Card title={texts.t("app-bills-owe-title")}>
          {data.owe.map((bill) => (
            <OweRow key={bill.billId} bill={bill} done={bills.reload} />
          ))}
        </Card>
      ) : null}
      {data.owed.length > 0 ? (
        <Card title={texts.t("app-bills-owed-title")}>
          {data.owed.map((bill) => (
            <Row key={bill.billId} label={`${bill.what} · ${bill.chat}`}>
              {texts.t("app-bills-progress", { paid: bill.paid, count: bill.count })}
            </Row>
          ))}
        </Card>
      ) : null}
    </>
  );
}

function OweRow(props: { bill: Owe; done(): void }) {
  const { texts } = useSession();
  const { bill } = props;
  const [step, setStep] = useState<SharePayPreview | { outcome: "error"; text: string }>();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setStep({ outcome: "error", text: errorText(texts, error) });
    } finally {
      setBusy(false);
    }
  };
  const pay = () =>
    run(async () =>
      setStep(await api<SharePayPreview>("split/pay", { body: { billId: bill.billId } })),
    );
  const confirm = (quoteId: string) =>
    run(async () => {
      const outcome = await api<PayOutcome>("split/confirm", { body: { quoteId } });
      setStep(
        outcome.outcome === "paid"
          ? { outcome: "paid" }
          : { outcome: "error", text: outcome.reason ?? texts.t("app-bills-not-paid") },
      );
      if (outcome.outcome === "paid") props.done();
    });
  return (
    <div class="bill" data-testid="bill-owed">
      <Row label={`${bill.what} · ${bill.chat}`}>
        {texts.t("app-bills-share", { amount: texts.sat(bill.shareSat), to: bill.to })}
      </Row>
      {step === undefined ? (
        <button type="button" class="button" disabled={busy} onClick={pay}>
          {texts.t("app-bills-pay")}
        </button>
      ) : step.outcome === "confirm" ? (
        <button type="button" class="button" disabled={busy} onClick={() => confirm(step.quoteId)}>
          {texts.t("app-bills-confirm", { amount: texts.sat(step.amountSat), to: step.to })}
        </button>
      ) : step.outcome === "invoice" ? (
        <>
          <p class="hint">{texts.t("app-bills-invoice")}</p>
          <p class="mono">{step.invoice}</p>
          <CopyButton text={step.invoice} />
        </>
      ) : step.outcome === "paid" ? (
        <p class="hint">{texts.t("app-bills-paid")}</p>
      ) : (
        <p class="hint">{step.text}</p>
      )}
    </div>
  );
}
