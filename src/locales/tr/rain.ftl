## /rain (tr): see en/rain.ftl for what each text is for.

rain-usage = 🌧 <code>/rain 1000</code>, hesabınızdan 1000 sat'ı son { $minutes } dakikada burada yazan üyeler arasında paylaştırır (en fazla { $max }). Tutarın ardından bir not ekleyebilirsiniz.
rain-in-private = 🌧 /rain gruplarda çalışır: son yazanlar arasında 1000 sat paylaştırmak için orada <code>/rain 1000</code> gönderin.
rain-anonymous = Yağmur bir üyenin kendi hesabından yapılır: kendiniz olarak yazın (grup ya da kanal olarak değil).
rain-too-few = 🌧 Yağdıracak kimse yok: son { $minutes } dakikada burada yazan başka kimseyi bilmiyorum. Yönetici değilsem Telegram bana yalnızca komutları ve mesajlarıma verilen yanıtları gösterir (gizlilik modu): kimin sohbet ettiğini görmem için beni yönetici yapın ya da insanlar bana yazınca yeniden deneyin.
rain-none-meet = 🌧 Son { $minutes } dakikada burada yazanlardan hiçbiri koşulları karşılamıyor: hesabından hiçbir şey istenmedi.
rain-share-too-small = 🌧 { $total }, { $count } üyeye bölünemez: her birine en az 1 sat düşmeli. Daha büyük bir toplam deneyin.
rain-description = { $chat } yağmuru
rain-confirm =
    🌧 { $sender }, yağmur yağdırılsın mı? Hesabınızdan <b>{ $total }</b>: { $names } için { $count } × { $share }.
    Henüz hesabı olmayan üyeler bir söz alır; aldıklarında hesabınızdan ödenir.
rain-confirm-remainder = Eşit olmayan bölmeden kalan sizde kalır.
rain-confirm-label = 🌧 Yağdır
rain-note = 📝 { $note }
rain-cancelled = 🚫 Yağmur iptal edildi. Hiçbir şey gönderilmedi.
rain-receipt = 🌧 <b>{ $sender }</b> yağmur yağdırdı: kişi başı { $share }
rain-sent-line = ✅ Ödendi: { $names }
rain-pledged-line = 🤝 Söz verildi, henüz hesap yok — almak için adınıza dokunun: { $names }
rain-pending-line = ⏳ Gönderiliyor: { $names }
rain-skipped-line = ⏭ Atlandı, henüz hesap veya lightning adresi yok: { $names }
rain-failed-line = ❌ Ödenemedi: { $names }
rain-unknown-line = ❓ Sonuç bilinmiyor, yeniden denenmez: { $names }
rain-not-sent-line = 🚫 Gönderilmedi: { $names }
rain-stopped-payer-out = 🛑 Yağmur durdu: { $sender } bakiyesi veya limitleri tükendi.
rain-stopped-unknown = 🛑 Yağmur bilinmeyen bir sonuçtan sonra durdu; hiçbir şey yeniden denenmez.
rain-answer-started = 🌧 Yağmur yağıyor…
rain-answer-decided = Bu yağmur zaten gönderildi veya iptal edildi.
rain-answer-stale = Bu sorunun süresi doldu: /rain komutunu yeniden gönderin.
rain-stopped-note =
    🛑 { $where } içindeki yağmurunuz { $count } paydan { $sent } tanesinden sonra durdu: bir pay hesabınızdan ödenemedi.
    { $reason }

# The sender, privately, once a rain a restart cut off was carried on to its end.
rain-resumed-note = 🌧 { $where } içindeki yağmurunuz yeniden başlatma nedeniyle kesildi ve devam ettirildi: { $count } üyeden { $sent } tanesine ödeme yapıldı. Gruptaki makbuz her payı gösteriyor.
