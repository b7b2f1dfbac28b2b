## Vouchers (src/features/voucher): LNURL-withdraw codes, lnurlw:// links and their
## QR codes, which pay whoever presents an invoice; redeemed into the user's own account.
## $host: the voucher's service (a host name); $amount, $min, $max: amounts;
## $refusal, $description: the service's own words (escaped and shortened).

voucher-group-hint = Gutscheine werden in unserem privaten Chat eingelöst: Schick mir dort /claim.
voucher-ask = 🎟 Schick mir den Gutschein: seine LNURL (lnurl1…), einen lnurlw://-Link oder ein Foto seines QR-Codes.
voucher-not-a-voucher = Das ist kein Gutschein. Schick seine LNURL (lnurl1…), einen lnurlw://-Link oder ein Foto seines QR-Codes.

## The offer and the question.
voucher-offer = 🎟 <b>Gutschein von { $host }</b>
voucher-description = 📝 In seinen Worten: „{ $description }“
voucher-range = Er gibt { $min } bis { $max }.
voucher-fixed = Er gibt { $amount }.
voucher-ask-amount = Wie viel möchtest du empfangen? Drück den Knopf für { $max } oder gib einen Betrag in sat oder in deiner Währung ein (zum Beispiel 5 eur).
# The button that answers with the voucher's largest amount.
voucher-take-max = { $max } empfangen
voucher-under-min = { $amount } ist weniger, als dieser Gutschein gibt: mindestens { $min }.
voucher-over-max = { $amount } ist mehr, als dieser Gutschein gibt: höchstens { $max }.
voucher-out-of-range = { $amount } liegt außerhalb dessen, was dieser Gutschein gibt.

## The message that follows a redemption, edited as it goes.
voucher-redeeming = ⏳ Löse { $amount } bei { $host } ein…
voucher-accepted = ⏳ { $host } hat die Rechnung über { $amount } angenommen und wird sie bezahlen: Diese Nachricht ändert sich, sobald die Zahlung eintrifft.
# $minutes: until the invoice expires.
voucher-unanswered = ⏳ { $host } hat nicht eindeutig geantwortet. Zahlt { $host } { $amount }, ändert sich diese Nachricht; das geht, bis die Rechnung in { $minutes } Min. abläuft.
voucher-received = ✅ <b>Empfangen ✓ { $amount }</b>
voucher-from = 🎟 Gutschein von { $host }
voucher-refused = ❌ { $host } hat { $amount } nicht gezahlt. In seinen eigenen Worten: „{ $refusal }“
voucher-refused-silently = ❌ { $host } hat die Zahlung von { $amount } ohne Angabe von Gründen abgelehnt.
voucher-expired = ⌛ Vor Ablauf der Rechnung wurde keine Zahlung von { $amount } von { $host } gesehen. Falls { $host } doch gezahlt hat, ändert sich diese Nachricht, sobald die Zahlung gemeldet wird.
# $reason: the gateway's problem, one sentence.
voucher-invoice-failed = ❌ Ich konnte die Rechnung zum Empfangen von { $amount } nicht erstellen: { $reason } An den Dienst des Gutscheins wurde nichts gesendet: Schick den Gutschein noch einmal, um es erneut zu versuchen.
voucher-not-sent = ❌ Das hat zu lange gedauert, daher wurde nichts an den Dienst des Gutscheins gesendet: Schick den Gutschein noch einmal.

## A voucher already redeemed through this bot.
voucher-taken = Dieser Gutschein wurde über diesen Bot bereits von jemand anderem eingelöst.
voucher-in-progress = Dieser Gutschein wird gerade eingelöst: Seine Nachricht zeigt, wie es ausgeht.
voucher-already-received = Du hast diesen Gutschein bereits eingelöst: { $amount } empfangen.
voucher-already-waiting = Du hast diesen Gutschein bereits über { $amount } eingelöst; sein Dienst hat noch nicht gezahlt. Die Nachricht dieser Einlösung ändert sich, sobald er zahlt.

## Why a voucher cannot be read or used.
voucher-error-loopback = Der Gutschein verweist auf diesen Rechner ({ $host }).
voucher-error-private-network = Der Gutschein verweist auf eine Adresse in einem privaten Netzwerk ({ $host }), die ich nicht kontaktiere.
voucher-error-not-https = Die Adresse des Gutscheins bei { $host } nutzt kein https und ist daher nicht sicher.
voucher-error-unreachable = Ich konnte den Dienst des Gutscheins bei { $host } nicht erreichen. Es ist nichts eingegangen: Versuch es später noch einmal.
voucher-error-not-lnurl = Der Dienst bei { $host } hat nicht wie ein LNURL-Dienst geantwortet.
voucher-error-refused = Der Dienst bei { $host } hat abgelehnt. In seinen eigenen Worten: „{ $refusal }“
voucher-error-refused-silently = Der Dienst bei { $host } hat ohne Angabe von Gründen abgelehnt.
voucher-error-not-voucher = Diese LNURL bei { $host } ist kein Gutschein: Sie gibt kein Geld.
voucher-error-pay-code = Das ist ein Zahlungscode von { $host }, kein Gutschein: Er nimmt Geld, statt es zu geben. Um ihn zu bezahlen, schick ihn mit /pay.
voucher-error-incomplete = Der Dienst des Gutscheins bei { $host } hat eine unvollständige Auszahlungsanfrage gesendet.
voucher-error-no-whole-sat = Der Gutschein bei { $host } gibt keinen Betrag in ganzen Satoshi und kann hier daher nicht eingelöst werden.
