## /lnurl: your own pay code (src/features/lnurl), in the chat's language.

# Above the pay code (a photo caption).
lnurl-headline-caption =
    🔁 <b>LNURL ödeme kodunuz</b>
    Herkes bununla, herhangi bir lightning cüzdanından size istediği tutarı, istediği kadar sık ödeyebilir.
# Under the pay code, when it is a lightning address ($address, HTML-escaped).
lnurl-address-caption = ⚡ Lightning adresi: <code>{ $address }</code>
# The gateway wants a webhook first; the operator's help, when no events URL of the bot is known.
lnurl-no-webhook =
    ⚠️ Ödeme geçidi LNURL ödeme kodlarını yalnızca ödeme webhook’u kurulmuş hesaplara verir.
    Ödeme geçidi operatörünüzden satıcı hesabınız için bir webhook kurmasını isteyin, sonra yeniden deneyin.
# The same with the bot's events URL for this account ($eventsUrl, HTML-escaped; private chat only: it holds a secret).
lnurl-no-webhook-url =
    ⚠️ Ödeme geçidi LNURL ödeme kodlarını yalnızca ödeme webhook’u kurulmuş hesaplara verir.
    Bu webhook URL’sini ödeme geçidinizde satıcı hesabınız için kaydedin, sonra yeniden deneyin:
    <code>{ $eventsUrl }</code>
lnurl-setup-sent-privately = 📬 Ödeme kodunuz için önce bir kurulum adımı gerekiyor: bunu size özel sohbette gönderdim.
lnurl-setup-in-private-first = 🔒 Ödeme kodunuz için önce bir kurulum adımı gerekiyor; bunu özel sohbette anlatıyorum. Sohbeti açın, sonra orada /lnurl gönderin.
# Plain text (no HTML): $reason is the gateway's failure in one sentence.
lnurl-failed = ⚠️ Ödeme kodunuz alınamadı. { $reason }
