## Aynı anda birkaç kişiye /tip: /tip 300 @ann @bob teşekkürler (src/features/tip/many.ts).

tip-many-too-many = 💸 Bir /tip içinde en fazla { $max } kişi olabilir.
tip-many-too-small = 💸 Bu kişi başı 1 sat'ten az: daha az kişi yaz ya da daha çok ver.
tip-many-not-self = 💸 { $name } burada bahşiş alamaz (sen ya da ben).
tip-many-refused-note = ❌ Toplam { $total } bahşişin kimseye gönderilmedi: { $reason }
tip-many-funds = kullanılabilir bakiye yetersiz (kullanılabilir: { $spendable }).
tip-many-working = ⏳ Bahşişler gönderiliyor…
tip-many-confirm = { $names } kişilerinin her birine <b>{ $each }</b> verilsin mi (toplam <b>{ $total }</b>)?
tip-many-gone = Bu bahşiş artık geçerli değil.
tip-many-not-yours = Buna yalnızca isteyen kişi basabilir.
tip-many-cancelled = 🚫 İptal edildi. Hiçbir şey gönderilmedi.
tip-many-too-late = İptal için çok geç: bahşişler zaten onaylandı.
tip-many-receipt = ⚡ { $tipper } bahşiş verdi:
tip-many-line-sent = ✅ { $name }: { $amount }
tip-many-line-pledged = ⏳ { $name }: { $amount } söz verildi, alınmayı bekliyor
tip-many-line-not-sent = ❌ { $name }: gönderilmedi
tip-many-line-unknown = ❓ { $name }: bilinmiyor — yeniden denenmeyecek
tip-many-failed-note = Bahşişlerinden bazıları gönderilmedi:
tip-many-line-reason = • { $name }: { $reason }
tip-many-reason-other = ödeme yapılamadı.
