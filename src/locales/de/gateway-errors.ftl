## Gateway failures in plain words (src/bot/gateway-errors.ts): one plain-text
## sentence each, saying what happened and what to do next.

gateway-errors-unreachable = Das Zahlungs-Gateway war nicht erreichbar. Es wurde nichts ausgeführt; bitte versuch es später noch einmal.
gateway-errors-authentication = Das Gateway akzeptiert die Schlüssel deines Kontos nicht mehr. Sende /connect, um sie neu einzugeben.
gateway-errors-rate-limited = Das Gateway ist gerade ausgelastet. Es wurde nichts ausgeführt; bitte versuch es in einer Minute noch einmal.
gateway-errors-unavailable = Das Zahlungs-Gateway ist gerade nicht erreichbar. Es wurde nichts ausgeführt; bitte versuch es später noch einmal.
gateway-errors-outcome-unknown = Das Gateway hat das Ergebnis nicht bestätigt. Das Ergebnis ist unbekannt, deshalb wird der Vorgang NICHT wiederholt: Prüfe /balance und /history, bevor du es noch einmal versuchst.
gateway-errors-unexpected-response = Das Gateway hat eine Antwort geschickt, die ich nicht verstehe. Prüfe /balance und /history, bevor du es noch einmal versuchst.
gateway-errors-permission-denied = Laut Gateway darf dieses Konto das nicht. Prüfe deine Händler-ID mit /connect.

## Refusals. $said is the gateway's own words (in its language, usually
## English), without their final punctuation; $what is what was wrong with
## a request refused before it was sent.

gateway-errors-not-sent = Es wurde nichts gesendet: { $what }.
gateway-errors-not-sent-plain = Es wurde nichts gesendet.
gateway-errors-refused = Das Gateway hat abgelehnt: „{ $said }“.
gateway-errors-refused-plain = Das Gateway hat abgelehnt.
gateway-errors-unknown-merchant = Das Gateway kennt diesen Händler nicht: „{ $said }“.
gateway-errors-unknown-merchant-plain = Das Gateway kennt diesen Händler nicht.
gateway-errors-request-refused = Das Gateway hat die Anfrage abgelehnt: „{ $said }“.
gateway-errors-request-refused-plain = Das Gateway hat die Anfrage abgelehnt.
