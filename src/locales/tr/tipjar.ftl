## /tipjar (src/features/tipjar). The jar's message speaks the group's language and
## names contributors only (no one's figures); answers to a press and private messages speak
## the presser's. $owner, $note, $chat and $names arrive HTML-escaped where the text is HTML;
## $amount, $total, $target, $limit and $remaining are formatted amounts.

tipjar-usage = 🫙 Bir bahşiş kavanozu aç: <code>/tipjar 10k yeni mikrofon</code>. Hedefe ulaşınca kapanır; hedeften sonra da açık kalması için <code>10k+</code> yaz.
tipjar-in-private = 🫙 /tipjar gruplarda çalışır: <code>/tipjar 10k ne için</code> üyelerin doldurabileceği bir kavanoz açar.
tipjar-anonymous = 🫙 Kavanoz sahibine ödeme yapar: açmak için kendi adınla yaz (grup ya da kanal olarak değil).
# $name: the member who wanted to open a jar.
tipjar-owner-cannot-receive = 🙁 { $name }, henüz para alamıyorsun: hesap almak ya da lightning adresi belirlemek için benimle özel sohbet aç, sonra kavanozu yeniden aç.
tipjar-set-up-button = Almayı ayarla
# The invoice description of a jar payment without a "what for" (plain text). $owner: the jar's owner; $chat: the group's title.
tipjar-description = { $chat } grubunda { $owner } bahşiş kavanozu

## The jar's message, edited as payments land

tipjar-title = 🫙 <b>Bahşiş kavanozu: { $owner }</b>
tipjar-for = 📝 { $note }
# $bar: a bar of ▓ and ░; $percent: a whole number.
tipjar-progress = { $bar } %{ $percent }
tipjar-total = <b>{ $total }</b> / { $target }
# A jar that stays open beyond its target.
tipjar-total-open-ended = <b>{ $total }</b> / { $target } (hedeften sonra da açık)
# $names: contributor names joined with ", ", maybe ending with tipjar-more-contributors.
tipjar-contributors = Katkı verenler: { $names }
tipjar-more-contributors = { $count } kişi daha
tipjar-no-contributors = Katkı vermek için bir düğmeye bas.
tipjar-closed-by-owner = 🔒 { $owner } tarafından kapatıldı.
tipjar-closed-at-target = 🎉 Hedefe ulaşıldı: kavanoz kapandı.
tipjar-other-button = Başka tutar
tipjar-close-button = 🔒 Kapat (sahibi)

## Answers to a press (only the presser sees them) and private messages: plain text

tipjar-answer-confirm-sent = Özel sohbetimize bir onay gönderdim.
tipjar-answer-second-press = Bu ikinci bir basıştı: yalnızca ilki sayılır. Daha fazla vermek için birazdan tekrar bas.
tipjar-answer-closed = Kavanoz kapandı.
# $amount: what the presser put in; $owner: the jar's owner.
tipjar-paid = ✅ { $owner } bahşiş kavanozuna { $amount } koydun.
tipjar-refused-gone = Bu bahşiş kavanozu artık açık değil. Hiçbir şey ödenmedi.
tipjar-refused-closed = Bu bahşiş kavanozu kapalı. Hiçbir şey ödenmedi.
tipjar-refused-own = Bu senin kendi kavanozun: onu başkaları doldurur.
tipjar-refused-not-owner = Bu kavanozu yalnızca { $owner } kapatabilir.
tipjar-refused-no-account = Henüz bende hesabın yok: benimle özel sohbet aç, sonra yeniden bas. Hiçbir şey ödenmedi.
tipjar-refused-owner-cannot-receive = { $owner } şu anda para alamıyor. Hiçbir şey ödenmedi.
tipjar-refused-over-per-payment = Bu, ödeme başına { $limit } sınırının üzerinde. Hiçbir şey ödenmedi.
tipjar-refused-over-daily = Bu, günlük sınırını aşıyor: bugün { $remaining } kaldı. Hiçbir şey ödenmedi.
# $reason: why the send failed, one or two sentences.
tipjar-refused-failed = ❌ Ödenmedi: { $reason } Hesabından hiçbir şey çıkmadı.
tipjar-refused-unknown = ❓ Sonuç bilinmiyor ve yeniden denenmiyor. Tekrar ödemeden önce /history kontrol et.

## Other amount, and the confirmation, in the presser's private chat

# $chat: the group's title.
tipjar-ask-amount = 🫙 { $owner } bahşiş kavanozuna ({ $chat }) ne kadar koymak istiyorsun? Bir tutar gönder, ör. 500 ya da 2k (durmak için /cancel).
tipjar-confirm-summary = 🫙 { $chat } grubunda { $owner } bahşiş kavanozuna <b>{ $amount }</b> konsun mu?
# Names the payment inside other sentences.
tipjar-what = { $owner } bahşiş kavanozu için { $amount }
tipjar-outcomes-sent = ✅ { $owner } bahşiş kavanozuna <b>{ $amount }</b> kondu
tipjar-outcomes-cancelled = 🚫 { $owner } bahşiş kavanozu için { $amount } iptal edildi.
tipjar-outcomes-not-sent = ❌ <b>{ $owner } bahşiş kavanozu için { $amount } gönderilmedi</b>
tipjar-outcomes-unknown = ❓ <b>{ $owner } bahşiş kavanozu için { $amount }: bilinmiyor — yeniden denenmedi.</b>
tipjar-confirm-label = ✅ Öde

## Private notes

tipjar-owner-note = 🫙 { $from }, { $where } grubundaki bahşiş kavanozuna <b>{ $amount }</b> koydu.
tipjar-unknown-note = ❓ { $where } grubunda { $owner } bahşiş kavanozu için { $amount } ödemen: ödeme geçidi işlemi teyit etmedi. Otomatik olarak <b>yeniden denenmez</b>: tekrar denemeden önce /balance ve /history ile kontrol et.
