## /withdraw: sending on-chain (src/features/withdraw)
## $sat: the amount, formatted ("20,000 sat", maybe with "(≈ $13.60)"); $address: a bitcoin address.

withdraw-ask-address = Para qual endereço bitcoin devo enviar? (um link <code>bitcoin:</code> também serve)
withdraw-ask-amount = Quanto devo enviar? (por exemplo 20000, 20k ou 0,0002 btc)
withdraw-group-hint = 🔒 Saques são feitos no chat privado comigo.

## Addresses and bitcoin: links that cannot be used

withdraw-invalid = Esse não é um endereço bitcoin válido. Confira e envie de novo.
# $detected, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
withdraw-wrong-network = Esse é um endereço da rede { $detected }, mas este bot envia na rede { $ours }.
withdraw-unsupported = Esse tipo de endereço ainda não tem regras de gasto: moedas enviadas para ele podem ser perdidas. Use outro endereço.
# $reason: why the link's amount is refused, as a code; each code is said in words
# (a code without its own words reads as unreadable, never as the code).
withdraw-uri-amount = O valor nesse link bitcoin: não é válido ({ $reason ->
        [empty] vazio
        [not_a_number] não é um número
        [ambiguous] ambíguo
        [unknown_unit] unidade desconhecida
        [zero] zero
        [negative] negativo
        [fractional_sat] fração de satoshi
        [too_large] acima do limite
        [unsafe] grande demais
        [duplicate] repetido
       *[other] ilegível
    }).
withdraw-uri-not-address = Esse link bitcoin: não tem endereço de destino.

## The confirmation. $btc: the amount in BTC ("0.00020000 BTC"); $fee: the line withdraw-fee or withdraw-fee-unknown.

withdraw-confirm =
    ⛓ <b>Enviar { $sat }</b> ({ $btc }) on-chain?
    Para: <code>{ $address }</code>
    { $fee }
    Envios on-chain não podem ser desfeitos.
# $fee: the network fee; $total: what leaves the account in all (amount and fee).
withdraw-fee = Taxa de rede: { $fee } · <b>{ $total }</b> no total
withdraw-fee-unknown = Pode haver uma taxa de rede além deste valor.
withdraw-confirm-label = Confirmar
# Names the send in the confirmation's other messages ("✅ Done: withdrawal of 20,000 sat to bc1q…").
withdraw-what = saque de { $sat } para { $address }

## What the confirmation becomes

withdraw-outcomes-sent = ✅ <b>Enviado on-chain: { $sat }</b>
withdraw-outcomes-cancelled = 🚫 Saque de { $sat } cancelado.
withdraw-outcomes-not-sent = ❌ <b>Não enviado</b>
withdraw-outcomes-unknown = ❓ <b>Saque de { $sat }: resultado desconhecido — sem nova tentativa.</b>
# Kept under every outcome; $fee: the line withdraw-fee or withdraw-fee-unknown.
withdraw-outcomes-details =
    Para: <code>{ $address }</code>
    { $fee }

## A bitcoin address or bitcoin: link pasted alone in a private chat starts /withdraw.
# $address: the pasted bitcoin address.
withdraw-pasted-address = ⛓ Isso é um endereço bitcoin, então isto é um /withdraw: um envio on-chain para { $address }. Envie /cancel se você não queria enviar nada.
# $address: the address of the pasted bitcoin: link.
withdraw-pasted-link = ⛓ Isso é um link bitcoin:, então isto é um /withdraw: um envio on-chain para { $address }.
