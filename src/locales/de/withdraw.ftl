## /withdraw: sending on-chain (src/features/withdraw)
## $sat: the amount, formatted ("20,000 sat", maybe with "(≈ $13.60)"); $address: a bitcoin address.

withdraw-ask-address = An welche Bitcoin-Adresse soll ich senden? (Ein <code>bitcoin:</code>-Link geht auch.)
withdraw-ask-amount = Wie viel soll ich senden? (z. B. 20.000, 20k oder 0,0002 btc)
withdraw-group-hint = 🔒 Auszahlungen laufen über den privaten Chat mit mir.

## Addresses and bitcoin: links that cannot be used

withdraw-invalid = Das ist keine gültige Bitcoin-Adresse. Prüfe sie und sende sie noch einmal.
# $detected, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
withdraw-wrong-network = Das ist eine { $detected }-Adresse, aber dieser Bot sendet auf { $ours }.
withdraw-unsupported = Für diesen Adresstyp gibt es noch keine Ausgaberegeln: Dorthin gesendete Coins könnten verloren gehen. Verwende eine andere Adresse.
# $reason: why the link's amount is refused, as a code; each code is said in words
# (a code without its own words reads as unreadable, never as the code).
withdraw-uri-amount = Der Betrag in diesem bitcoin:-Link ist ungültig ({ $reason ->
        [empty] leer
        [not_a_number] keine Zahl
        [ambiguous] mehrdeutig
        [unknown_unit] unbekannte Einheit
        [zero] null
        [negative] negativ
        [fractional_sat] Bruchteil eines sat
        [too_large] zu groß
        [unsafe] viel zu groß
        [duplicate] mehrfach angegeben
       *[other] nicht lesbar
    }).
withdraw-uri-not-address = Dieser bitcoin:-Link enthält keine Adresse, an die ich senden könnte.

## The confirmation. $btc: the amount in BTC ("0.00020000 BTC"); $fee: the line withdraw-fee or withdraw-fee-unknown.

withdraw-confirm =
    ⛓ <b>{ $sat } on-chain senden?</b> ({ $btc })
    An: <code>{ $address }</code>
    { $fee }
    On-Chain-Auszahlungen lassen sich nicht rückgängig machen.
# $fee: the network fee; $total: what leaves the account in all (amount and fee).
withdraw-fee = Netzwerkgebühr: { $fee } · insgesamt <b>{ $total }</b>
withdraw-fee-unknown = Zusätzlich zu diesem Betrag kann eine Netzwerkgebühr anfallen.
withdraw-confirm-label = Bestätigen
# Names the send in the confirmation's other messages ("✅ Done: withdrawal of 20,000 sat to bc1q…").
withdraw-what = Auszahlung von { $sat } an { $address }

## What the confirmation becomes

withdraw-outcomes-sent = ✅ <b>{ $sat } on-chain gesendet</b>
withdraw-outcomes-cancelled = 🚫 Auszahlung von { $sat } abgebrochen.
withdraw-outcomes-not-sent = ❌ <b>Nicht gesendet</b>
withdraw-outcomes-unknown = ❓ <b>Auszahlung von { $sat }: unbekannt – wird nicht wiederholt.</b>
# Kept under every outcome; $fee: the line withdraw-fee or withdraw-fee-unknown.
withdraw-outcomes-details =
    An: <code>{ $address }</code>
    { $fee }

## A bitcoin address or bitcoin: link pasted alone in a private chat starts /withdraw.
# $address: the pasted bitcoin address.
withdraw-pasted-address = ⛓ Das ist eine Bitcoin-Adresse, also geht es um /withdraw: eine On-Chain-Auszahlung an { $address }. Sende /cancel, wenn du nichts senden wolltest.
# $address: the address of the pasted bitcoin: link.
withdraw-pasted-link = ⛓ Das ist ein bitcoin:-Link, also geht es um /withdraw: eine On-Chain-Auszahlung an { $address }.
