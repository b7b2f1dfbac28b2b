## /pay: what to pay (src/features/pay)
## Amounts ($amount, $spendable, $limit, ...) arrive formatted: "1,500 sat", maybe with "(≈ $1.02)".

pay-ask-target = Neyi ödeyeyim? Bir lightning faturası, bir LNURL, bir lightning adresi (ad@alanadı) ya da bir QR kodu fotoğrafı gönderin.
pay-not-recognised = Bunu bir lightning faturası, LNURL veya lightning adresi (ad@alanadı) olarak okuyamadım.
pay-group-hint = 🔒 Ödemeler benimle özel sohbette yapılır.
pay-onchain-hint = Bu bir on-chain bitcoin adresi. Buraya göndermek için /withdraw kullanın.

## Invoices that cannot be paid

pay-expired = Bu faturanın süresi dolmuş. Alıcıdan yeni bir fatura isteyin.
pay-zero-amount = Bu faturada tutar yok. Alıcıdan tutar içeren bir fatura isteyin ya da bunun yerine LNURL’sine veya lightning adresine ödeme yapın.
# $invoiceNetwork, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
pay-wrong-network = Bu fatura { $invoiceNetwork } ağı için, ancak bu bot { $ours } ağında ödeme yapıyor.
pay-invoice-error-not-an-invoice = Bu bir lightning faturası değil: faturalar lnbc, lntb, lntbs veya lnbcrt ile başlar.
pay-invoice-error-checksum = Bu lightning faturası bozuk (sağlama toplamı eşleşmiyor): faturayı yeniden ve eksiksiz kopyalayın.
pay-invoice-error-unknown-network = Bu lightning faturası, bu botun hizmet vermediği bir ağ için: bir bitcoin faturası isteyin.
pay-invoice-error-malformed = Bu lightning faturası hatalı biçimlendirilmiş: alıcıdan yeni bir fatura isteyin.
pay-invoice-error-bad-signature = Bu lightning faturasının imzası geçersiz: alıcıdan yeni bir fatura isteyin.
pay-invoice-error-unknown-feature = Bu lightning faturası desteklemediğim bir ödeme özelliği gerektiriyor, bu yüzden ödeme başarısız olur. Hiçbir şey gönderilmedi: alıcıdan başka bir fatura isteyin.

## LNURLs and lightning addresses that cannot be read. $host: the pay code's web host, e.g. pay.example.com.

pay-lnurl-error-prefix = Bu geçerli bir LNURL değil: lnurl1 ile başlamıyor.
pay-lnurl-error-checksum = Bu geçerli bir LNURL değil: bech32 sağlama toplamı veya karakterleri geçersiz.
pay-lnurl-error-no-url = Bu geçerli bir LNURL değil: bir web adresi içermiyor.
pay-request-error-loopback = Ödeme kodu bu makineyi gösteriyor ({ $host }).
pay-request-error-private-network = Ödeme kodu özel bir ağ adresini gösteriyor ({ $host }); bu tür adreslerle bağlantı kurmam.
pay-request-error-not-https = Ödeme kodunun { $host } üzerindeki adresi https değil, bu yüzden kullanmak güvenli değil.
pay-request-error-unreachable = Ödeme kodunun ayrıntılarını { $host } üzerinden okuyamadım, bu yüzden kime ödeme yapacağınızı gösteremiyorum. Hiçbir şey gönderilmedi: daha sonra yeniden deneyin.
pay-request-error-not-lnurl = { $host } üzerindeki ödeme kodu hizmeti bir LNURL hizmeti gibi yanıt vermedi.
# $refusal: the service's own words (in its language, shortened); they stay inside the
# quotation marks, so the reader sees they are the service's and not the bot's.
pay-request-error-service-said = { $host } üzerindeki ödeme kodu hizmeti reddetti. Kendi ifadesiyle: “{ $refusal }”
pay-request-error-refused-silently = { $host } üzerindeki ödeme kodu hizmeti bir neden belirtmeden reddetti.
pay-request-error-not-pay-code = { $host } üzerindeki bu LNURL bir ödeme kodu değil (başka bir amaç için), bu yüzden ödenemez.
pay-request-error-incomplete = { $host } üzerindeki ödeme kodu hizmeti eksik bir ödeme isteği gönderdi.
pay-request-error-bad-metadata = { $host } üzerindeki ödeme kodu hizmeti okunamayan meta veriler gönderdi.
pay-request-error-no-whole-sat = { $host } üzerindeki ödeme kodu tam satoshi cinsinden hiçbir tutarı kabul etmiyor, bu yüzden buradan ödenemez.

## Limits and balance, checked before the confirmation

pay-over-per-payment = Bu, ödeme başına { $limit } olan limitin üzerinde.
# $remaining: what the daily limit still allows today.
pay-over-daily = Bu, { $limit } olan günlük limitinizi aşar (bugün kalan: { $remaining }).
pay-not-enough = Yetersiz bakiye: şu anda harcayabileceğiniz tutar { $spendable }.
# $total: amount plus $fee.
pay-not-enough-with-fee = Yetersiz bakiye: bunun için { $fee } ağ ücretiyle birlikte { $total } gerekiyor, şu anda harcayabileceğiniz tutar ise { $spendable }.

## The confirmation of an invoice: the question, then one line each (description, expiry, invoice)

