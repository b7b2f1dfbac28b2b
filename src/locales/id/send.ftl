## /send (src/features/send): pays a person or an address without replying to a message.
## In a group, texts speak the group's language; what concerns the sender's account goes to
## their private chat in their language. $to, $from and $target arrive
## HTML-escaped; $amount and $spendable are formatted amounts.

## Usage and refusals (in a group, removed after a moment)

send-usage = 💸 Tulis jumlahnya, lalu kepada siapa: <code>/send 100 @username</code>, atau alamat lightning atau LNURL (<code>/send 100 nama@domain.com</code>). Catatan boleh menyusul.
send-anonymous = Pembayaran berasal dari akun milik anggota sendiri: kirim pesan sebagai dirimu (bukan atas nama grup atau kanal) untuk mengirim.
# $target: the word that is neither an @username, a lightning address nor an LNURL.
send-unknown-target = 🤔 Aku tidak bisa mengirim ke { $target }: setelah jumlah, tulis @username, alamat lightning (nama@domain) atau LNURL, mis. <code>/send 100 @username</code>.
send-invoice = 🧾 Itu invoice: jumlahnya sudah tercantum. Bayar dengan /pay di chat pribadi kita.
send-self = 🙃 Kamu tidak bisa mengirim ke dirimu sendiri.
send-bot = 🤖 Bot tidak bisa menerima pembayaran.
# The invoice description of a send without a note (the recipient's wallet may show it). $from: the sender's name, plain text.
send-description = dikirim oleh { $from } lewat Telegram
# $name: the member's name, $username: their username without the "@" (plain text).
send-person = { $name } (@{ $username })

## The confirmation, and what it becomes

send-confirm-summary = 💸 <b>Kirim { $amount }</b> ke { $to }?
send-confirm-pledge = 🎁 { $to } belum pernah memakai bot ini, jadi ini menjadi janji: sekarang tidak ada yang keluar dari akunmu, aku memberimu tautan klaim untuk diteruskan, dan hanya dibayar jika { $to } mengklaim tepat waktu.
send-confirm-summary-in-group = 💸 { $from }, <b>kirim { $amount }</b> ke { $to }?
# Names the send inside other sentences ("Done: payment of 1,500 sat to Bob").
send-what = pembayaran { $amount } ke { $to }
send-outcomes-sent = ✅ <b>Terkirim { $amount }</b> ke { $to }
# In a group the outcome is the public receipt. $from: the sender.
send-outcomes-sent-in-group = ✅ { $from } <b>mengirim { $amount }</b> ke { $to }
send-outcomes-cancelled = 🚫 Pembayaran { $amount } ke { $to } dibatalkan.
send-outcomes-not-sent = ❌ <b>Pembayaran { $amount } ke { $to } tidak terkirim</b>
send-outcomes-unknown = ❓ <b>Pembayaran { $amount } ke { $to }: hasil tidak diketahui — tidak dicoba ulang.</b>
send-confirm-label = ✅ Kirim

## Refused for a reason about the sender's account: said in private; the group learns only that

# $spendable: what the sender can spend now.
send-not-enough =
    ❌ Pembayaranmu { $amount } ke { $to } tidak terkirim: saat ini kamu bisa memakai { $spendable }.
    Tidak ada yang keluar dari akunmu.
send-failed-in-group = ❌ Tidak terkirim; alasannya sudah kuberitahu di chat pribadi kita. Tidak ada yang dibayar.
send-failed-untold = ❌ Tidak terkirim. Tidak ada yang dibayar. Aku belum bisa menulis kepadamu secara pribadi: buka chat denganku, lalu coba lagi untuk tahu alasannya.

## The recipient's private note after a send from a private chat

send-recipient-note = 🎁 { $from } mengirimimu <b>{ $amount }</b>.
