/**
 * Reading a user's own gateway account: its balance, its pay code, and
 * whether keys someone gives us work. Features and faces ask here, so the
 * gateway client stays inside the engine. Nothing here moves money; a
 * gateway error is thrown as it came (the faces word it).
 */
import type { Account } from "../accounts/accounts.ts";
import type { Gateway } from "../gateway/client.ts";
import type { Balance, MerchantCredentials } from "../gateway/types.ts";

export interface WalletDeps {
  gateway: Gateway;
}

/** What a connection check found: keys that work, or the step that failed and the gateway's error. */
export type ConnectionCheck =
  | { ok: true }
  /**
   * `keys`: the balance could not be read with these keys (wrong keys, or
   * no answer); `merchant`: the keys work but could not make an invoice
   * for the merchant named (keys of another merchant, or no answer).
   */
  | { ok: false; step: "keys" | "merchant"; error: unknown };

/** A user's own account, read through the gateway (4.5, 4.6, 4.7). */
export class Wallet {
  readonly #gateway: Gateway;

  constructor(deps: WalletDeps) {
    this.#gateway = deps.gateway;
  }

  /** 4.5: the account's balance. Throws the gateway's error. */
  balance(account: Account): Promise<Balance> {
    return this.#gateway.account(account.credentials).getBalance();
  }

  /** 4.6: the account's own LNURL pay code (`lnurl1…`). Throws the gateway's error (no webhook yet, …). */
  payCode(account: Account): Promise<string> {
    return this.#gateway.account(account.credentials).getLnurl();
  }

  /** 4.7: the pay code of `merchantId`, asked with `caller`'s keys. Throws the gateway's error. */
  merchantPayCode(caller: Account, merchantId: string): Promise<string> {
    return this.#gateway.account(caller.credentials).getMerchantLnurl(merchantId);
  }

  /**
   * Whether `credentials` work and belong to the merchant they name: the
   * balance is read, then a proof invoice of `proofSat` (never paid) is
   * made, which only the merchant's own keys may do.
   */
  async checkConnection(
    credentials: MerchantCredentials,
    proof: { sat: number; description: string },
  ): Promise<ConnectionCheck> {
    const client = this.#gateway.account(credentials);
    try {
      await client.getBalance();
    } catch (error) {
      return { ok: false, step: "keys", error };
    }
    try {
      await client.createInvoice(proof.sat, proof.description);
    } catch (error) {
      return { ok: false, step: "merchant", error };
    }
    return { ok: true };
  }
}
