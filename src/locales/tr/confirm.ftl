## The confirmation of every send (pay, withdraw, tip): the answers to its
## buttons and the outcomes it becomes (src/chat/flows/confirm.ts). HTML.
## $what names the send, e.g. "payment of 1,500 sat to alice@example.com";
## $reason is one plain sentence saying why it failed.

# The answer to a press of Confirm, while the send runs.
confirm-sending = ⏳ Gönderiliyor…
confirm-sent = ✅ Tamamlandı: { $what }
confirm-not-sent = ❌ Gönderilmedi: { $what }
confirm-failed =
    ❌ Gönderilmedi: { $what }
    { $reason }
    Hesabınızdan hiçbir şey çıkmadı.
confirm-unknown =
    ❓ Sonuç bilinmiyor: { $what }
    Ödeme geçidi işlemi teyit etmedi. Otomatik olarak <b>yeniden denenmez</b>: tekrar denemeden önce /balance ve /history ile kontrol edin.
confirm-cancelled = 🚫 İptal edildi: { $what }. Hiçbir şey gönderilmedi.
confirm-nothing-left = Hesabınızdan hiçbir şey çıkmadı.
confirm-nothing-sent = Hiçbir şey gönderilmedi.
confirm-unknown-advice = Ödeme geçidi işlemi teyit etmedi. Otomatik olarak <b>yeniden denenmez</b>: tekrar denemeden önce /balance ve /history ile kontrol edin.
confirm-reason-told-privately = Nedenini özel sohbetimizde söyledim. Hesabınızdan hiçbir şey çıkmadı.
confirm-reason-in-history = Hesabınızdan hiçbir şey çıkmadı. Nedenini görmek için özel sohbetimizi açıp /history gönderin.
confirm-already = Bu zaten işlendi.
# $state: the send's state as kept in the history.
confirm-already-state = Zaten işlendi: { $state ->
        [sent] gönderildi
        [paid] ödendi
        [failed] başarısız
       *[other] { $state }
    }.
confirm-stale = Bu onayın süresi doldu. Yeniden başlayın.
# $limit: an amount, e.g. 1,000,000 sat.
confirm-over-per-payment = Bu, ödeme başına { $limit } olan limitin üzerinde. Hiçbir şey gönderilmedi.
# $limit, $remaining: amounts.
confirm-over-daily = Bu, { $limit } olan günlük limitinizi aşar (bugün kalan: { $remaining }). Hiçbir şey gönderilmedi.
# In the group; $told is "yes" when the person was told more in the private chat, else "no".
confirm-over-daily-in-group = { $told ->
        [yes] Bu, günlük limitinizi aşar; ayrıntıları özel sohbetimizde anlattım. Hiçbir şey gönderilmedi.
       *[no] Bu, günlük limitinizi aşar. Hiçbir şey gönderilmedi.
    }
# $expected, $got: amounts.
confirm-amount-mismatch = Alıcının faturası onayladığınız { $expected } değil, { $got } tutarındaydı; bu yüzden ödemedim.
# $expected: an amount.
confirm-amount-mismatch-no-amount = Alıcının faturası onayladığınız { $expected } tutarında değildi, sabit bir tutarı yoktu; bu yüzden ödemedim.
confirm-no-recipient = Alıcının bunu alabileceği bir hesabı yok.
confirm-gateway-refused = Ödeme geçidi reddetti.
confirm-account-changed =
    🚫 Gönderilmedi: { $what }
    Bu, artık bağlı olmayan bir ödeme geçidi hesabı için gösterilmişti. Hiçbir şey gönderilmedi: mevcut hesabınızdan ödemek için yeniden başlayın.
confirm-account-changed-answer = Bu gösterildiğinden beri hesabınız değişti. Hiçbir şey gönderilmedi: yeniden başlayın.
confirm-interrupted =
    ❓ Sonuç bilinmiyor: { $what }
    Gönderim sırasında bot kesintiye uğradı. Otomatik olarak <b>yeniden denenmez</b>: tekrar denemeden önce /balance ve /history ile kontrol edin.
confirm-interrupted-advice = Gönderim sırasında bot kesintiye uğradı. Otomatik olarak <b>yeniden denenmez</b>: tekrar denemeden önce /balance ve /history ile kontrol edin.
confirm-unknown-answer = ❓ Sonuç bilinmiyor — yeniden denenmez. Tekrar denemeden önce /balance ve /history ile kontrol edin.
confirm-in-progress = ⏳ Henüz sonuç yok: sonuç onay mesajında görünecek. Hiçbir şey iki kez gönderilmez.
# A send named from its history entry: $amount, e.g. 1,500 sat; $counterpart, e.g. alice@example.com.
confirm-what-from-history = { $amount } (alıcı: { $counterpart })

## Why a payment failed or is in doubt, as /history and a settled send say it.
failure-not-confirmed = Ödeme geçidi sonucu onaylamadı; yeniden denenmez. Tekrar denemeden önce /balance ile kontrol edin.
failure-interrupted-before-send = Göndermeden önce kesildi: hiçbir şey gönderilmedi.
failure-cancelled-before-send = Göndermeden önce iptal edildi: hiçbir şey gönderilmedi.
failure-interrupted-while-sending = Gönderirken kesildi: yeniden denenmez. /balance ve /history ile kontrol edin.
failure-host-unreachable = Göndermeden hemen önce { $host } adresine ulaşamadım, bu yüzden hiçbir şey gönderilmedi. Daha sonra tekrar dene.
