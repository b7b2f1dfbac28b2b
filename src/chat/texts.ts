/**
 * The test-money mark shared by every feature. The texts themselves are
 * Fluent messages under src/locales (shared ones in common.ftl).
 */
import type { Translate } from "../i18n/i18n.ts";

/** Appends the test-money mark (in `t`'s language) when the account runs on the sandbox. */
export function withMoneyMark(html: string, sandbox: boolean, t: Translate): string {
  return sandbox ? `${html}\n\n${t("common-test-money")}` : html;
}
