## Vouchers (src/features/voucher): LNURL-withdraw codes, lnurlw:// links and their
## QR codes, which pay whoever presents an invoice; redeemed into the user's own account.
## $host: the voucher's service (a host name); $amount, $min, $max: amounts;
## $refusal, $description: the service's own words (escaped and shortened).

voucher-group-hint = Kuponlar özel sohbetimizde bozdurulur: bana orada /claim gönderin.
voucher-ask = 🎟 Kuponu bana gönderin: LNURL’sini (lnurl1…), bir lnurlw:// bağlantısını ya da QR kodunun fotoğrafını.
voucher-not-a-voucher = Bu bir kupon değil. LNURL’sini (lnurl1…), bir lnurlw:// bağlantısını ya da QR kodunun fotoğrafını gönderin.

## The offer and the question.
voucher-offer = 🎟 <b>{ $host } kuponu</b>
voucher-description = 📝 Kendi ifadesiyle: “{ $description }”
voucher-range = { $min } ile { $max } arasında verir.
voucher-fixed = { $amount } verir.
voucher-ask-amount = Ne kadar almak istiyorsunuz? { $max } için düğmeye basın ya da sat veya kendi para biriminizde bir tutar yazın (örneğin 5 try).
# The button that answers with the voucher's largest amount.
voucher-take-max = { $max } al
voucher-under-min = { $amount }, bu kuponun verdiğinden az: en az { $min }.
voucher-over-max = { $amount }, bu kuponun verdiğinden fazla: en çok { $max }.
voucher-out-of-range = { $amount }, bu kuponun verdiği aralığın dışında.

## The message that follows a redemption, edited as it goes.
voucher-redeeming = ⏳ { $host } üzerinden { $amount } bozduruluyor…
voucher-accepted = ⏳ { $host }, { $amount } tutarındaki faturayı kabul etti ve ödeyecek: ödeme gelince bu mesaj değişecek.
# $minutes: until the invoice expires.
voucher-unanswered = ⏳ { $host } net bir yanıt vermedi. { $amount } öderse bu mesaj değişecek; fatura { $minutes } dk içinde sona erene kadar ödeyebilir.
voucher-received = ✅ <b>Alındı ✓ { $amount }</b>
voucher-from = 🎟 { $host } kuponu
voucher-refused = ❌ { $host }, { $amount } ödemedi. Kendi ifadesiyle: “{ $refusal }”
voucher-refused-silently = ❌ { $host }, { $amount } ödemeyi bir neden belirtmeden reddetti.
voucher-expired = ⌛ Fatura süresi dolmadan { $host } tarafından { $amount } tutarında bir ödeme görülmedi. { $host } yine de ödediyse, ödeme bildirildiğinde bu mesaj değişir.
# $reason: the gateway's problem, one sentence.
voucher-invoice-failed = ❌ { $amount } almak için faturayı oluşturamadım: { $reason } Kuponun hizmetine hiçbir şey gönderilmedi: yeniden denemek için kuponu tekrar gönderin.
voucher-not-sent = ❌ Bu çok uzun sürdü, bu yüzden kuponun hizmetine hiçbir şey gönderilmedi: kuponu tekrar gönderin.

## A voucher already redeemed through this bot.
voucher-taken = Bu kupon bu bot üzerinden başka biri tarafından zaten bozduruldu.
voucher-in-progress = Bu kupon şu anda bozduruluyor: nasıl sonuçlandığını mesajı gösterecek.
voucher-already-received = Bu kuponu zaten bozdurdunuz: { $amount } alındı.
voucher-already-waiting = Bu kuponu zaten { $amount } için bozdurdunuz; hizmeti henüz ödemedi. Ödediğinde o bozdurmanın mesajı değişecek.

## Why a voucher cannot be read or used.
voucher-error-loopback = Kupon bu makineyi gösteriyor ({ $host }).
voucher-error-private-network = Kupon özel bir ağ adresini gösteriyor ({ $host }); bu tür adreslerle bağlantı kurmam.
voucher-error-not-https = Kuponun { $host } üzerindeki adresi https değil, bu yüzden kullanmak güvenli değil.
voucher-error-unreachable = { $host } üzerindeki kupon hizmetine ulaşamadım. Hiçbir şey alınmadı: daha sonra yeniden deneyin.
voucher-error-not-lnurl = { $host } üzerindeki hizmet bir LNURL hizmeti gibi yanıt vermedi.
voucher-error-refused = { $host } üzerindeki hizmet reddetti. Kendi ifadesiyle: “{ $refusal }”
voucher-error-refused-silently = { $host } üzerindeki hizmet bir neden belirtmeden reddetti.
voucher-error-not-voucher = { $host } üzerindeki bu LNURL bir kupon değil: para vermiyor.
voucher-error-pay-code = Bu bir kupon değil, { $host } adresine ait bir ödeme kodu: para vermek yerine para alıyor. Ödemek için /pay ile gönderin.
voucher-error-incomplete = { $host } üzerindeki kupon hizmeti eksik bir çekim isteği gönderdi.
voucher-error-no-whole-sat = { $host } üzerindeki kupon tam satoshi cinsinden hiçbir tutar vermiyor, bu yüzden burada bozdurulamaz.
