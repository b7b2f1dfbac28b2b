## Satır içi mod: herhangi bir sohbette @bot (src/features/inline).

inline-setup-button = Kur: botu aç
inline-help-invoice-title = Ödeme iste: bir tutar ve ne için olduğunu yaz
inline-help-invoice-description = örn. @{ $bot } 1000 kahve, 5k öğle yemeği, 5 usd
inline-help-message = ⚡ Herhangi bir sohbette ödeme istemek için <code>@{ $bot } 1000 kahve</code> yaz ve faturayı seç.
inline-refused-title = Bu tutarı kullanamıyorum

inline-invoice-title = { $amount } tutarında fatura: { $description }
inline-invoice-title-alone = { $amount } tutarında fatura
inline-invoice-result-description = Hesabında bir fatura oluşturur ve herkesin ödeyebilmesi için buraya gönderir.
inline-invoice-pending = ⏳ <b>{ $amount } tutarında fatura</b> oluşturuluyor…
inline-pending-button = ⏳ Oluşturuluyor…
inline-pending-alert = Bu fatura henüz hazır değil. Bu mesaj bir dakika içinde değişmezse fatura oluşturulmadı: gönderenden yenisini iste.
inline-no-account = ⚠️ Fatura oluşturulmadı: gönderenin henüz bende bir hesabı yok.
inline-invoice-not-created = ⚠️ Fatura oluşturulmadı: bu tutara izin verilmiyor. Yeni bir tutar yaz.
inline-pay-button = ⚡ Öde
inline-qr-button = 🔳 QR kodu
inline-qr-sent = QR kodu benimle olan özel sohbetinde.
inline-invoice-gone = Bu fatura artık geçerli değil. Yenisini iste.

inline-help-send-title = İlk alana ver: send ve bir tutar yaz
inline-help-send-description = örn. @{ $bot } send 500 teşekkürler
inline-help-send-message = 🎁 Herhangi bir sohbette ilk alana sat vermek için <code>@{ $bot } send 500 teşekkürler</code> yaz ve seç.
inline-send-needs-amount = send sonrasına bir tutar yaz, örn. send 500 teşekkürler.
inline-send-title = { $amount } gönder: ilk alana
inline-send-result-description = Hesabından { $amount } tutarını ilk alan kişiye, aldığı anda gönderir (limitlerin geçerlidir). Bir gün açık kalır.
inline-send-pending = ⏳ <b>İlk alan için { $amount }</b> hazırlanıyor…
inline-send-pending-alert = Henüz hazır değil. Bu mesaj bir dakika içinde değişmezse hiçbir şey sunulmadı: gönderenden tekrar iste.
inline-send-no-account = ⚠️ Hiçbir şey sunulmadı: gönderenin henüz bende bir hesabı yok.
inline-send-not-offered = ⚠️ Hiçbir şey sunulmadı: bu tutara izin verilmiyor. Yeni bir tutar yaz.
inline-send-card = 🎁 <b>{ $name }, { $amount } gönderiyor</b>: ilk alan kazanır.
inline-send-card-expiry = Biri alana kadar hiçbir şey gönderilmez. Bir gün açık.
inline-claim-button = 🎁 Al
inline-cancel-button = ✖️ İptal (yalnızca gönderen)
inline-send-claimed = ✅ <b>{ $claimer }, { $amount } aldı</b> (gönderen: { $name }).
inline-send-unknown = ⚠️ <b>{ $claimer } için { $amount }: sonuç bilinmiyor</b>, yeniden denenmez. { $name } /history'ye bakabilir.
inline-send-cancelled = ✖️ <b>İptal edildi</b> ({ $name }): hiçbir şey gönderilmedi.
inline-send-expired = ⌛ <b>Süresi doldu</b>: { $name } tarafından sunulan { $amount } kimse tarafından alınmadı; hiçbir şey gönderilmedi.
inline-send-closed = ✖️ <b>Kapandı</b>: { $name } tarafından sunulan { $amount } artık alınamaz; hiçbir şey gönderilmedi.
# Someone who could not receive pressed Claim on an inline send and opened the bot through it:
# what waits for them, said first. $name: the sender (HTML-escaped); $ready: "yes" when they
# can receive now (the sandbox made their test account), else "no" (/connect follows).
inline-send-waiting =
    🎁 <b>{ $name }, { $amount } gönderiyor</b>: ilk alan kazanır ve gönderim hâlâ açık.
    { $ready ->
        [yes] Hesabınız hazır: mesaja geri dönün ve almak için oradaki 🎁 düğmesine yeniden basın.
       *[no] Almak için satıcı hesabınızı bağlayın (bilgileri aşağıda soruyorum) veya /settings içinde bir lightning adresi belirleyin; sonra mesaja geri dönün ve oradaki 🎁 düğmesine yeniden basın.
    }
inline-claim-paid = 💰 { $name } kişisinden { $amount } aldın.
inline-claim-own = Kendi gönderini alamazsın. Geri almak için İptal'e bas.
inline-claim-taken = Başka biri önce aldı.
inline-claim-ended = Bu gönderim artık açık değil.
inline-claim-busy = Alman ödeniyor. Biraz bekle.
inline-claim-already = Bunu zaten aldın.
inline-claim-not-paid = Hiçbir şey ödenmedi: gönderenin hesabı şu an ödeyemiyor. Açık kalıyor: daha sonra tekrar dene.
inline-claim-unknown = Ödeme çıktı ama sonucu bilinmiyor; yeniden denenmez. /history'ye bak.
inline-cancel-not-owner = Bunu yalnızca gönderen iptal edebilir.
inline-cancel-done = İptal edildi: hiçbir şey gönderilmedi.
inline-cancel-too-late = Çok geç: biri şu an alıyor.
inline-send-gone = Bu gönderim artık geçerli değil.
inline-send-note-claimed = 🎁 { $claimer }, <b>{ $amount }</b> tutarındaki gönderini aldı (satır içi gönderim).

## The inline giveaway (tr): see en/inline.ftl for what each text is for.

inline-help-giveaway-title = İlk alanlara ver: giveaway, toplam ve kaç kişi yaz
inline-help-giveaway-description = örn. @{ $bot } giveaway 1000 5 teşekkürler
inline-help-giveaway-message = 🎁 Herhangi bir sohbette sat'ları ilk alanlar arasında paylaştırmak için <code>@{ $bot } giveaway 1000 5 teşekkürler</code> (5 × 200 sat) yaz ve seç.
inline-giveaway-needs-amounts = giveaway sonrasına bir toplam ve kaç kişi yaz, örn. giveaway 1000 5 teşekkürler.
inline-giveaway-ambiguous = Bu iki türlü okunuyor: toplamı boşluksuz yaz, örn. giveaway 1500 5
inline-giveaway-title = Çekiliş: { $count } × { $share }, ilk alanlara
inline-giveaway-result-description = Hesabından en fazla { $total } verir: ilk alan { $count } kişiye { $count } × { $share }, aldıkları anda ödenir (limitlerin o an geçerlidir). { $minutes } dk sonra biter; daha önce bitirebilirsin.
inline-giveaway-pending = ⏳ <b>Çekiliş: { $count } × { $share }</b> hazırlanıyor…
inline-giveaway-place = satır içi mesaj
