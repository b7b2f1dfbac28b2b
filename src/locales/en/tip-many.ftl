## /tip to several people at once: /tip 300 @ann @bob thanks (src/features/tip/many.ts).
## $name: a person's name or @username (HTML-escaped); $amount, $each, $total: "300 sat".

tip-many-too-many = 💸 At most { $max } people in one /tip.
tip-many-too-small = 💸 That is less than 1 sat each: name fewer people or tip more.
tip-many-not-self = 💸 { $name } cannot be tipped here (yourself, or me).
# The group sees only "not sent"; this goes to the tipper's private chat (HTML).
tip-many-refused-note = ❌ Your tip of { $total } in all was not sent, to anyone: { $reason }
tip-many-funds = not enough to spend (spendable: { $spendable }).
# While the tips go out (HTML).
tip-many-working = ⏳ Tipping…
# One confirmation for the total (HTML). $names: the names, comma-separated.
tip-many-confirm = Tip <b>{ $each }</b> each to { $names } (<b>{ $total }</b> in all)?
# Answers to presses (plain text).
tip-many-gone = This tip is no longer available.
tip-many-not-yours = Only the person who asked can press this.
tip-many-cancelled = 🚫 Cancelled. Nothing was sent.
tip-many-too-late = Too late to cancel: the tips were already confirmed.
# The receipt (HTML): a heading, then one line per person.
tip-many-receipt = ⚡ { $tipper } tipped:
tip-many-line-sent = ✅ { $name }: { $amount }
tip-many-line-pledged = ⏳ { $name }: { $amount } pledged, to claim
tip-many-line-not-sent = ❌ { $name }: not sent
tip-many-line-unknown = ❓ { $name }: unknown — not retried
# To the tipper in private (HTML): who was not paid, and why.
tip-many-failed-note = Some of your tips were not sent:
tip-many-line-reason = • { $name }: { $reason }
tip-many-reason-other = the payment could not be made.
