## /lnurl in a group, as a reply or with @username (src/features/group-lnurl), in the
## group's language. $name arrives HTML-escaped.

# Above the member's pay code (a photo caption).
group-lnurl-headline-caption =
    🔁 <b>Ödeme kodu: { $name }</b>
    Herkes bununla, herhangi bir lightning cüzdanından bu kişiye istediği tutarı ödeyebilir.
# Above the pay code of a member's lightning address ($address, HTML-escaped).
group-lnurl-address-headline-caption =
    🔁 <b>Ödeme kodu: { $name }</b> (lightning adresi <code>{ $address }</code>)
    Herkes bununla, herhangi bir lightning cüzdanından bu kişiye istediği tutarı ödeyebilir.
group-lnurl-usage = 🔁 Bir üyenin ödeme kodunu göstermek için mesajına /lnurl ile yanıt verin ya da <code>/lnurl @kullaniciadi</code> gönderin. Tek başına /lnurl sizinkini gösterir.
# $username: the @username as written, HTML-escaped.
group-lnurl-unknown-username = Bu grupta { $username } kullanıcısını tanımıyorum. Bunun yerine onun mesajlarından birine /lnurl ile yanıt verin.
group-lnurl-bot = 🤖 Botların ödeme kodu yoktur.
group-lnurl-on-behalf-of-chat = Bu mesaj bir kanal veya anonim bir yönetici adına gönderilmiş, bu yüzden ödeme kodu gösterilecek bir üye yok.
group-lnurl-no-account = { $name } adlı kişinin bende hesabı da lightning adresi de yok, bu yüzden gösterilecek bir ödeme kodu yok. Kurulum için benimle özel sohbet açabilir.
group-lnurl-no-webhook = ⚠️ Ödeme geçidi, { $name } için ödeme kodunu ancak hesabında bir ödeme webhook’u kurulduktan sonra verir.
# $reason: the gateway's failure in one sentence, HTML-escaped.
group-lnurl-failed = ⚠️ Ödeme kodu alınamadı. { $reason }
