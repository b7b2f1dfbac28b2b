## /raffle (src/features/raffle). Grupta grubun dilinde ve kimsenin hesap rakamları olmadan;
## düğme yanıtları ve özel notlar kişinin dilinde.

raffle-usage =
    🎟 <code>/raffle 21000 3 1h</code> hesabından 21.000 sat'ı, Katıl'a basan üyeler arasından bir saat sonra çekilecek 3 kazanana paylaştırır (en fazla { $max } kazanan, çekiliş en geç { $days } gün içinde).
    Ardından koşullar gelebilir: <code>member:7d</code> (7 gündür burada tanınıyor), <code>active:14d</code> (son 14 günde burada yazdı), <code>channel:@ad</code>, <code>premium</code>, <code>captcha</code>. Sonra bir not.
raffle-in-private = 🎟 /raffle gruplarda çalışır: orada <code>/raffle 21000 3 1h</code> gönder.
raffle-anonymous = Çekiliş bir üyenin kendi hesabından ödenir: başlatmak için kendi adınla yaz (grup ya da kanal olarak değil).
raffle-bad-winners = 🎟 Bir çekilişte 1 ile { $max } arası kazanan olur.
raffle-bad-duration = 🎟 Çekiliş en az { $min } dakika, en fazla { $days } gün sonra olmalı: örneğin <code>30m</code>, <code>2h</code> ya da <code>1d</code>.
raffle-share-too-small = 🎟 { $total } { $count } kazanana bölünemez: her birine en az 1 sat gerekir. Daha fazla sat ya da daha az kazanan dene.
raffle-share-too-large = 🎟 Her kazananın payı en fazla { $max } olabilir: daha az sat ya da daha fazla kazanan dene.
raffle-description = { $chat } çekilişi
raffle-duration = { $days ->
        [0] {""}
       *[other] { $days } gün{" "}
    }{ $hours ->
        [0] {""}
       *[other] { $hours } saat{" "}
    }{ $minutes ->
        [0] {""}
       *[other] { $minutes } dakika
    }

raffle-confirm =
    🎟 { $creator }, çekiliş başlatılsın mı? Hesabından <b>{ $total }</b>: { $count } × { $share }, { $duration } sonra Katıl'a basan üyeler arasından çekilecek.
    Hesabı olmayan kazananlar bir söz alır; talep ettiklerinde hesabından ödenir.
raffle-confirm-remainder = Eşit bölünmeyen kalan sende kalır.
raffle-start-label = 🎟 Başlat
raffle-note = 📝 { $note }
raffle-cancelled = 🚫 Çekiliş iptal edildi. Hiçbir şey gönderilmedi.

raffle-card = 🎟 <b>{ $creator }</b> çekilişi: { $count } kazanan, her biri { $share }
raffle-card-draw = ⏰ Çekiliş: { $when }
raffle-card-entrants = 👥 { $count ->
        [0] Henüz katılan yok.
       *[other] { $count } katılımcı
    }
raffle-card-commitment = 🔒 Taahhüt: <code>{ $commitment }</code>
raffle-enter-label = 🎟 Katıl
raffle-end-label = Çekilişi iptal et
raffle-card-cancelled = 🚫 { $creator } çekilişi çekilmeden önce iptal etti. Hiçbir şey gönderilmedi.
raffle-card-void = 🚫 Çekiliş geçersiz: { $creator } hesabı artık bağlı değil. Hiçbir şey gönderilmedi; katılımcılar ({ $count }) bu sefer bir şey kazanmıyor.
raffle-card-drawn = 🎲 { $when } tarihinde çekildi.
raffle-card-drawn-late = 🎲 Gecikmeli çekildi, { $when }: çekiliş saatinde çalışmıyordum.
raffle-card-no-entrants = Kimse katılmadı: hiçbir şey gönderilmedi.
raffle-paid-line = ✅ Ödendi: { $names }
raffle-pledged-line = 🤝 Söz verildi, henüz hesap yok — almak için adına dokun: { $names }
raffle-pending-line = ⏳ Gönderiliyor: { $names }
raffle-failed-line = ❌ Ödenemedi: { $names }
raffle-unknown-line = ❓ Sonuç bilinmiyor, yeniden denenmedi: { $names }
raffle-not-sent-line = 🚫 Ödenmedi: { $names }
raffle-card-fewer = Kazanandan az katılımcı var: { $count } pay oluşturanda kalır.
raffle-stopped-payer-out = 🛑 Ödemeler durdu: { $creator } bakiyesi ya da limitleri tükendi.
raffle-stopped-unknown = 🛑 Ödemeler bilinmeyen bir sonuçtan sonra durdu; hiçbir şey yeniden denenmez.
raffle-card-seed = 🔓 Tohum: <code>{ $seed }</code> (SHA-256'sı <code>{ $commitment }</code> taahhüdüdür)
raffle-card-cutoff = 🧮 Her kazananın HMAC-SHA256(tohum, kullanıcı kimliği) değeri en fazla <code>{ $cutoff }…</code>; diğerlerininki daha büyük.

raffle-answer-started = 🎟 Çekiliş açık.
raffle-answer-decided = Bu çekiliş zaten başlatıldı ya da iptal edildi.
raffle-answer-stale = Bu çekiliş artık açık değil.
raffle-answer-entered = 🎟 Katıldın ({ $count } katılımcı).
raffle-answer-already = Zaten katıldın ({ $count } katılımcı).
raffle-answer-closed = Katılım kapandı: çekiliş yapıldı ya da iptal edildi.
raffle-answer-own = Kendi çekilişine katılamazsın.
raffle-answer-only-creator = Çekilişi yalnızca onu başlatan iptal edebilir.
raffle-answer-drawn = Çok geç: bu çekiliş zaten yapıldı ya da iptal edildi.
raffle-answer-cancelled = Çekiliş iptal edildi. Hiçbir şey gönderilmedi.


raffle-void-note = 🚫 { $where } içindeki çekilişin çekilişte geçersizdi: hesabın artık bağlı değil, bu yüzden hiçbir şey gönderilmedi.
raffle-stopped-note =
    🛑 { $where } içindeki çekilişin { $count } kazanandan { $paid } tanesinden sonra durdu: bir ödeme hesabından yapılamadı.
    { $reason }
