## /start and /help in a private chat (src/features/start). The welcome is
## three messages joined by a blank line: the greeting, the user's lightning
## address (only when they have one), and the list of commands.

# $name: the user's first name.
start-welcome-hello = ⚡ Merhaba { $name }! Telegram’a bir lightning cüzdanı getiriyorum: fatura kesin, ödeme yapın, para çekin ve gruplarda bahşiş verin.
# $address: user@domain, where anyone can pay the user.
start-welcome-address = Lightning adresiniz: <code>{ $address }</code>
# $sandbox: "yes" on the sandbox gateway (test money, nothing to connect), "no" on a real one.
start-welcome-commands =
    <b>Para alma</b>
    /invoice <i>tutar [açıklama]</i> – QR kodlu bir lightning faturası
    /lnurl – her cüzdanla çalışan, tekrar kullanılabilir ödeme kodunuz
    /claim <i>lnurl</i> – bir kuponu hesabınıza bozdurun (ya da yapıştırın veya QR kodunun fotoğrafını gönderin)

    <b>Para gönderme</b>
    /pay <i>fatura | lnurl | kullanıcı@alanadı [tutar]</i> – ödeme yapın (ya da doğrudan bir fatura yapıştırın veya QR fotoğrafı gönderin)
    /send <i>tutar @kullanici | kullanici@alanadi [not]</i> – birine doğrudan ödeme yapın
    /withdraw <i>adres tutar</i> – on-chain gönderin

    <b>Gruplarda</b>
    /tip <i>tutar [not]</i> – bahşiş vermek için gruptaki birinin mesajına yanıt verin
    /giveaway, /rain, /tipjar, /top – sat'ları grupla paylaşın; oradaki /help nasıl olduğunu anlatır

    <b>Hesap</b>
    /balance – toplam, dondurulmuş ve harcanabilir bakiye
    /history – son işlemleriniz ve açık sözleriniz
    /settings – dil, para birimi, bahşişler, tepkiyle bahşiş, lightning adresi
    { $sandbox ->
        [yes]
            {""}
            🧪 Bu bot bir <b>sandbox</b> ödeme geçidinde çalışıyor: hesabınız sizin için oluşturuldu ve yalnızca test parası içeriyor. /disconnect onu yeni test parasıyla sıfırlar.
       *[no] /connect – satıcı hesabınızı bağlayın · /disconnect – kaldırın
    }

    Tutarlar: 1500, 1 500, 1.500, 1,5k, 21k sats veya 0,0001 btc. /cancel her soruyu durdurur.

start-welcome-inline = 🔎 Herhangi bir sohbette fatura paylaşmak için <code>@{ $bot } 1000 kahve</code>, ilk alana sat vermek için <code>@{ $bot } send 500</code> yazın.

## /start and /help in a group: what the bot does there; the rest is in the private chat.

start-group =
    ⚡ Ben bir lightning cüzdan botuyum. Burada, grupta:
    /tip <i>100</i> yanıt olarak – o mesajın yazarına bahşiş verin
    /send <i>100 @kullanici</i> – yanıt vermeden bir üyeye ödeme yapın
    /giveaway <i>1000 5</i> – Al'a ilk basan 5 kişi 200'er sat alır
    /rain <i>1000</i> – son yazanlar arasında paylaştırın
    /tipjar <i>10k</i> – herkesin sat koyabileceği bir kavanoz; /top – burada en çok kim verdi
    /invoice <i>1000</i> – gruptan ödeme isteyin
    /lnurl – ödeme kodunuz (yanıt olarak: o üyeninki)
    Cüzdanınız, bakiyeniz ve ayarlarınız özel sohbetimizde.
