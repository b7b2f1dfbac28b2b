## /connect and /disconnect (src/features/connect): merchant keys, in a private chat only.

connect-sandbox = 🧪 Bu bot bir sandbox ödeme geçidinde çalışıyor: hesabınız test parasıyla sizin için oluşturuldu, bu yüzden bağlanacak bir şey yok. /balance hesabı gösterir; /disconnect onu yeni test parasıyla sıfırlar.
connect-sandbox-in-group = 🧪 Bu bot bir sandbox ödeme geçidinde çalışıyor: bağlanacak bir şey yok, herkes benimle özel sohbette bir test hesabı alır.
connect-group-hint = 🔒 Hesabınızı asla grupta değil, benimle özel sohbette bağlayın.

## The three questions of /connect, and the check with the gateway.

connect-intro = 🔑 Satıcı hesabınızı bağlayalım. Sizden üç şey isteyeceğim: satıcı kimliği (merchant id), API anahtarı ve gizli anahtar. Anahtarlarınızın olduğu mesajları okur okumaz silerim ve anahtarları şifreli olarak saklarım. /cancel ile istediğiniz an durdurabilirsiniz.
connect-ask-merchant-id = 1/3 · <b>Satıcı kimliğinizi</b> (merchant id) gönderin.
connect-ask-api-key = 2/3 · <b>API anahtarınızı</b> gönderin. (Mesajınızı okur okumaz silerim.)
connect-ask-secret-key = 3/3 · <b>Gizli anahtarınızı</b> gönderin. (Mesajınızı okur okumaz silerim.)
connect-bad-merchant-id = Satıcı kimliği, boşluk içermeyen tek satırlık bir metindir. Lütfen yeniden gönderin.
connect-bad-api-key = API anahtarı, boşluk içermeyen tek satırlık bir metindir. Lütfen yeniden gönderin.
connect-bad-secret-key = Gizli anahtar onaltılık (hexadecimal) olmalıdır (0-9, a-f). Lütfen yeniden gönderin.
connect-checking = Ödeme geçidiyle kontrol ediliyor…
# $reason: the gateway's refusal, one sentence.
connect-rejected =
    ❌ Ödeme geçidi bu anahtarları kabul etmedi. { $reason }
    Hiçbir şey kaydedilmedi. Yeniden denemek için /connect gönderin.
# The description of the 1 sat invoice /connect makes to prove the keys are the merchant's (seen in the gateway's own lists).
connect-check-invoice-description = Telegram botunun bağlantı denetimi (ödemeyin)
# $merchantId: what the user typed (HTML-escaped).
connect-merchant-mismatch =
    ❌ Bu anahtarlar <code>{ $merchantId }</code> hesabına değil, başka bir satıcıya ait.
    Hiçbir şey kaydedilmedi. Satıcı kimliğini kontrol edip /connect komutunu yeniden gönderin.
# $merchantId: what the user typed; $reason: the gateway's answer, one sentence.
connect-check-failed =
    ❌ Bu anahtarların <code>{ $merchantId }</code> satıcısına ait olduğunu doğrulayamadım. { $reason }
    Hiçbir şey kaydedilmedi. Yeniden denemek için /connect gönderin.
# $merchantId: the merchant id (HTML-escaped).
connect-merchant-taken =
    ❌ <code>{ $merchantId }</code> satıcısı bu botta zaten başka bir Telegram hesabına bağlı. Bir satıcı yalnızca bir Telegram hesabına bağlanabilir.
    Hiçbir şey kaydedilmedi. Önce o hesaptan /disconnect gönderin.
# The answer after saving is up to three messages joined by a blank line:
# connect-connected, connect-connected-webhook (when the bot has a public
# address for payment events), connect-connected-next.
connect-connected = ✅ Satıcı hesabı bağlandı: <code>{ $merchantId }</code>. Anahtarlarınız şifreli olarak saklanıyor.
# $eventsUrl: the URL the gateway should send this merchant's payment events to.
connect-connected-webhook =
    Ödeme bildirimleri ve /lnurl için bu webhook URL’sini ödeme geçidinizde satıcı hesabınız için kaydedin:
    <code>{ $eventsUrl }</code>
connect-connected-next = /balance veya /invoice 1000 deneyin.
connect-disconnected = Satıcı hesabınız bu bottan kaldırıldı. Anahtarlarınız silindi.
connect-nothing-to-disconnect = Kaldırılacak bağlı bir hesap yok.

## /disconnect on the sandbox: reset the test account, after a question only its asker may answer.

# $balance: what the account holds now; $fresh: what the new account starts with.
connect-reset-question =
    🧪 <b>Test hesabınız sıfırlansın mı?</b>
    Şu anda <b>{ $balance }</b> bulunan sandbox hesabınızın yerine <b>{ $fresh }</b> test parası olan yeni bir hesap gelir.
    Eski hesabın faturalarına ve ödeme kodlarına yapılan ödemeler artık size ulaşmaz. /history eski hesabın işlemlerini saklamaya devam eder.
# The same question when the balance could not be read. $fresh: what the new account starts with.
connect-reset-question-no-balance =
    🧪 <b>Test hesabınız sıfırlansın mı?</b>
    Sandbox hesabınızın yerine <b>{ $fresh }</b> test parası olan yeni bir hesap gelir.
    Eski hesabın faturalarına ve ödeme kodlarına yapılan ödemeler artık size ulaşmaz. /history eski hesabın işlemlerini saklamaya devam eder.
connect-reset-button = 🔄 Test parasını sıfırla
# $fresh: what the new account holds.
connect-reset-done = ✅ Test hesabınız sıfırlandı: içinde <b>{ $fresh }</b> test parası var. /history eski hesabın işlemlerini listelemeye devam ediyor.
connect-reset-cancelled = Sıfırlama iptal edildi: test hesabınız değişmedi.
connect-reset-expired = Bu sorunun süresi doldu: test paranızı sıfırlamak için /disconnect komutunu yeniden gönderin.
connect-nothing-to-reset = 🧪 Henüz bir test hesabınız yok: ilk komutunuzla oluşturulur (/balance deneyin). Sıfırlanacak bir şey yok.
