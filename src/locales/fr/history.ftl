## /history (src/features/history): the person's operations, newest first, a page at a time.

# $from–$to: the operations on this page; $total: all of them.
history-title = 📜 <b>Historique</b> ({ $from }–{ $to } sur { $total })
history-empty = Aucune opération pour l’instant. Essayez /invoice 1000.
history-previous = ◀ Plus récentes
history-next = Plus anciennes ▶

## One operation: its first line, then the date (and what it was for), then the reason of a
## failure. $kind is a history-kind-… text, $state a history-state-… text, $amount the
## amount (history-amount or history-amount-unknown), $fee a history-fee… text.

history-row = { $kind } · { $amount } · { $state }
history-row-with-fee = { $kind } · { $amount } { $fee } · { $state }
history-amount = <b>{ $amount }</b>
history-amount-unknown = montant non indiqué
history-fee = + { $fee } de frais
history-fee-unknown = + frais de réseau éventuels
# When it happened, in UTC: $date is YYYY-MM-DD, $time is HH:MM.
history-when = { $date } { $time } UTC
# The same with the other side or the description ($detail, HTML-escaped).
history-when-detail = { $date } { $time } UTC · { $detail }

history-kind-invoice = ⚡ Facture
history-kind-payment = ➡️ Paiement
history-kind-withdrawal = ⛓ Retrait
history-kind-tip-sent = 💸 Pourboire envoyé
history-kind-tip-received = 🎁 Pourboire reçu
history-kind-received = 📥 Reçu
history-kind-voucher = 🎟 Bon

history-state-pending = ⏳ en attente
history-state-sent = ✅ envoyé
history-state-paid = ✅ payé
history-state-failed = ❌ échec
history-state-unknown = ❓ inconnu — non relancé
history-state-expired = ⌛ expiré
# A voucher whose money came in (instead of history-state-paid).
history-state-received = ✅ reçu

## Under a voucher: its service has not paid yet, never paid, or refused ($reason: its own words).
history-voucher-waiting = en attente du paiement du service, jusqu’à l’expiration de la facture
history-voucher-expired = aucun paiement du service n’a été vu avant l’expiration de la facture
history-voucher-refused = le service a dit : « { $reason } »
