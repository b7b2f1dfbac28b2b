## /giveaway (tr): see en/giveaway.ftl for what each text is for.

giveaway-usage = 🎁 <code>/giveaway 1000 5</code> ile bir çekiliş başlatın: Al'a ilk basan 5 üye hesabınızdan 200'er sat alır. Ardından bir not ekleyebilirsiniz.
giveaway-ambiguous = 🎁 Bu birden fazla şekilde okunabilir: boşluk binlikleri de ayırır (1 500 = 1500). Toplamı boşluksuz, ardından üye sayısını yazın: <code>/giveaway 1500 5</code> (5 üyeye 1500 sat).
giveaway-in-private = 🎁 /giveaway gruplarda çalışır: orada <code>/giveaway 1000 5</code> gönderin, Al'a ilk basan 5 üye 200'er sat alır.
giveaway-anonymous = Çekilişler bir üyenin kendi hesabından yapılır: başlatmak için kendiniz olarak yazın (grup ya da kanal olarak değil).
giveaway-too-many = 🎁 Bir çekiliş en fazla { $max } üyeye ödeme yapar. Daha küçük bir sayı deneyin.
giveaway-share-too-small = 🎁 { $total }, { $count } üyeye bölünemez: her birine en az 1 sat düşmeli. Daha büyük bir toplam ya da daha az üye deneyin.
giveaway-description = { $chat } çekilişi
giveaway-confirm =
    🎁 { $creator }, çekiliş başlatılsın mı? Hesabınızdan en fazla <b>{ $total }</b>: { $count } × { $share }, Al'a ilk basan { $count } üyeye.
    Biri almadan hesabınızdan hiçbir şey çıkmaz.
giveaway-confirm-remainder = Eşit olmayan bölmeden kalan sizde kalır.
giveaway-confirm-label = ✅ Onayla
giveaway-cancelled = 🚫 Çekiliş iptal edildi. Kimsenin hesabından bir şey çıkmadı.
giveaway-card = 🎁 { $creator } <b>çekilişi</b>: ilk { $count } üyeye <b>{ $share }</b>.
giveaway-card-open = Payınızı almak için Al'a basın.
giveaway-note = 📝 { $note }
giveaway-claims-none = Henüz kimse almadı.
giveaway-claims = { $count } paydan { $claimed } alındı: { $names }
giveaway-more-claimers = { $count } kişi daha
giveaway-claim-button = 🎁 Al
giveaway-end-button = Bitir
giveaway-ended-completed = ✅ { $count } payın hepsi alındı: çekiliş bitti.
giveaway-ended-expired = ⌛ Çekiliş bitti: süresi doldu. Alınmayan paylar { $creator } hesabından hiç çıkmadı.
giveaway-ended-by-creator = 🛑 { $creator } çekilişi bitirdi. Alınmayan paylar hesaptan hiç çıkmadı.
giveaway-ended-payer-out = 🛑 Çekiliş bitti: { $creator } bakiyesi veya limitleri tükendi. Henüz alınmamış paylar ödenmeyecek.
giveaway-ended-account-changed = 🛑 Çekiliş bitti: { $creator } ödemenin yapıldığı hesabı değiştirdi.
giveaway-answer-posted = 🎁 Çekilişiniz yayınlandı.
giveaway-answer-decided = Bu çekiliş zaten onaylandı veya iptal edildi.
giveaway-answer-stale = Bu sorunun süresi doldu: /giveaway komutunu yeniden gönderin.
giveaway-answer-paid = 🎁 { $amount } aldınız!
giveaway-answer-paid-test = 🎁 { $amount } aldınız (test parası)!
giveaway-answer-already = Bu çekilişteki payınızı zaten aldınız.
giveaway-answer-unknown = ❓ Payınız gönderildi ama sonucu bilinmiyor. Yeniden denenmez: ulaşıp ulaşmadığını görmek için özel sohbetimizde /balance bakın.
giveaway-answer-busy = Payınız şu anda ödeniyor.
giveaway-answer-wait = ⏳ Bir dakika: talebiniz işleniyor. Kart, kimlerin pay aldığını gösterir.
giveaway-answer-all-taken = Çok geç: tüm paylar alındı.
giveaway-answer-ended = Bu çekiliş bitti.
giveaway-answer-gone = Bu çekiliş artık mevcut değil.
giveaway-answer-own = Kendi çekilişinizden pay alamazsınız.
giveaway-answer-no-route = Özel sohbetimizde almayı ayarlayın, sonra yeniden Al'a basın: pay kaldıkça sizinki bekler.
giveaway-answer-payer-out = Çekilişin bakiyesi veya limitleri tükendi: size bir şey ödenmedi.
giveaway-answer-not-paid = Payınız hesabınıza veya adresinize ödenemedi. Hiçbir şey alınmadı: daha sonra yeniden deneyin.
giveaway-answer-end-not-yours = Bu çekilişi yalnızca başlatan üye bitirebilir.
giveaway-answer-you-ended = Çekiliş bitti. Alınmayan paylar hesabınızda kalır.
giveaway-payer-out-note =
    🛑 { $where } içindeki çekilişiniz bitti: { $share } tutarındaki bir pay hesabınızdan ödenemedi.
    { $reason }

giveaway-share-unknown-note = ❓ { $where } içindeki çekilişten payınız ({ $share }) gönderilirken bot kesintiye uğradı. Sonucu bilinmiyor ve <b>tekrar gönderilmez</b>: ulaşıp ulaşmadığını görmek için bakiyenizi kontrol edin.
giveaway-share-unknown-creator = ❓ { $where } içindeki çekilişinizden bir pay ({ $claimer } için { $share }) gönderilirken bot kesintiye uğradı. Sonucu bilinmiyor ve <b>tekrar gönderilmez</b>: /balance ve /history'yi kontrol edin. Pay alınmış olarak kalır.
giveaway-share-carried-note = 🎁 { $where } içindeki çekilişten { $share } aldınız. Bot gönderirken yeniden başladı; tutar bir kez gönderildi.
