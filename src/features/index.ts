/**
 * The list of features: the only wiring. The chat (createBot), the command
 * menus, the Mini App's router and app.ts (jobs, gates, endings) read it;
 * none of them imports a feature's folder. A new feature is one folder here
 * and one line below (docs/adding-a-feature.md).
 *
 * The order is the chat's: the first feature whose handler matches an
 * update answers it. Vouchers come before /pay (a voucher pasted or scanned
 * is redeemed; anything else goes on to /pay), and the fallback is last.
 */
import type { Feature } from "../feature.ts";
import { balance } from "./balance/feature.ts";
import { cancel } from "./cancel/feature.ts";
import { connect } from "./connect/feature.ts";
import { entry } from "./entry/feature.ts";
import { fallback } from "./fallback/feature.ts";
import { giveaway } from "./giveaway/feature.ts";
import { groupLnurl } from "./group-lnurl/feature.ts";
import { groupWelcome } from "./group-welcome/feature.ts";
import { guest } from "./guest/feature.ts";
import { history } from "./history/feature.ts";
import { inline } from "./inline/feature.ts";
import { invoice } from "./invoice/feature.ts";
import { lnurl } from "./lnurl/feature.ts";
import { notifications } from "./notifications/feature.ts";
import { pay } from "./pay/feature.ts";
import { pledge } from "./pledge/feature.ts";
import { raffle } from "./raffle/feature.ts";
import { rain } from "./rain/feature.ts";
import { reactions } from "./reactions/feature.ts";
import { send } from "./send/feature.ts";
import { settings } from "./settings/feature.ts";
import { split } from "./split/feature.ts";
import { start } from "./start/feature.ts";
import { tip } from "./tip/feature.ts";
import { tipjar } from "./tipjar/feature.ts";
import { top } from "./top/feature.ts";
import { voucher } from "./voucher/feature.ts";
import { withdraw } from "./withdraw/feature.ts";

export const FEATURES: readonly Feature[] = [
  cancel,
  reactions,
  pledge,
  inline,
  start,
  groupWelcome,
  connect,
  balance,
  invoice,
  lnurl,
  groupLnurl,
  voucher,
  pay,
  withdraw,
  history,
  settings,
  tip,
  guest,
  tipjar,
  top,
  send,
  giveaway,
  rain,
  raffle,
  entry,
  split,
  notifications,
  fallback,
];
