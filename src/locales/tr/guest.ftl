## Misafir bahşişler: bot üye olmasa bile her sohbette yanıt olarak @bot (src/features/guest).

guest-title = Bahşiş
guest-how-to = ⚡ Burada birine bahşiş vermek için mesajını <code>@{ $bot } 500 teşekkürler</code> ile yanıtla: hesabından 500 sat alır.
guest-no-reply = ⚡ Bahşiş vermek istediğin kişinin mesajını <code>@bot 500</code> ile yanıtla.
guest-self = ⚡ Kendine bahşiş veremezsin: başka birinin mesajını yanıtla.
guest-bot = ⚡ Botlara bahşiş verilmez: bir kişinin mesajını yanıtla.
guest-on-behalf-of-chat = ⚡ Bu mesaj bir kişi değil, bir sohbet adına gönderildi: bir üyenin mesajını yanıtla.
guest-anonymous-tipper = ⚡ Anonim yazıyorsun: bahşiş bir kişinin kendi hesabından çıkar.
guest-card = ⚡ { $tipper } → { $member } · { $amount }
guest-card-paid = ✅ { $tipper } → { $member } · { $amount } · ödendi
guest-card-cancelled = 🚫 { $tipper } → { $member } · { $amount } · iptal edildi, hiçbir şey gönderilmedi
guest-card-not-sent = ❌ { $tipper } → { $member } · { $amount } · gönderilmedi
guest-card-unknown = ❓ { $tipper } → { $member } · { $amount } · sonuç bilinmiyor, yeniden denenmeyecek
guest-card-pledged = ⏳ { $tipper } → { $member } · { $amount } · { $member } almayı bekliyor
guest-card-note = 💬 { $note }
guest-pay-button = ⚡ Öde
guest-cancel-button = İptal
guest-claim-button = 🎁 Al
guest-only-tipper = Bu bahşişi yalnızca { $tipper } ödeyebilir veya iptal edebilir.
guest-gone = Bu bahşiş artık geçerli değil.
guest-paid = Ödendi.
guest-pledged = Henüz hesabı yok: bahşiş alınmayı bekliyor. Hiçbir şey hareket etmedi.
guest-already = Bu bahşiş zaten işlendi.
guest-already-paid = Bu bahşiş zaten ödendi. Hiçbir şey iki kez gönderilmedi.
guest-not-sent = Gönderilmedi. Nedenini özel sohbetimizde yazdım.
guest-cancelled = İptal edildi. Hiçbir şey gönderilmedi.
guest-cancel-too-late = İptal için çok geç: ödeme zaten istendi.
guest-received-note = ⚡ { $tipper } sana { $where } içinde { $amount } bahşiş verdi.
guest-sent-note = ✅ { $member } kişisine { $where } içinde { $amount } bahşiş verdin.
guest-pledged-note = ⏳ { $member } henüz bende hesap açmadı: { $amount } bahşişin alınana kadar bekliyor (hiçbir şey hareket etmedi). Sohbetteki kartta bir Al düğmesi var; bu bağlantıyı da iletebilirsin: { $link }
guest-not-sent-note = ❌ { $member } için { $amount } bahşişin gönderilmedi: { $reason }
guest-unknown-note = ❓ { $member } için { $amount } bahşişin: sonuç bilinmiyor. Yeniden denenmeyecek; tekrar vermeden önce /history'e bak.
guest-reason-funds = kullanılabilir bakiye yetersiz (kullanılabilir: { $spendable }).
guest-reason-no-account = henüz bende hesabın yok. Önce /connect kullan.
guest-reason-other = ödeme yapılamadı.
guest-confirm-summary = { $where } içinde { $to } kişisine <b>{ $amount }</b> bahşiş verilsin mi?
guest-what = { $to } için { $amount } bahşiş
guest-outcome-sent = ✅ { $to } kişisine { $amount } bahşiş verildi
guest-outcome-cancelled = 🚫 { $to } için { $amount } bahşiş iptal edildi.
guest-outcome-not-sent = ❌ { $to } için { $amount } bahşiş gönderilmedi
guest-outcome-unknown = ❓ { $to } için { $amount } bahşiş: bilinmiyor — yeniden denenmeyecek.

## Söz verildi, sonra alındı ya da alınmadı (HTML).
guest-card-claimed = ✅ { $tipper } → { $member } · { $amount } · alındı
guest-card-unclaimed = 🚫 { $tipper } → { $member } · { $amount } · alınmadı, hiçbir şey gönderilmedi
# Özel sohbetteki onay zamanında verilmedi (HTML).
guest-card-expired = ⌛ { $tipper } → { $member } · { $amount } · zamanında onaylanmadı, hiçbir şey gönderilmedi

## Birkaç kişiye kart: @bot 300 @ann @bob teşekkürler (HTML).
guest-many-card = ⚡ { $tipper } → { $names } · her birine { $each } (toplam { $total })
guest-many-card-shares = ⚡ { $tipper } bahşiş verdi:
guest-many-card-cancelled = 🚫 { $tipper } → { $names } · iptal edildi, hiçbir şey gönderilmedi
guest-many-card-refused = ❌ { $tipper } → { $names } · kimseye gönderilmedi
guest-many-card-expired = ⌛ { $tipper } → { $names } · zamanında onaylanmadı, hiçbir şey gönderilmedi
guest-many-line-unclaimed = 🚫 { $name }: alınmadı
guest-many-claim-button = 🎁 Al: { $name }
guest-many-paying = Ödeniyor… Kart kimin ne aldığını gösteriyor.
guest-many-confirm = { $where } içinde { $names } kişilerinin her birine <b>{ $each }</b> verilsin mi (toplam <b>{ $total }</b>)?
