## /split (src/features/split): kart grubun dilini konuşur ve kimin ödediğini gösterir, asla bakiye göstermez.

split-usage = 🧾 Hesabı bölüş: <code>/split 60000 @ann @bob Pizza</code> (sen bir pay sayılırsın ve hiçbirini ödemezsin), kendine ait bir pay için <code>@ann=20000</code>, yalnızca adı geçenleri borçlandırmak için <code>--all</code> ya da ilk basan üyelerin alacağı 4 pay için <code>/split 60000 4 Pizza</code>. Yanıt olarak da olur: mesajın yazarı da öder.
split-in-private = 🧾 /split gruplarda çalışır: orada <code>/split 60000 @ann @bob Pizza</code> bir hesabı adı geçen üyeler arasında böler.
split-anonymous = 🧾 Hesap, düzenleyenin hesabına ödenir: bölüşmek için kendi adınla yaz (grup ya da kanal adına değil).
split-organiser-no-account = 🧾 Hesabın payları senin hesabına ödenir ve henüz bağlı bir hesabın yok: özel sohbetimizde bir hesap bağla, sonra hesabı yeniden bölüş.
split-connect-button = Hesap bağla
split-bad-share = 🧾 { $word } ifadesini pay olarak okuyamıyorum: <code>@ann=20000</code> şeklinde yaz.
split-too-many = 🧾 Bir hesap en fazla { $max } üye arasında bölünebilir.
split-too-small = 🧾 { $total } böyle bölünemez: her pay en az 1 sat olmalı.
split-custom-over = 🧾 Yazılan paylar { $total } tutarını aşıyor.
split-custom-mismatch = 🧾 <code>--all</code> ile ve tüm paylar yazılmışken toplamları { $total } olmalı; toplam { $sum }.
split-description = { $note } ({ $chat } hesabı)
split-description-no-note = { $chat } hesabı

split-card = 🧾 <b>{ $what }</b>: { $total }, alıcı { $organiser }
split-card-no-note = Hesap
split-card-total-fiat = { $total } ({ $fiat })
split-card-organiser-share = { $organiser } kendi payı: { $share }
split-card-paid = ✅ { $name }: { $share }
split-card-owed = ⏳ { $name }: { $share }
split-card-out = 🚪 { $name }: katılmıyor
split-card-open-left = 🙋 { $share } tutarında { $count } pay kaldı: birini almak için Payımı öde'ye bas.
split-card-settled = Ödendi ✓
split-card-closed = Kapatıldı: { $count } paydan { $paid } ödendi.
split-card-closed-invoices = Verilmiş faturalar süreleri dolana kadar, bir saat içinde, hâlâ ödenebilir.
split-card-frozen = ⛔ Durduruldu: { $organiser } hesabı artık bağlı değil. { $count } paydan { $paid } ödendi.
split-button-pay = 💸 Payımı öde
split-button-out = 🚪 Ben yokum
split-button-close = 🔒 Kapat (düzenleyen)

split-answer-gone = Bu hesap artık saklanmıyor.
split-answer-not-named = Bu hesap adı geçen üyeler arasında bölünüyor: sen onlardan biri değilsin.
split-answer-full = Bu hesabın tüm payları alındı.
split-answer-own-bill = Bu hesabı sen düzenledin: kendi payın borçlandırılmaz.
split-answer-already-paid = ✅ Payın ödendi.
split-answer-confirm-sent = Payını onaylaman için özel sohbetimize gönderdim.
split-answer-qr-sent = Payının faturasını özel sohbetimize gönderdim.
split-answer-in-doubt = Payının ödemesi sürüyor ya da sonucu bilinmiyor: yeniden denenmez. /history'ye bak.
split-answer-settled = Bu hesap ödendi.
split-answer-closed = Bu hesap kapatıldı.
split-answer-closed-now = 🔒 Hesap kapatıldı.
split-answer-frozen = Bu hesap durduruldu: düzenleyenin hesabı artık bağlı değil. Hiçbir şey ödenmedi.
split-answer-invoice-failed = Payının faturasını şu an oluşturamadım: birazdan yeniden dene.
split-answer-out = 🚪 Bu hesaptan çıktın.
split-answer-not-organiser = Bu hesabı yalnızca { $organiser } kapatabilir.
split-answer-open-private = Özel sohbetimizi aç ve Payımı öde'ye yeniden bas.
split-refused-over-daily = Payın bugün hâlâ gönderebileceğinden fazla ({ $remaining }).
split-refused-over-per-payment = Payın ödeme başına { $limit } sınırını aşıyor.
split-refused-funds = Hesabın bu payı ödeyemiyor: harcanabilir { $spendable }.
split-refused-failed = Payın ödenmedi: { $reason }

split-confirm-summary = 🧾 { $chat } grubundaki <b>{ $what }</b> payını ödeyelim mi: hesabından { $organiser } kişisine <b>{ $amount }</b>?
split-what = { $organiser } kişisine { $amount } pay
split-confirm-label = ✅ Payımı öde
split-outcome-sent = ✅ <b>{ $what }</b> payını ödedin: { $organiser } kişisine { $amount }.
split-outcome-cancelled = 🚫 { $organiser } kişisine { $amount } payın ödenmedi.
split-outcome-not-sent = ❌ { $organiser } kişisine { $amount } payın ödenmedi
split-outcome-unknown = ❓ { $organiser } kişisine { $amount } payın: sonuç bilinmiyor — yeniden denenmedi.
split-outcome-closed = 🔒 Bu hesap kapatıldı ya da payın zaten ödenmişti. Hiçbir şey ödenmedi.
split-qr = 🧾 { $chat } grubundaki <b>{ $what }</b> payın: { $organiser } kişisine <b>{ $share }</b>. Bu faturayı herhangi bir lightning cüzdanından öde:
split-qr-expires = { $minutes } dk içinde süresi dolar.
split-qr-connect = Ya da hesabını bağla, Payımı öde oradan öder.

split-summary-settled = 🧾 { $where } içindeki <b>{ $what }</b> ödendi: { $count } payın hepsi ödendi, toplam { $paidSat }.
split-summary-closed = 🧾 { $where } içindeki <b>{ $what }</b> kapatıldı: { $count } paydan { $paid } ödendi, { $billedSat } tutarından { $paidSat }.
split-summary-unpaid = Ödemeyenler: { $names }.
split-summary-late = 🧾 { $name }, { $where } içindeki <b>{ $what }</b> payını hesap bittikten sonra ödedi: { $share }. Şimdi { $count } paydan { $paid } ödendi.
split-frozen-note = 🧾 { $organiser } kişisinin { $where } içindeki <b>{ $what }</b> hesabı durduruldu: hesabı artık bağlı değil, bu yüzden payın artık benim üzerimden ödenemez. Senden hiçbir şey alınmadı.
