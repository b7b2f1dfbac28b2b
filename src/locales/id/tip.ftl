## /tip (src/features/tip). In a group, texts speak the group's language; private notes
## speak the person's. $name, $to, $from and $note arrive HTML-escaped; $amount, $total and
## $spendable are formatted amounts; $where is the group in HTML (a link to the tipped
## message, or its title in bold).

## Usage and refusals (in the group, removed after a moment)

tip-usage = 💸 Balas pesan seseorang dengan <code>/tip 100</code> (boleh ditambah catatan setelah jumlahnya, misalnya <code>/tip 1k makasih!</code>).
tip-no-reply = 💸 Balas pesan orang yang ingin kamu beri tip, dengan <code>/tip 100</code> (boleh ditambah catatan setelah jumlahnya). Tanpa membalas: <code>/send 100 @username</code>.
tip-in-private = 💸 /tip berfungsi di grup: balas pesan seseorang di sana dengan <code>/tip 100</code>. Tip untukmu masuk ke akunmu atau ke alamat lightning yang kamu atur di /settings.
tip-self = 🙃 Kamu tidak bisa memberi tip ke diri sendiri.
tip-anonymous-tipper = Tip berasal dari akun milik anggota sendiri: kirim pesan atas namamu sendiri (bukan atas nama grup atau channel) untuk memberi tip.
tip-bot = 🤖 Bot tidak bisa menerima tip.
tip-on-behalf-of-chat = Pesan itu dikirim atas nama channel atau admin anonim, jadi tidak ada orang yang bisa diberi tip.
# The invoice description of a tip without a note (the recipient's wallet may show it). $chat: the group's title, plain text.
tip-description = tip di { $chat }

## The confirmation of a larger tip, in the group, and what it becomes

tip-confirm-summary = 💸 Beri tip <b>{ $amount }</b> ke { $to }?
# The tipper's note: a line under the confirmation, its outcome and the private notes.
tip-note = 📝 { $note }
# Names the tip inside other sentences ("Done: tip of 1,500 sat to Bob").
tip-what = tip { $amount } ke { $to }
tip-outcomes-sent = ✅ <b>Tip { $amount }</b> terkirim ke { $to }
tip-outcomes-cancelled = 🚫 Tip { $amount } ke { $to } dibatalkan.
tip-outcomes-not-sent = ❌ <b>Tip { $amount } ke { $to } tidak terkirim</b>
tip-outcomes-unknown = ❓ <b>Tip { $amount } ke { $to }: tidak diketahui — tidak diulang.</b>
tip-confirm-label = ✅ Beri tip

## The public receipt of a tipped message, edited as more tips arrive

# $recipient: the tipped member; $tippers: tip-tipper-share texts joined with ", ", maybe ending with tip-more-tippers.
tip-receipt =
    💸 <b>{ $recipient }</b> menerima tip <b>{ $total }</b>
    dari { $tippers }
# One tipper in the receipt: $name and what they gave in all.
tip-tipper-share = { $name } ({ $amount })
# Tippers beyond the ten named.
tip-more-tippers = { $count } lainnya

## A tip that was not sent, or whose outcome is unknown: the group learns only that

tip-failed-in-group = ❌ Tip tidak terkirim; alasannya sudah saya sampaikan di chat pribadi kita. Tidak ada yang dibayar.
tip-failed-in-group-see-history = ❌ Tip tidak terkirim. Tidak ada yang dibayar. Buka chat pribadi kita dan kirim /history untuk melihat alasannya.
tip-failed-in-group-untold = ❌ Tip tidak terkirim. Tidak ada yang dibayar. Saya belum bisa mengirim pesan pribadi ke kamu: buka chat dengan saya, lalu coba lagi untuk tahu alasannya.
tip-unknown-in-group = ❓ Hasil tip ini tidak diketahui. Ini <b>tidak</b> diulang: cek /history di chat pribadi kita sebelum mencoba lagi.

## Private notes to the tipper and the recipient

# $spendable: what the tipper can spend now.
tip-not-enough-note =
    ❌ Tip { $amount } darimu ke { $to } di { $where } tidak terkirim: saat ini kamu bisa memakai { $spendable }.
    Tidak ada dana yang keluar dari akunmu.
tip-tipper-note = ✅ Kamu memberi tip <b>{ $amount }</b> ke { $to } di { $where }.
tip-recipient-note = 🎁 { $from } memberimu tip <b>{ $amount }</b> di { $where }.
# $reason: why the send failed, one or two sentences.
tip-failed-note =
    ❌ Tip { $amount } darimu ke { $to } di { $where } tidak terkirim.
    { $reason }
    Tidak ada dana yang keluar dari akunmu.
tip-unknown-note = ❓ Tip { $amount } darimu ke { $to } di { $where }: gateway tidak mengonfirmasinya. Ini <b>tidak</b> diulang otomatis: cek /balance dan /history sebelum mencoba lagi.

## /start tip: how tipping works ($sandbox: "yes" on the sandbox's test accounts, else "no")

tip-welcome-ready =
    💸 <b>Tip</b>: di grup, balas pesan seseorang dengan <code>/tip 100</code> (boleh ditambah catatan setelah jumlahnya).

    { $sandbox ->
        [yes] ✅ Akun ujimu sudah siap: tip untukmu masuk ke sana.
       *[no] ✅ Akunmu sudah terhubung: tip untukmu masuk ke sana.
    }
    Kalau ingin menerima tip di wallet lain, atur alamat lightning di /settings.
tip-welcome-set-up =
    💸 <b>Tip</b>: di grup, balas pesan seseorang dengan <code>/tip 100</code> (boleh ditambah catatan setelah jumlahnya).

    Untuk menerima tip, hubungkan akun merchant-mu dengan /connect atau atur alamat lightning di /settings.

# The tipper, privately: a tip a restart cut off could not go ahead (its account, limits or funds changed).
tip-interrupted-not-sent-note = ❌ Tip { $amount } untuk { $to } di { $where } tidak terkirim: bot dimulai ulang sebelum tip terkirim, dan tip itu tidak bisa dilanjutkan lagi. Tidak ada yang dibayar.
