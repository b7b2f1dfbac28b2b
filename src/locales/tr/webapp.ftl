## ─── The Mini App's page (src/webapp/page) ───────────────────────────────
## Plain text shown in the page (no HTML). Numbers passed as values ($amount,
## $spent, $limit…) are formatted in the user's language by the page.

# An amount in satoshi. $amount: a number.
app-sat = { $amount } sat
app-loading = Yükleniyor…
app-retry = Tekrar dene
app-close = Kapat
app-sandbox = Test parası: bu bot bir sandbox ağ geçidinde çalışıyor.
app-error-network = Bota ulaşılamadı. Bağlantını kontrol edip tekrar dene.
app-error-unauthorized = Bu sayfa kim olduğunu doğrulayamadı. Kapatıp botun sohbetinden yeniden aç.
app-error-outside = Bu sayfayı Telegram'da botun sohbetinden aç.
app-error-not-connected = Botta henüz bir cüzdanın yok. Sohbetini açıp Başlat'a dokunarak bir tane oluştur.
app-error-generic = Bir şeyler ters gitti. Biraz sonra tekrar dene.
app-copy = Kopyala
app-copied = Kopyalandı ✓
app-amount-whole-sat = Sıfırdan büyük, tam sayı bir sat miktarı gir.

## Home

app-home-balance = Bakiye
app-home-spendable = Harcanabilir
app-home-frozen = Dondurulmuş
app-home-today = Bugün harcanan
# $spent and $limit: numbers of sat.
app-home-today-of-limit = { $spent } / { $limit } sat
app-home-no-limit = günlük limit yok
app-home-chart-title = Son 30 gün
app-home-chart-in = Giren
app-home-chart-out = Çıkan
app-home-chart-empty = Son 30 günde hiçbir şey girmedi ya da çıkmadı.
app-home-receive = Al
app-home-pay = Öde
app-home-send = Gönder
app-home-history = Geçmiş
app-home-settings = Ayarlar

## History

app-history-title = Geçmiş
app-history-all = Tümü
app-history-in = Giren
app-history-out = Çıkan
app-history-pending = Bekleyen
app-history-unknown = Belirsiz
app-history-empty = Burada henüz bir şey yok.
app-history-more = Daha fazlası yükleniyor…
app-history-end = Hepsi bu kadar.
app-history-amount-unknown = tutar bilinmiyor
app-kind-invoice = Fatura
app-kind-payment = Ödeme
app-kind-withdrawal = Çekim
app-kind-tip-sent = Verilen bahşiş
app-kind-tip-received = Alınan bahşiş
app-kind-received = Alındı
app-kind-voucher = Kupon
app-kind-pledge = Söz
app-status-pending = bekliyor
app-status-sent = gönderildi
app-status-paid = ödendi
app-status-failed = başarısız
app-status-unknown = sonuç bilinmiyor
app-status-expired = süresi doldu
app-detail-amount = Tutar
app-detail-fee = Ücret
app-detail-status = Durum
app-detail-date = Tarih
app-detail-with = Kiminle
app-detail-description = Açıklama
app-detail-reason = Neden
app-detail-hash = Ödeme hash'i
app-detail-pledge-ends = Alınmazsa sona erer

## Receive

app-receive-title = Al
app-receive-amount = Tutar
app-receive-description = Açıklama (isteğe bağlı)
app-receive-create = Fatura oluştur
app-receive-amount-missing = Sıfırdan büyük bir tutar gir.
app-receive-waiting = Ödeme bekleniyor…
app-receive-paid = Ödendi ✓
app-receive-expired = Bu faturanın süresi doldu. Yenisini oluştur.
app-receive-share = Paylaş
# The text shared with the invoice. $amount: a number of sat.
app-receive-share-text = Lütfen bu lightning faturasıyla bana { $amount } sat öde.
app-receive-new = Yeni fatura
# $time: a date and time.
app-receive-expires = Geçerlilik: { $time } tarihine kadar
app-receive-address = Lightning adresin
app-receive-paycode = Ödeme kodun

## Pay

