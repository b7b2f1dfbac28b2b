## /send (src/features/send): pays a person or an address without replying to a message.
## In a group, texts speak the group's language; what concerns the sender's account goes to
## their private chat in their language. $to, $from and $target arrive
## HTML-escaped; $amount and $spendable are formatted amounts.

## Usage and refusals (in a group, removed after a moment)

send-usage = 💸 Önce tutarı, sonra kime gönderileceğini yaz: <code>/send 100 @kullaniciadi</code> ya da bir lightning adresi veya LNURL (<code>/send 100 isim@alanadi.com</code>). Sonuna bir not eklenebilir.
send-anonymous = Ödemeler bir üyenin kendi hesabından yapılır: göndermek için kendi adınla yaz (grup ya da kanal adına değil).
# $target: the word that is neither an @username, a lightning address nor an LNURL.
send-unknown-target = 🤔 { $target } alıcısına gönderemem: tutardan sonra bir @kullaniciadi, lightning adresi (isim@alanadi) ya da LNURL yaz, ör. <code>/send 100 @kullaniciadi</code>.
send-invoice = 🧾 Bu bir fatura: tutarı zaten içinde. Özel sohbetimizde /pay ile öde.
send-self = 🙃 Kendine gönderemezsin.
send-bot = 🤖 Botlar ödeme alamaz.
# The invoice description of a send without a note (the recipient's wallet may show it). $from: the sender's name, plain text.
send-description = { $from } tarafından Telegram üzerinden gönderildi
# $name: the member's name, $username: their username without the "@" (plain text).
send-person = { $name } (@{ $username })

## The confirmation, and what it becomes

send-confirm-summary = 💸 { $to } alıcısına <b>{ $amount } gönderilsin mi</b>?
send-confirm-pledge = 🎁 { $to } bu botu henüz kullanmadı, bu yüzden bu bir söz olur: şimdi hesabınızdan hiçbir şey çıkmaz, size iletmeniz için bir alma bağlantısı veririm ve ödeme yalnızca { $to } zamanında alırsa yapılır.
send-confirm-summary-in-group = 💸 { $from }, { $to } alıcısına <b>{ $amount } gönderilsin mi</b>?
# Names the send inside other sentences ("Done: payment of 1,500 sat to Bob").
send-what = { $to } alıcısına { $amount } ödeme
send-outcomes-sent = ✅ { $to } alıcısına <b>{ $amount } gönderildi</b>
# In a group the outcome is the public receipt. $from: the sender.
send-outcomes-sent-in-group = ✅ { $from }, { $to } alıcısına <b>{ $amount } gönderdi</b>
send-outcomes-cancelled = 🚫 { $to } alıcısına { $amount } ödeme iptal edildi.
send-outcomes-not-sent = ❌ <b>{ $to } alıcısına { $amount } ödeme gönderilmedi</b>
send-outcomes-unknown = ❓ <b>{ $to } alıcısına { $amount } ödeme: sonuç bilinmiyor — tekrar denenmeyecek.</b>
send-confirm-label = ✅ Gönder

## Refused for a reason about the sender's account: said in private; the group learns only that

# $spendable: what the sender can spend now.
send-not-enough =
    ❌ { $to } alıcısına { $amount } ödemen gönderilmedi: şu anda { $spendable } harcayabilirsin.
    Hesabından hiçbir şey çıkmadı.
send-failed-in-group = ❌ Gönderilmedi; nedenini özel sohbetimizde yazdım. Hiçbir şey ödenmedi.
send-failed-untold = ❌ Gönderilmedi. Hiçbir şey ödenmedi. Sana henüz özelden yazamıyorum: benimle bir sohbet aç, sonra nedenini öğrenmek için tekrar dene.

## The recipient's private note after a send from a private chat

send-recipient-note = 🎁 { $from } sana <b>{ $amount }</b> gönderdi.
