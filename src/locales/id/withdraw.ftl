## /withdraw: sending on-chain (src/features/withdraw)
## $sat: the amount, formatted ("20,000 sat", maybe with "(≈ $13.60)"); $address: a bitcoin address.

withdraw-ask-address = Ke alamat bitcoin mana saya harus mengirim? (tautan <code>bitcoin:</code> juga bisa)
withdraw-ask-amount = Berapa yang harus saya kirim? (misalnya 20000, 20k atau 0,0002 btc)
withdraw-group-hint = 🔒 Penarikan dilakukan di chat pribadi dengan saya.

## Addresses and bitcoin: links that cannot be used

withdraw-invalid = Itu bukan alamat bitcoin yang valid. Periksa lalu kirim lagi.
# $detected, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
withdraw-wrong-network = Itu alamat { $detected }, tetapi bot ini mengirim di { $ours }.
withdraw-unsupported = Jenis alamat itu belum punya aturan pembelanjaan: koin yang dikirim ke sana bisa hilang. Pakai alamat lain.
# $reason: why the link's amount is refused, as a code; each code is said in words
# (a code without its own words reads as unreadable, never as the code).
withdraw-uri-amount = Jumlah di tautan bitcoin: itu tidak valid ({ $reason ->
        [empty] kosong
        [not_a_number] bukan angka
        [ambiguous] ambigu
        [unknown_unit] satuan tidak dikenal
        [zero] nol
        [negative] negatif
        [fractional_sat] pecahan satoshi
        [too_large] terlalu besar
        [unsafe] jauh terlalu besar
        [duplicate] tercantum lebih dari sekali
       *[other] tidak terbaca
    }).
withdraw-uri-not-address = Tautan bitcoin: itu tidak berisi alamat tujuan.

## The confirmation. $btc: the amount in BTC ("0.00020000 BTC"); $fee: the line withdraw-fee or withdraw-fee-unknown.

withdraw-confirm =
    ⛓ <b>Kirim { $sat }</b> ({ $btc }) on-chain?
    Ke: <code>{ $address }</code>
    { $fee }
    Pengiriman on-chain tidak bisa ditarik kembali.
# $fee: the network fee; $total: what leaves the account in all (amount and fee).
withdraw-fee = Biaya jaringan: { $fee } · total <b>{ $total }</b>
withdraw-fee-unknown = Mungkin ada biaya jaringan tambahan di atas jumlah ini.
withdraw-confirm-label = Konfirmasi
# Names the send in the confirmation's other messages ("✅ Done: withdrawal of 20,000 sat to bc1q…").
withdraw-what = penarikan { $sat } ke { $address }

## What the confirmation becomes

withdraw-outcomes-sent = ✅ <b>Berhasil mengirim { $sat }</b> on-chain
withdraw-outcomes-cancelled = 🚫 Penarikan { $sat } dibatalkan.
withdraw-outcomes-not-sent = ❌ <b>Tidak terkirim</b>
withdraw-outcomes-unknown = ❓ <b>Penarikan { $sat }: tidak diketahui — tidak diulang.</b>
# Kept under every outcome; $fee: the line withdraw-fee or withdraw-fee-unknown.
withdraw-outcomes-details =
    Ke: <code>{ $address }</code>
    { $fee }

## A bitcoin address or bitcoin: link pasted alone in a private chat starts /withdraw.
# $address: the pasted bitcoin address.
withdraw-pasted-address = ⛓ Itu alamat bitcoin, jadi ini /withdraw: pengiriman on-chain ke { $address }. Kirim /cancel kalau kamu tidak bermaksud mengirim apa pun.
# $address: the address of the pasted bitcoin: link.
withdraw-pasted-link = ⛓ Itu tautan bitcoin:, jadi ini /withdraw: pengiriman on-chain ke { $address }.
