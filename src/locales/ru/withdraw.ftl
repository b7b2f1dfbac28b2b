## /withdraw: sending on-chain (src/features/withdraw)
## $sat: the amount, formatted ("20,000 sat", maybe with "(≈ $13.60)"); $address: a bitcoin address.

withdraw-ask-address = На какой биткоин-адрес отправить? (подойдёт и ссылка <code>bitcoin:</code>)
withdraw-ask-amount = Сколько отправить? (например: 20000; 20k или 0,0002 btc)
withdraw-group-hint = 🔒 Вывод проводится в личном чате со мной.

## Addresses and bitcoin: links that cannot be used

withdraw-invalid = Это недействительный биткоин-адрес. Проверьте его и отправьте ещё раз.
# $detected, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
withdraw-wrong-network = Это адрес сети { $detected }, а этот бот отправляет в сети { $ours }.
withdraw-unsupported = Для этого типа адреса ещё нет правил расходования: отправленные туда монеты могут быть потеряны. Используйте другой адрес.
# $reason: why the link's amount is refused, as a code; each code is said in words
# (a code without its own words reads as unreadable, never as the code).
withdraw-uri-amount = Сумма в этой ссылке bitcoin: недействительна ({ $reason ->
        [empty] пустая
        [not_a_number] не число
        [ambiguous] неоднозначная
        [unknown_unit] неизвестная единица
        [zero] ноль
        [negative] отрицательная
        [fractional_sat] дробные сатоши
        [too_large] слишком большая
        [unsafe] слишком большая
        [duplicate] указана дважды
       *[other] не читается
    }).
withdraw-uri-not-address = В этой ссылке bitcoin: нет адреса для отправки.

## The confirmation. $btc: the amount in BTC ("0.00020000 BTC"); $fee: the line withdraw-fee or withdraw-fee-unknown.

withdraw-confirm =
    ⛓ <b>Отправить { $sat }</b> ({ $btc }) ончейн?
    Куда: <code>{ $address }</code>
    { $fee }
    Ончейн-переводы необратимы.
# $fee: the network fee; $total: what leaves the account in all (amount and fee).
withdraw-fee = Комиссия сети: { $fee } · всего <b>{ $total }</b>
withdraw-fee-unknown = Сверх этой суммы может взиматься комиссия сети.
withdraw-confirm-label = Подтвердить
# Names the send in the confirmation's other messages ("✅ Done: withdrawal of 20,000 sat to bc1q…").
withdraw-what = вывод { $sat } на адрес { $address }

## What the confirmation becomes

withdraw-outcomes-sent = ✅ <b>Отправлено { $sat }</b> ончейн
withdraw-outcomes-cancelled = 🚫 Вывод { $sat } отменён.
withdraw-outcomes-not-sent = ❌ <b>Не отправлено</b>
withdraw-outcomes-unknown = ❓ <b>Вывод { $sat }: результат неизвестен — без повтора.</b>
# Kept under every outcome; $fee: the line withdraw-fee or withdraw-fee-unknown.
withdraw-outcomes-details =
    Куда: <code>{ $address }</code>
    { $fee }

## A bitcoin address or bitcoin: link pasted alone in a private chat starts /withdraw.
# $address: the pasted bitcoin address.
withdraw-pasted-address = ⛓ Это биткоин-адрес, значит, это /withdraw: ончейн-перевод на { $address }. Если вы не собирались ничего отправлять, отправьте /cancel.
# $address: the address of the pasted bitcoin: link.
withdraw-pasted-link = ⛓ Это ссылка bitcoin:, значит, это /withdraw: ончейн-перевод на { $address }.