pay-confirm-invoice = ⚡ <b>{ $amount } ödensin mi?</b>
# Under an amount shown to the millisatoshi: $sat is that amount rounded up ("967,879 sat").
pay-msat-counted = Limitlerinizde ve geçmişinizde { $sat } olarak sayılır (tam satoshiye yukarı yuvarlanır).
# A line of the confirmation and of its outcome; $description: the invoice's or pay code's own description.
pay-description = 📝 { $description }
pay-code-description = 🏷 { $description }
# $minutes: whole minutes left, under an hour.
pay-expires-in-minutes = ⏳ { $minutes } dk sonra sona erer
# $hours: 1 to 47 hours, exactly.
pay-expires-in-hours = ⏳ { $hours } sa sonra sona erer
# $hours (1 to 47) and $minutes (1 to 59).
pay-expires-in-hours-minutes = ⏳ { $hours } sa { $minutes } dk sonra sona erer
# $days: two or more.
pay-expires-in-days = ⏳ { $days } gün sonra sona erer
# $short: the invoice shortened, e.g. lnbc15u1p3…x7q4.
pay-invoice = 🧾 <code>{ $short }</code>

## The confirmation of an LNURL or lightning address. $to: the recipient's lightning address.

pay-confirm-lnurl = ⚡ <b>{ $amount } ödensin mi?</b>
pay-confirm-lnurl-to = ⚡ { $to } adresine <b>{ $amount } ödensin mi?</b>
pay-ask-lnurl-amount = Ne kadar göndermek istiyorsunuz?
pay-ask-lnurl-amount-to = { $to } adresine ne kadar göndermek istiyorsunuz?
# Under the question and the outcome. $min, $max: the amounts the pay code accepts.
pay-lnurl-details = 🌐 { $host } üzerindeki ödeme kodu · { $min } ile { $max } arası kabul eder
pay-code-claimed-name = 🏷 Kendini “{ $name }” olarak tanıtıyor (kendi sözleri, doğrulanmadı)
pay-out-of-range = Bu ödeme kodu { $min } ile { $max } arasındaki tutarları kabul ediyor, bu yüzden { $amount } ödenemez. Hiçbir şey gönderilmedi: bu aralıkta bir tutarla /pay komutunu yeniden gönderin.

## The button and what the confirmation becomes

pay-confirm-label = Öde
# Names the send in the confirmation's other messages ("✅ Done: payment of 1,500 sat").
pay-what-invoice = { $amount } tutarında ödeme
# $to: the recipient's lightning address, or the pay code's host.
pay-what-lnurl = { $to } adresine { $amount } tutarında ödeme
pay-outcomes-sent = ✅ <b>{ $amount } ödendi</b>
pay-outcomes-sent-to = ✅ { $to } adresine <b>{ $amount } ödendi</b>
pay-outcomes-cancelled = 🚫 { $amount } tutarındaki ödeme iptal edildi.
pay-outcomes-cancelled-to = 🚫 { $to } adresine { $amount } tutarındaki ödeme iptal edildi.
pay-outcomes-not-sent = ❌ <b>Ödenmedi</b>
pay-outcomes-unknown = ❓ <b>{ $amount } tutarındaki ödeme: sonuç bilinmiyor — yeniden denenmez.</b>

## Photos of QR codes

pay-no-qr = Bu fotoğrafta QR kodu bulamadım. Daha net ve daha yakından çekilmiş bir fotoğraf deneyin ya da faturayı metin olarak yapıştırın.
pay-unreadable-image = Bu görseli okuyamadım. Fotoğraf olarak (JPEG veya PNG) gönderin ya da faturayı metin olarak yapıştırın.
pay-photo-too-large = Bu görsel okunamayacak kadar büyük. QR kodunun daha küçük bir fotoğrafını gönderin.
pay-qr-error-too-much-data = Bu metin bir QR kodu için çok uzun: bunun yerine metin olarak paylaşın.
pay-qr-error-unsupported-format = Bu görsel JPEG veya PNG değil: QR kodunu fotoğraf olarak gönderin.
pay-qr-error-unreadable = Bu görsel okunamadı: QR kodunu fotoğraf olarak yeniden gönderin.
pay-qr-error-too-large = Bu görsel taranamayacak kadar büyük: QR kodunun daha küçük bir fotoğrafını gönderin.
pay-qr-error-busy = Şu anda çok fazla fotoğraf okunuyor: fotoğrafınızı bir dakika sonra yeniden gönderin.
# What the scanned QR code held, shown first; $content: its text, clipped.
pay-qr-shown = 📷 QR kodu: <code>{ $content }</code>
# Shown under pay-qr-shown.
pay-qr-web-address = Bu QR kodunda bir ödeme değil, bir web adresi var ({ $host }). Bağlantıları açmam: güveniyorsanız kendiniz açın.
pay-qr-onchain = Bu QR kodunda bir bitcoin adresi var. Oraya bitcoin göndermek için <code>/withdraw { $address }</code> gönderin, ben de tutarı sorayım.
pay-qr-text = Bu QR kodunda ödeme değil metin var, yani ödenecek bir şey yok. Bunun yerine bir lightning faturası, bir LNURL veya bir lightning adresi gönderin.
# After Confirm: the same invoice was paid, or is being paid, by another of the payer's payments
# (another /pay message, or the Mini App).
pay-paid-elsewhere = ✅ Bu fatura hesabından zaten ödendi. Başka bir şey gönderilmedi.
pay-paying-elsewhere = ⏳ Bu fatura zaten hesabından ödeniyor (burada ya da Mini App'te). Başka bir şey gönderilmedi: sonucu /history'de görebilirsin.
