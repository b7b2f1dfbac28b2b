## /withdraw: sending on-chain (src/features/withdraw)
## $sat: the amount, formatted ("20,000 sat", maybe with "(≈ $13.60)"); $address: a bitcoin address.

withdraw-ask-address = Hangi bitcoin adresine göndereyim? (<code>bitcoin:</code> bağlantısı da olur)
withdraw-ask-amount = Ne kadar göndereyim? (ör. 20.000, 20k veya 0,0002 btc)
withdraw-group-hint = 🔒 Para çekme işlemleri benimle özel sohbette yapılır.

## Addresses and bitcoin: links that cannot be used

withdraw-invalid = Bu geçerli bir bitcoin adresi değil. Kontrol edip yeniden gönderin.
# $detected, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
withdraw-wrong-network = Bu bir { $detected } adresi, ancak bu bot { $ours } ağında gönderim yapıyor.
withdraw-unsupported = Bu adres türü için henüz harcama kuralları yok: oraya gönderilen bitcoinler kaybolabilir. Başka bir adres kullanın.
# $reason: why the link's amount is refused, as a code; each code is said in words
# (a code without its own words reads as unreadable, never as the code).
withdraw-uri-amount = Bu bitcoin: bağlantısındaki tutar geçerli değil ({ $reason ->
        [empty] boş
        [not_a_number] sayı değil
        [ambiguous] iki şekilde okunabilir
        [unknown_unit] bilinmeyen birim
        [zero] sıfır
        [negative] negatif
        [fractional_sat] satoshinin kesri
        [too_large] çok büyük
        [unsafe] aşırı büyük
        [duplicate] birden çok kez verilmiş
       *[other] okunamıyor
    }).
withdraw-uri-not-address = Bu bitcoin: bağlantısında gönderilecek bir adres yok.

## The confirmation. $btc: the amount in BTC ("0.00020000 BTC"); $fee: the line withdraw-fee or withdraw-fee-unknown.

withdraw-confirm =
    ⛓ <b>{ $sat } on-chain gönderilsin mi?</b> ({ $btc })
    Adres: <code>{ $address }</code>
    { $fee }
    On-chain gönderimler geri alınamaz.
# $fee: the network fee; $total: what leaves the account in all (amount and fee).
withdraw-fee = Ağ ücreti: { $fee } · toplam <b>{ $total }</b>
withdraw-fee-unknown = Bu tutara ek olarak bir ağ ücreti alınabilir.
withdraw-confirm-label = Onayla
# Names the send in the confirmation's other messages ("✅ Done: withdrawal of 20,000 sat to bc1q…").
withdraw-what = { $address } adresine { $sat } tutarında çekim

## What the confirmation becomes

withdraw-outcomes-sent = ✅ <b>{ $sat } on-chain gönderildi</b>
withdraw-outcomes-cancelled = 🚫 { $sat } tutarındaki çekim iptal edildi.
withdraw-outcomes-not-sent = ❌ <b>Gönderilmedi</b>
withdraw-outcomes-unknown = ❓ <b>{ $sat } tutarındaki çekim: sonuç bilinmiyor — yeniden denenmez.</b>
# Kept under every outcome; $fee: the line withdraw-fee or withdraw-fee-unknown.
withdraw-outcomes-details =
    Adres: <code>{ $address }</code>
    { $fee }

## A bitcoin address or bitcoin: link pasted alone in a private chat starts /withdraw.
# $address: the pasted bitcoin address.
withdraw-pasted-address = ⛓ Bu bir bitcoin adresi, yani bu bir /withdraw işlemi: { $address } adresine on-chain gönderim. Bir şey göndermek istemediyseniz /cancel gönderin.
# $address: the address of the pasted bitcoin: link.
withdraw-pasted-link = ⛓ Bu bir bitcoin: bağlantısı, yani bu bir /withdraw işlemi: { $address } adresine on-chain gönderim.
