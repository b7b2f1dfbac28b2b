/** Vouchers (LNURL-withdraw): /claim, pasted or scanned, redeemed into one's own account. */
import type { Feature } from "../../feature.ts";
import { expireVouchers } from "./expiry.ts";
import { VOUCHER_CONVERSATION, voucherConversation, voucherFeature } from "./index.ts";

export const voucher: Feature = {
  name: "voucher",
  chat: voucherFeature,
  questions: [{ id: VOUCHER_CONVERSATION, run: voucherConversation }],
  commands: [{ scope: "private", command: "claim", rank: 70 }],
  // Vouchers whose service never paid end with their invoice's expiry, and their message says so.
  jobs: [
    {
      type: "sweep",
      lockKey: "voucher-sweeper",
      what: "expired vouchers",
      sweep: (env, signal) => expireVouchers(env.api, env.services, signal),
    },
  ],
};