app-pay-title = Öde
app-pay-input = Fatura, LNURL veya lightning adresi
app-pay-placeholder = lnbc… veya isim@wallet.example
app-pay-scan = QR kodu tara
app-pay-scan-hint = Kamerayı bir lightning QR koduna tut
app-pay-check = Kontrol et
app-pay-amount = Tutar
# $min and $max: numbers of sat.
app-pay-range = { $min } ile { $max } sat arası
app-pay-description = Açıklama
app-pay-payee = Alıcı
app-pay-node = Lightning düğümü { $node }
app-claimed-name = Kendini “{ $name }” olarak tanıtıyor: kendi sözleri, doğrulanmadı. Para yukarıdaki sunucuya gider.
app-pay-expires = Son geçerlilik
app-pay-no-description = (yok)
# The main button. $amount: a number of sat.
app-pay-button = { $amount } sat öde
app-pay-paid = Ödendi ✓
# $fee: a number of sat.
app-pay-fee = Ücret: { $fee } sat
app-pay-failed = Ödenmedi. Hesabından hiçbir şey çıkmadı.
app-pay-unknown = Sonuç henüz bilinmiyor, bu yüzden yeniden denenmeyecek. Tekrar ödemeden önce birkaç dakika sonra Geçmiş'e bak.
app-pay-pending = Ödeme yolda. Nasıl sonuçlandığını Geçmiş'te görürsün.
app-pay-another = Başka bir şey öde

## Send

app-send-title = Gönder
app-send-to = Alıcı
app-send-to-placeholder = @kullaniciadi veya isim@wallet.example
app-send-amount = sat cinsinden tutar
app-send-note = Not (isteğe bağlı)
app-send-review = Gözden geçir
# $amount: a number of sat.
app-send-confirm = { $amount } sat gönder
# $name: "@alice" or an address.
app-send-to-whom = Alıcı: { $name }
# $name: "@alice".
app-send-pledge = { $name } adlı kişinin botta henüz cüzdanı yok. Kişi botu başlatana kadar sat'lar senin kalır; başlattığında onları alır.
app-send-sent = Gönderildi ✓
# $name: "@alice".
app-send-pledged = { $name } için söz verildi: botu başlattığında alacak.
app-send-another = Daha fazla gönder

## Settings

app-settings-title = Ayarlar
app-settings-language = Dil
app-settings-language-telegram = Telegram'daki gibi
app-settings-currency = Para birimi
app-settings-currency-none = Yok (yalnızca sat)
app-settings-threshold = Şunun üzerindeki bahşişleri onayla (sat)
app-settings-threshold-hint = Bu tutarın üzerindeki bahşişler önce Onayla / İptal sorar; 0 ile her bahşiş onay ister.
app-settings-address = Bahşişler için lightning adresi
app-settings-address-hint = Sana gelen bahşişler botdaki cüzdanın yerine oraya gider. Burada tutmak için boş bırak.
app-settings-reaction-tips = Emoji tepkileriyle bahşiş ver
app-settings-leaderboard = Beni sıralamalarda gizle
app-settings-save = Kaydet
app-settings-saved = Kaydedildi ✓

## Bills (/split) on the home screen

app-bills-owe-title = Borçların
app-bills-owed-title = Alacakların
app-bills-share = { $to } kişisine { $amount }
app-bills-pay = Payımı öde
app-bills-confirm = Onayla: { $to } kişisine { $amount }
app-bills-paid = ✅ Payın ödendi.
app-bills-not-paid = Payın ödenmedi.
app-bills-invoice = Bu faturayı herhangi bir lightning cüzdanından öde:
app-bills-progress = { $count } paydan { $paid } ödendi

# Paid entry (/entry): the groups joined by paying, and an owner's groups.
app-entry-memberships-title = Üyelikler
app-entry-until = { $date } tarihine kadar ödendi
app-entry-paid-once = ücretli giriş
app-entry-group-title = Ücretli giriş · { $group }
app-entry-price = Fiyat
app-entry-price-once = { $amount }
app-entry-price-monthly = ayda { $amount }
app-entry-off = kapalı
app-entry-members = Üyeler
app-entry-no-members = Henüz üye yok.
app-entry-payments = Son ödemeler
app-entry-no-payments = Henüz ödeme yok.
app-entry-status-waiting = bekliyor
app-entry-status-paid = ödendi, henüz alınmadı
app-entry-status-in = içeride
app-entry-status-declined-first = ödendi, bir yönetici reddetti
app-entry-status-expired = ödenmedi
app-entry-status-unwritten = kendisine yazılamadı
