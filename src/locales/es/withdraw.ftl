## /withdraw: sending on-chain (src/features/withdraw)
## $sat: the amount, formatted ("20,000 sat", maybe with "(≈ $13.60)"); $address: a bitcoin address.

withdraw-ask-address = ¿A qué dirección bitcoin lo envío? (también sirve un enlace <code>bitcoin:</code>)
withdraw-ask-amount = ¿Cuánto envío? (p. ej. 20000, 20k o 0,0002 btc)
withdraw-group-hint = 🔒 Los retiros se hacen en un chat privado conmigo.

## Addresses and bitcoin: links that cannot be used

withdraw-invalid = Esa no es una dirección bitcoin válida. Revísala y vuelve a enviarla.
# $detected, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
withdraw-wrong-network = Esa es una dirección de { $detected }, pero este bot envía en { $ours }.
withdraw-unsupported = Ese tipo de dirección todavía no tiene reglas de gasto: las monedas enviadas ahí podrían perderse. Usa otra dirección.
# $reason: why the link's amount is refused, as a code; each code is said in words
# (a code without its own words reads as unreadable, never as the code).
withdraw-uri-amount = El importe de ese enlace bitcoin: no es válido ({ $reason ->
        [empty] vacío
        [not_a_number] no es un número
        [ambiguous] ambiguo
        [unknown_unit] unidad desconocida
        [zero] cero
        [negative] negativo
        [fractional_sat] fracción de satoshi
        [too_large] demasiado grande
        [unsafe] fuera de rango
        [duplicate] repetido
       *[other] ilegible
    }).
withdraw-uri-not-address = Ese enlace bitcoin: no tiene ninguna dirección a la que enviar.

## The confirmation. $btc: the amount in BTC ("0.00020000 BTC"); $fee: the line withdraw-fee or withdraw-fee-unknown.

withdraw-confirm =
    ⛓ <b>¿Enviar { $sat }</b> ({ $btc }) on-chain?
    Destino: <code>{ $address }</code>
    { $fee }
    Los envíos on-chain no se pueden revertir.
# $fee: the network fee; $total: what leaves the account in all (amount and fee).
withdraw-fee = Comisión de red: { $fee } · <b>{ $total }</b> en total
withdraw-fee-unknown = Puede aplicarse una comisión de red además de este importe.
withdraw-confirm-label = Confirmar
# Names the send in the confirmation's other messages ("✅ Done: withdrawal of 20,000 sat to bc1q…").
withdraw-what = retiro de { $sat } a { $address }

## What the confirmation becomes

withdraw-outcomes-sent = ✅ <b>Enviaste { $sat }</b> on-chain
withdraw-outcomes-cancelled = 🚫 Retiro de { $sat } cancelado.
withdraw-outcomes-not-sent = ❌ <b>No se envió</b>
withdraw-outcomes-unknown = ❓ <b>Retiro de { $sat }: resultado desconocido — no se reintenta.</b>
# Kept under every outcome; $fee: the line withdraw-fee or withdraw-fee-unknown.
withdraw-outcomes-details =
    Destino: <code>{ $address }</code>
    { $fee }

## A bitcoin address or bitcoin: link pasted alone in a private chat starts /withdraw.
# $address: the pasted bitcoin address.
withdraw-pasted-address = ⛓ Eso es una dirección bitcoin, así que esto es /withdraw: un envío on-chain a { $address }. Envía /cancel si no querías enviar nada.
# $address: the address of the pasted bitcoin: link.
withdraw-pasted-link = ⛓ Eso es un enlace bitcoin:, así que esto es /withdraw: un envío on-chain a { $address }.
