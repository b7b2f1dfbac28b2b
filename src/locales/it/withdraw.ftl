## /withdraw: sending on-chain (src/features/withdraw)
## $sat: the amount, formatted ("20,000 sat", maybe with "(≈ $13.60)"); $address: a bitcoin address.

withdraw-ask-address = A quale indirizzo bitcoin devo inviare? (va bene anche un link <code>bitcoin:</code>)
withdraw-ask-amount = Quanto devo inviare? (ad es. 20000, 20k o 0,0002 btc)
withdraw-group-hint = 🔒 I prelievi si fanno nella chat privata con me.

## Addresses and bitcoin: links that cannot be used

withdraw-invalid = Questo non è un indirizzo bitcoin valido. Controllalo e invialo di nuovo.
# $detected, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
withdraw-wrong-network = Questo è un indirizzo { $detected }, ma questo bot invia su { $ours }.
withdraw-unsupported = Per questo tipo di indirizzo non ci sono ancora regole di spesa: i fondi inviati lì potrebbero andare persi. Usa un altro indirizzo.
# $reason: why the link's amount is refused, as a code; each code is said in words
# (a code without its own words reads as unreadable, never as the code).
withdraw-uri-amount = L’importo in quel link bitcoin: non è valido ({ $reason ->
        [empty] vuoto
        [not_a_number] non è un numero
        [ambiguous] ambiguo
        [unknown_unit] unità sconosciuta
        [zero] zero
        [negative] negativo
        [fractional_sat] frazione di satoshi
        [too_large] troppo grande
        [unsafe] fuori scala
        [duplicate] indicato due volte
       *[other] illeggibile
    }).
withdraw-uri-not-address = Quel link bitcoin: non contiene un indirizzo a cui inviare.

## The confirmation. $btc: the amount in BTC ("0.00020000 BTC"); $fee: the line withdraw-fee or withdraw-fee-unknown.

withdraw-confirm =
    ⛓ <b>Inviare { $sat }</b> ({ $btc }) on-chain?
    A: <code>{ $address }</code>
    { $fee }
    Gli invii on-chain sono irreversibili.
# $fee: the network fee; $total: what leaves the account in all (amount and fee).
withdraw-fee = Commissione di rete: { $fee } · <b>{ $total }</b> in totale
withdraw-fee-unknown = A questo importo potrebbe aggiungersi una commissione di rete.
withdraw-confirm-label = Conferma
# Names the send in the confirmation's other messages ("✅ Done: withdrawal of 20,000 sat to bc1q…").
withdraw-what = prelievo di { $sat } a { $address }

## What the confirmation becomes

withdraw-outcomes-sent = ✅ <b>Inviati { $sat }</b> on-chain
withdraw-outcomes-cancelled = 🚫 Prelievo di { $sat } annullato.
withdraw-outcomes-not-sent = ❌ <b>Non inviato</b>
withdraw-outcomes-unknown = ❓ <b>Prelievo di { $sat }: esito sconosciuto — non ritentato.</b>
# Kept under every outcome; $fee: the line withdraw-fee or withdraw-fee-unknown.
withdraw-outcomes-details =
    A: <code>{ $address }</code>
    { $fee }

## A bitcoin address or bitcoin: link pasted alone in a private chat starts /withdraw.
# $address: the pasted bitcoin address.
withdraw-pasted-address = ⛓ Questo è un indirizzo bitcoin, quindi si tratta di /withdraw: un invio on-chain a { $address }. Invia /cancel se non volevi inviare nulla.
# $address: the address of the pasted bitcoin: link.
withdraw-pasted-link = ⛓ Questo è un link bitcoin:, quindi si tratta di /withdraw: un invio on-chain a { $address }.
