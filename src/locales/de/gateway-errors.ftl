## Gateway failures in plain words (src/wording/gateway-errors.ts): one plain-text
## sentence each, saying what happened and what to do next.

gateway-errors-unreachable = Das Zahlungs-Gateway war nicht erreichbar. Es wurde nichts ausgeführt; bitte versuch es später noch einmal.
gateway-errors-authentication = Das Gateway akzeptiert die Schlüssel deines Kontos nicht mehr. Sende /connect, um sie neu einzugeben.
gateway-errors-rate-limited = Das Gateway ist gerade ausgelastet. Es wurde nichts ausgeführt; bitte versuch es in einer Minute noch einmal.
gateway-errors-unavailable = Das Zahlungs-Gateway ist gerade nicht erreichbar. Es wurde nichts ausgeführt; bitte versuch es später noch einmal.
gateway-errors-outcome-unknown = Das Gateway hat das Ergebnis nicht bestätigt. Das Ergebnis ist unbekannt, deshalb wird der Vorgang NICHT wiederholt: Prüfe /balance und /history, bevor du es noch einmal versuchst.
gateway-errors-unexpected-response = Das Gateway hat eine Antwort geschickt, die ich nicht verstehe. Prüfe /balance und /history, bevor du es noch einmal versuchst.
gateway-errors-permission-denied = Laut Gateway darf dieses Konto das nicht. Prüfe deine Händler-ID mit /connect.

## Refusals. $said is the gateway's own words (in its language, usually
## English), without their final punctuation, quoted after a sentence of ours.
## not-sent-*: the request was refused before it was sent, by what was wrong.

gateway-errors-not-sent-empty-invoice = Es wurde nichts gesendet: Die Rechnung ist leer.
gateway-errors-not-sent-empty-address = Es wurde nichts gesendet: Die Bitcoin-Adresse ist leer.
gateway-errors-not-sent-empty-lnurl = Es wurde nichts gesendet: Die LNURL ist leer.
gateway-errors-not-sent-empty-merchant-id = Es wurde nichts gesendet: Die Händler-ID ist leer.
gateway-errors-not-sent-bad-amount = Es wurde nichts gesendet: Der Betrag muss eine ganze positive Zahl Satoshi sein.
gateway-errors-not-sent-bad-lnurl = Es wurde nichts gesendet: Diese LNURL lässt sich nicht unverändert senden. Prüfe sie und versuche es noch einmal.
gateway-errors-not-sent-bad-merchant-id = Es wurde nichts gesendet: Diese Händler-ID lässt sich nicht unverändert senden. Prüfe sie und versuche es noch einmal.
gateway-errors-not-sent-plain = Es wurde nichts gesendet.
gateway-errors-refused = Das Gateway hat abgelehnt: „{ $said }“.
gateway-errors-refused-plain = Das Gateway hat abgelehnt.
gateway-errors-unknown-merchant = Das Gateway kennt diesen Händler nicht: „{ $said }“.
gateway-errors-unknown-merchant-plain = Das Gateway kennt diesen Händler nicht.
gateway-errors-request-refused = Das Gateway hat die Anfrage abgelehnt: „{ $said }“.
gateway-errors-request-refused-plain = Das Gateway hat die Anfrage abgelehnt.
