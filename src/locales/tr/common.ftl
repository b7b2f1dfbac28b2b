## Texts shared by several features (the flows of src/chat/flows, the
## middleware, /cancel). Plain text unless a message says it is HTML.

# Added under every message about money while the bot runs on the sandbox (HTML).
common-test-money = 🧪 <i>test parası (sandbox)</i>
common-unexpected-error = ⚠️ Bizim tarafımızda bir sorun oluştu. Bir ödemeyi tekrarlamadan önce /history ile kontrol edin.
common-busy = ⏳ Önceki isteğinizle hâlâ ilgileniyorum. Lütfen birazdan yeniden gönderin.
common-late = ⏳ Kusura bakmayın: aşırı yüklüydüm ve mesajınız bana dakikalar sonra ulaştı, bu yüzden üzerinde işlem yapmadım. Hâlâ gerekiyorsa lütfen yeniden gönderin.
common-overloaded = ⏳ Şu anda çok meşgulüm, bu yüzden mesajınız üzerinde işlem yapmadım. Lütfen birkaç dakika sonra yeniden gönderin.
common-storage-down = ⚠️ Şu anda depolama alanıma ulaşamıyorum: bu basış hiçbir şey yapmadı ve hiçbir ödeme yapmadı. Lütfen bir dakika sonra yeniden deneyin.
common-button-error = Bir sorun oluştu. Lütfen yeniden deneyin.
common-stale-button = Bu düğme artık geçerli değil.
common-not-your-button = Bu düğmeye yalnızca soruyu soran kişi basabilir.
# A press on a copy of a card (a forwarded message, another chat): it does nothing.
common-press-elsewhere = Bu düğme yalnızca paylaşıldığı sohbetteki asıl mesajda çalışır, iletilmiş bir kopyada çalışmaz.
# A press on a group's card by someone who is not in that group: it does nothing.
common-press-members-only = Bu düğmeyi yalnızca bu grubun üyeleri kullanabilir.
# $command: the command's name without its slash, e.g. history (HTML).
common-private-only = 🔒 /{ $command } benimle özel sohbette çalışır; böylece grupta hassas hiçbir bilgi görünmez.
# A button.
common-open-private-chat = Özel sohbeti aç
common-answered-privately = 💬 { $group } grubundan: grup şu anda çok yoğun olduğu için burada yanıtlandı.
common-no-account = Henüz bağlı bir ödeme geçidi hesabınız yok. Satıcı hesabınızı eklemek için /connect gönderin.
common-cancelled = İptal edildi.
common-nothing-to-cancel = İptal edilecek bir şey yok.
# A button.
common-skip = Atla
# A button.
common-cancel = İptal
# Under a question in a group, where no Skip button fits beside the reply field.
common-skip-by-command = Ya da boş bırakmak için /skip gönderin.

## A question closed, and how to start it again. $restart is the command that
## starts it again (e.g. /invoice), or "none" when it is not known.

# $tries: how many answers were refused.
common-question-closed = Kullanamadığım { $tries } yanıttan sonra bu soruyu kapattım. { $restart ->
        [none] Baştan başlamak için komutu yeniden gönderin.
       *[other] Yeniden başlamak için { $restart } gönderin.
    }
common-question-was-closed = Bu soruyu daha önce kapatmıştım, bu yüzden bu yanıtı kullanmadım. { $restart ->
        [none] Baştan başlamak için komutu yeniden gönderin.
       *[other] Yeniden başlamak için { $restart } gönderin.
    }
common-question-timed-out = Bu sorunun yanıtını beklemeyi bıraktım, bu yüzden bu yanıtı kullanmadım. { $restart ->
        [none] Baştan başlamak için komutu yeniden gönderin.
       *[other] Yeniden başlamak için { $restart } gönderin.
    }
# $command: the command as written, with its slash, e.g. /pay.
common-edited-send = ✏️ Düzenlenmiş ödeme komutlarını işleme almıyorum: hiçbir şey gönderilmedi veya değiştirilmedi. { $command } komutunu yeni bir mesaj olarak yeniden gönderin.

## Why an amount was refused (one line; the examples are what the parser
## accepts in this language).

common-amount-reasons-empty = Lütfen bir tutar gönderin, örneğin 1500, 1,5k veya 0,0001 btc.
common-amount-reasons-not-a-number = Bu, anlayabildiğim bir tutar değil. 1500, 1 500, 1,5k, 21k sats veya 0,0001 btc gibi yazmayı deneyin.
common-amount-reasons-ambiguous = Bu tutar iki şekilde okunabilir: nokta kimine göre ondalık ayırıcı, kimine göre binlik ayırıcıdır. Noktasız yazın, örneğin 1500, 1,5k veya 0,0001 btc.
# $unit: the unit as the user wrote it (letters and currency signs only).
common-amount-reasons-unknown-unit = “{ $unit }” bildiğim bir birim değil. sat, k (bin sat) veya btc yazın; örneğin 1500, 1,5k veya 0,0001 btc.
# The same, when the unit cannot be named.
common-amount-reasons-unknown-unit-unnamed = Bu, bildiğim bir birim değil. sat, k (bin sat) veya btc yazın; örneğin 1500, 1,5k veya 0,0001 btc.
common-amount-reasons-zero = Tutar sıfırdan büyük olmalı.
common-amount-reasons-negative = Tutar negatif olamaz.
common-amount-reasons-fractional-sat = Lightning tutarları tam satoshi olur: en küçük birim 1 sat’tır (0,00000001 btc).
# $max: the largest amount of one payment, e.g. 1,000,000 sat.
common-amount-reasons-too-large = Bu, ödeme başına { $max } olan limitin üzerinde.
common-amount-reasons-unsafe = Bu tutar aşırı büyük.
