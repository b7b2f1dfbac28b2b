## The Mini App: its button in the chat, and the API's refusals (plain text in the page)

webapp-open-button = 👛 Cüzdanı aç
webapp-open-hint = Cüzdanın bir uygulama olarak: bakiye, geçmiş, birkaç dokunuşla alma ve ödeme.
webapp-error-not-connected = Botta henüz bir cüzdanın yok. Botun sohbetini aç ve /connect ile bir cüzdan bağla.
webapp-error-bad-amount = Sıfırdan büyük tam sayı olarak sat cinsinden bir tutar ya da 5 try gibi bir itibari para tutarı gir.
webapp-error-voucher = Bu LNURL bir ödeme kodu değil. Bir kuponsa, bozdurmak için botla sohbete yapıştır.
webapp-error-stale = Bu onayın süresi doldu ya da artık geçerli değil. Baştan başla.
webapp-error-cannot-receive = Bu ödeme o alıcıya yapılamaz.
webapp-error-bad-language = Bu dil sunulmuyor.
webapp-error-bad-currency = Bu para birimi sunulmuyor.
webapp-error-bad-threshold = 0 ile { $max } arasında tam sayı olarak sat gir.
webapp-error-too-large = Tek bir istek için çok fazla metin (en fazla { $kb } kB). Yapıştırdığını kontrol et: Bir fatura ya da ödeme kodu çok daha kısadır.
webapp-outcome-unknown = Ağ geçidi sonucu onaylamadı. Yeniden denenmeyecek: tekrar ödemeden önce bakiyeni ve geçmişini kontrol et.
