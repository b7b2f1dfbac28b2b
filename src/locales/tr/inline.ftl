## Satır içi mod: herhangi bir sohbette @bot (src/bot/features/inline).

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
inline-pending-alert = Fatura hâlâ oluşturuluyor. Birazdan tekrar dene.
inline-no-account = ⚠️ Fatura oluşturulmadı: gönderenin henüz bende bir hesabı yok.
inline-invoice-not-created = ⚠️ Fatura oluşturulmadı: bu tutara izin verilmiyor. Yeni bir tutar yaz.
inline-pay-button = ⚡ Öde
inline-qr-button = 🔳 QR kodu
inline-qr-sent = QR kodu benimle olan özel sohbetinde.
inline-invoice-gone = Bu fatura artık geçerli değil. Yenisini iste.
