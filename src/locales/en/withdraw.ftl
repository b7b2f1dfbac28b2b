## /withdraw: sending on-chain (src/features/withdraw)
## $sat: the amount, formatted ("20,000 sat", maybe with "(≈ $13.60)"); $address: a bitcoin address.

withdraw-ask-address = Which bitcoin address should I send to? (a <code>bitcoin:</code> link works too)
withdraw-ask-amount = How much should I send? (e.g. 20000, 20k or 0.0002 btc)
withdraw-group-hint = 🔒 Withdrawals are made in a private chat with me.

## Addresses and bitcoin: links that cannot be used

withdraw-invalid = That is not a valid bitcoin address. Check it and send it again.
# $detected, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
withdraw-wrong-network = That is a { $detected } address, but this bot sends on { $ours }.
withdraw-unsupported = That address type has no spending rules yet: coins sent there could be lost. Use another address.
# $reason: why the link's amount is refused, as a code; each code is said in words
# (a code without its own words reads as unreadable, never as the code).
withdraw-uri-amount = The amount in that bitcoin: link is not valid ({ $reason ->
        [empty] it is empty
        [not_a_number] not a number
        [ambiguous] it can be read two ways
        [unknown_unit] an unknown unit
        [zero] zero
        [negative] negative
        [fractional_sat] a fraction of a sat
        [too_large] above the limit
        [unsafe] far too large
        [duplicate] given more than once
       *[other] it cannot be read
    }).
withdraw-uri-not-address = That bitcoin: link has no address to send to.

## The confirmation. $btc: the amount in BTC ("0.00020000 BTC"); $fee: the line withdraw-fee or withdraw-fee-unknown.

withdraw-confirm =
    ⛓ <b>Send { $sat }</b> ({ $btc }) on-chain?
    To: <code>{ $address }</code>
    { $fee }
    On-chain sends cannot be reversed.
# $fee: the network fee; $total: what leaves the account in all (amount and fee).
withdraw-fee = Network fee: { $fee } · <b>{ $total }</b> in all
withdraw-fee-unknown = A network fee may apply on top of this amount.
withdraw-confirm-label = Confirm
# Names the send in the confirmation's other messages ("✅ Done: withdrawal of 20,000 sat to bc1q…").
withdraw-what = withdrawal of { $sat } to { $address }

## What the confirmation becomes

withdraw-outcomes-sent = ✅ <b>Sent { $sat }</b> on-chain
withdraw-outcomes-cancelled = 🚫 Withdrawal of { $sat } cancelled.
withdraw-outcomes-not-sent = ❌ <b>Not sent</b>
withdraw-outcomes-unknown = ❓ <b>Withdrawal of { $sat }: unknown — not retried.</b>
# Kept under every outcome; $fee: the line withdraw-fee or withdraw-fee-unknown.
withdraw-outcomes-details =
    To: <code>{ $address }</code>
    { $fee }

## A bitcoin address or bitcoin: link pasted alone in a private chat starts /withdraw.
# $address: the pasted bitcoin address.
withdraw-pasted-address = ⛓ That is a bitcoin address, so this is /withdraw: an on-chain send to { $address }. Send /cancel if you did not mean to send anything.
# $address: the address of the pasted bitcoin: link.
withdraw-pasted-link = ⛓ That is a bitcoin: link, so this is /withdraw: an on-chain send to { $address }.
