## /history (src/features/history): the person's operations, newest first, a page at a time.

# $from–$to: the operations on this page; $total: all of them.
history-title = 📜 <b>Riwayat</b> ({ $from }–{ $to } dari { $total })
history-empty = Belum ada transaksi. Coba /invoice 1000.
history-previous = ◀ Lebih baru
history-next = Lebih lama ▶

## One operation: its first line, then the date (and what it was for), then the reason of a
## failure. $kind is a history-kind-… text, $state a history-state-… text, $amount the
## amount (history-amount or history-amount-unknown), $fee a history-fee… text.

history-row = { $kind } · { $amount } · { $state }
history-row-with-fee = { $kind } · { $amount } { $fee } · { $state }
history-amount = <b>{ $amount }</b>
history-amount-unknown = jumlah tidak disebutkan
history-fee = + biaya { $fee }
history-fee-unknown = + biaya jaringan, jika ada
# When it happened, in UTC: $date is YYYY-MM-DD, $time is HH:MM.
history-when = { $date } { $time } UTC
# The same with the other side or the description ($detail, HTML-escaped).
history-when-detail = { $date } { $time } UTC · { $detail }

history-kind-invoice = ⚡ Invoice
history-kind-payment = ➡️ Pembayaran
history-kind-withdrawal = ⛓ Penarikan
history-kind-tip-sent = 💸 Tip dikirim
history-kind-tip-received = 🎁 Tip diterima
history-kind-received = 📥 Diterima
history-kind-voucher = 🎟 Voucher

history-state-pending = ⏳ tertunda
history-state-sent = ✅ terkirim
history-state-paid = ✅ dibayar
history-state-failed = ❌ gagal
history-state-unknown = ❓ tidak diketahui — tidak diulang
history-state-expired = ⌛ kedaluwarsa
# A voucher whose money came in (instead of history-state-paid).
history-state-received = ✅ diterima

## Under a voucher: its service has not paid yet, never paid, or refused ($reason: its own words).
history-voucher-waiting = menunggu layanan membayar, sampai tagihan kedaluwarsa
history-voucher-expired = tidak ada pembayaran dari layanan yang terlihat sebelum tagihan kedaluwarsa
history-voucher-refused = layanan berkata: “{ $reason }”
