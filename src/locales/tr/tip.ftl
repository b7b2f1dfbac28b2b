## /tip (src/features/tip). In a group, texts speak the group's language; private notes
## speak the person's. $name, $to, $from and $note arrive HTML-escaped; $amount, $total and
## $spendable are formatted amounts; $where is the group in HTML (a link to the tipped
## message, or its title in bold).

## Usage and refusals (in the group, removed after a moment)

tip-usage = 💸 Birinin mesajına <code>/tip 100</code> ile yanıt verin (tutardan sonra bir not eklenebilir, ör. <code>/tip 1k teşekkürler!</code>).
tip-no-reply = 💸 Bahşiş vermek istediğiniz kişinin mesajına <code>/tip 100</code> ile yanıt verin (isterseniz tutardan sonra bir not ekleyin). Yanıt vermeden: <code>/send 100 @kullanici</code>.
tip-in-private = 💸 /tip gruplarda çalışır: orada birinin mesajına <code>/tip 100</code> ile yanıt verin. Size gelen bahşişler hesabınıza ya da /settings içinde ayarladığınız lightning adresine gider.
tip-self = 🙃 Kendinize bahşiş veremezsiniz.
tip-anonymous-tipper = Bahşişler üyenin kendi hesabından gider: bahşiş vermek için (grup veya kanal olarak değil) kendi adınıza yazın.
tip-bot = 🤖 Botlar bahşiş alamaz.
tip-on-behalf-of-chat = Bu mesaj bir kanal veya anonim bir yönetici adına gönderilmiş, bu yüzden bahşiş verilecek kimse yok.
# The invoice description of a tip without a note (the recipient's wallet may show it). $chat: the group's title, plain text.
tip-description = { $chat } grubunda bahşiş

## The confirmation of a larger tip, in the group, and what it becomes

tip-confirm-summary = 💸 { $to } için <b>{ $amount }</b> bahşiş gönderilsin mi?
# The tipper's note: a line under the confirmation, its outcome and the private notes.
tip-note = 📝 { $note }
# Names the tip inside other sentences ("Done: tip of 1,500 sat to Bob").
tip-what = { $to } için { $amount } bahşiş
tip-outcomes-sent = ✅ { $to } için <b>{ $amount } bahşiş gönderildi</b>
tip-outcomes-cancelled = 🚫 { $to } için { $amount } bahşiş iptal edildi.
tip-outcomes-not-sent = ❌ <b>{ $to } için { $amount } bahşiş gönderilmedi</b>
tip-outcomes-unknown = ❓ <b>{ $to } için { $amount } bahşiş: sonuç bilinmiyor — yeniden denenmez.</b>
tip-confirm-label = ✅ Bahşiş ver

## The public receipt of a tipped message, edited as more tips arrive

# $recipient: the tipped member; $tippers: tip-tipper-share texts joined with ", ", maybe ending with tip-more-tippers.
tip-receipt =
    💸 <b>{ $recipient }</b>, <b>{ $total }</b> bahşiş aldı
    Gönderenler: { $tippers }
# One tipper in the receipt: $name and what they gave in all.
tip-tipper-share = { $name } ({ $amount })
# Tippers beyond the ten named.
tip-more-tippers = { $count } kişi daha

## A tip that was not sent, or whose outcome is unknown: the group learns only that

tip-failed-in-group = ❌ Bahşiş gönderilmedi; nedenini özel sohbetimizde söyledim. Hiçbir şey ödenmedi.
tip-failed-in-group-see-history = ❌ Bahşiş gönderilmedi. Hiçbir şey ödenmedi. Nedenini görmek için özel sohbetimizi açıp /history gönderin.
tip-failed-in-group-untold = ❌ Bahşiş gönderilmedi. Hiçbir şey ödenmedi. Size henüz özelden yazamıyorum: nedenini öğrenmek için benimle bir sohbet açın, sonra yeniden deneyin.
tip-unknown-in-group = ❓ Bahşişin sonucu bilinmiyor. <b>Yeniden denenmez</b>: tekrar denemeden önce özel sohbetimizde /history ile kontrol edin.

## Private notes to the tipper and the recipient

# $spendable: what the tipper can spend now.
tip-not-enough-note =
    ❌ { $where } grubunda { $to } için { $amount } bahşişiniz gönderilmedi: şu anda harcayabileceğiniz tutar { $spendable }.
    Hesabınızdan hiçbir şey çıkmadı.
tip-tipper-note = ✅ { $where } grubunda { $to } için <b>{ $amount }</b> bahşiş gönderdiniz.
tip-recipient-note = 🎁 { $from }, { $where } grubunda size <b>{ $amount }</b> bahşiş gönderdi.
# $reason: why the send failed, one or two sentences.
tip-failed-note =
    ❌ { $where } grubunda { $to } için { $amount } bahşişiniz gönderilmedi.
    { $reason }
    Hesabınızdan hiçbir şey çıkmadı.
tip-unknown-note = ❓ { $where } grubunda { $to } için { $amount } bahşişiniz: ödeme geçidi işlemi teyit etmedi. Otomatik olarak <b>yeniden denenmez</b>: tekrar denemeden önce /balance ve /history ile kontrol edin.

## /start tip: how tipping works ($sandbox: "yes" on the sandbox's test accounts, else "no")

tip-welcome-ready =
    💸 <b>Bahşiş</b>: bir grupta birinin mesajına <code>/tip 100</code> ile yanıt verin (tutardan sonra bir not eklenebilir).

    { $sandbox ->
        [yes] ✅ Test hesabınız hazır: size gelen bahşişler oraya gelir.
       *[no] ✅ Hesabınız bağlı: size gelen bahşişler oraya gelir.
    }
    Bahşişleri bunun yerine başka bir cüzdanda almak için /settings içinde bir lightning adresi ayarlayın.
tip-welcome-set-up =
    💸 <b>Bahşiş</b>: bir grupta birinin mesajına <code>/tip 100</code> ile yanıt verin (tutardan sonra bir not eklenebilir).

    Bahşiş alabilmek için /connect ile satıcı hesabınızı bağlayın ya da /settings içinde bir lightning adresi ayarlayın.

# The tipper, privately: a tip a restart cut off could not go ahead (its account, limits or funds changed).
tip-interrupted-not-sent-note = ❌ { $where } içinde { $to } için { $amount } bahşişiniz gönderilmedi: bot gönderimden önce yeniden başladı ve bahşiş artık devam edemedi. Hiçbir ödeme yapılmadı.
