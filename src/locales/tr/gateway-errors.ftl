## Gateway failures in plain words (src/wording/gateway-errors.ts): one plain-text
## sentence each, saying what happened and what to do next.

gateway-errors-unreachable = Ödeme geçidine ulaşılamadı. Hiçbir işlem yapılmadı; lütfen daha sonra yeniden deneyin.
gateway-errors-authentication = Ödeme geçidi artık hesabınızın anahtarlarını kabul etmiyor. Anahtarları yeniden girmek için /connect gönderin.
gateway-errors-rate-limited = Ödeme geçidi şu anda çok yoğun. Hiçbir işlem yapılmadı; lütfen bir dakika sonra yeniden deneyin.
gateway-errors-unavailable = Ödeme geçidine şu anda erişilemiyor. Hiçbir işlem yapılmadı; lütfen daha sonra yeniden deneyin.
gateway-errors-outcome-unknown = Ödeme geçidi sonucu teyit etmedi. Sonuç bilinmiyor, bu yüzden yeniden DENENMEZ: tekrar denemeden önce /balance ve /history ile kontrol edin.
gateway-errors-unexpected-response = Ödeme geçidi anlayamadığım bir yanıt verdi. Tekrar denemeden önce /balance ve /history ile kontrol edin.
gateway-errors-permission-denied = Ödeme geçidine göre bu hesabın bunu yapma yetkisi yok. Satıcı kimliğinizi /connect ile kontrol edin.

## Refusals. $said is the gateway's own words (in its language, usually
## English), without their final punctuation, quoted after a sentence of ours.
## not-sent-*: the request was refused before it was sent, by what was wrong.

gateway-errors-not-sent-empty-invoice = Hiçbir şey gönderilmedi: fatura boş.
gateway-errors-not-sent-empty-address = Hiçbir şey gönderilmedi: bitcoin adresi boş.
gateway-errors-not-sent-empty-lnurl = Hiçbir şey gönderilmedi: LNURL boş.
gateway-errors-not-sent-empty-merchant-id = Hiçbir şey gönderilmedi: satıcı kimliği boş.
gateway-errors-not-sent-bad-amount = Hiçbir şey gönderilmedi: tutar, satoshi cinsinden pozitif bir tam sayı olmalı.
gateway-errors-not-sent-bad-lnurl = Hiçbir şey gönderilmedi: bu LNURL olduğu gibi gönderilemiyor. Kontrol edip yeniden deneyin.
gateway-errors-not-sent-bad-merchant-id = Hiçbir şey gönderilmedi: bu satıcı kimliği olduğu gibi gönderilemiyor. Kontrol edip yeniden deneyin.
gateway-errors-not-sent-plain = Hiçbir şey gönderilmedi.
gateway-errors-refused = Ödeme geçidi reddetti: “{ $said }”.
gateway-errors-refused-plain = Ödeme geçidi reddetti.
gateway-errors-unknown-merchant = Ödeme geçidi bu satıcıyı tanımıyor: “{ $said }”.
gateway-errors-unknown-merchant-plain = Ödeme geçidi bu satıcıyı tanımıyor.
gateway-errors-request-refused = Ödeme geçidi isteği reddetti: “{ $said }”.
gateway-errors-request-refused-plain = Ödeme geçidi isteği reddetti.
