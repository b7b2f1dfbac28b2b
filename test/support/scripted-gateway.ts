/**
 * A scripted gateway for engine tests: counts sends, answers as told
 * (ok, refused, unknown, slow, or holding a payment as long as a test wants).
 */
import type { Gateway } from "../../src/gateway/client.ts";
import {
  GatewayOutcomeUnknownError,
  GatewayRejectedError,
  GrpcCode,
} from "../../src/gateway/errors.ts";
import type { GatewayAccountClient, MerchantCredentials } from "../../src/gateway/types.ts";

export type SendBehaviour = "ok" | "reject" | "unknown" | "slow" | "hang";

/** A scripted gateway: counts sends, answers as told. */
export class ScriptedGateway implements Gateway {
  readonly #invoiceFor: (amountSat: number) => string;

  constructor(invoiceFor: (amountSat: number) => string) {
    this.#invoiceFor = invoiceFor;
  }

  sends: string[] = [];
  onchain: Array<{ address: string; amountSat: number }> = [];
  sendBehaviour: SendBehaviour = "ok";
  /** While set, sends wait for it (a send under way, as long as a test wants). */
  hold: Promise<void> | undefined;
  /** Runs while a send is at the gateway; a behaviour it returns applies to that send only. */
  onSend: (() => Promise<SendBehaviour | undefined>) | undefined;
  lnurlInvoice = "";

  account(credentials: MerchantCredentials): GatewayAccountClient {
    const gateway = this;
    return {
      async sendPayment(invoice) {
        gateway.sends.push(invoice);
        const behaviour = (await gateway.onSend?.()) ?? gateway.sendBehaviour;
        if (behaviour === "slow") await new Promise((r) => setTimeout(r, 30));
        await gateway.hold;
        // The gateway is carrying the payment out, and the process dies meanwhile.
        if (behaviour === "hang") await new Promise(() => {});
        if (behaviour === "reject") {
          throw new GatewayRejectedError("insufficient balance", {
            operation: "sendPayment",
            status: 400,
            grpcCode: GrpcCode.FAILED_PRECONDITION,
            gatewayMessage: "insufficient balance",
          });
        }
        if (behaviour === "unknown") {
          throw new GatewayOutcomeUnknownError("timeout after send", { operation: "sendPayment" });
        }
      },
      async createInvoice(amountSat) {
        return { id: "ab".repeat(32), invoice: gateway.#invoiceFor(amountSat) };
      },
      async sendOnchain(address, amountSat) {
        gateway.onchain.push({ address, amountSat });
      },
      async invoiceFromLnurl() {
        return gateway.lnurlInvoice;
      },
      async getBalance() {
        return { totalSat: 1e6, frozenSat: 0, spendableSat: 1e6 };
      },
      async getLnurl() {
        return `lnurl-of-${credentials.merchantId}`;
      },
      async getMerchantLnurl(id) {
        return `lnurl-of-${id}`;
      },
    };
  }
}
