## /entry (src/features/entry): bir gruba ücretli giriş.

entry-anonymous = 🚪 Ücretli giriş bir üyenin kendi hesabına ödenir: /entry komutunu kendin olarak gönder (grup olarak değil) ya da benimle özel sohbette /settings kullan.
entry-not-admin = 🚪 Ücretli girişi yalnızca grubun kurucusu ya da kullanıcı davet edebilen bir yönetici ayarlayabilir.
entry-usage = 🚪 Giriş ücretini belirle: <code>/entry 2100</code>, <code>/entry 5 usd</code> ya da <code>/entry 2100 monthly</code>. <code>/entry off</code> yeni faturaları durdurur.
entry-missing = 🚪 Ücretli giriş henüz açık değil. Eksik olanlar:
entry-missing-invite = • kullanıcı davet etme yetkim (beni bağlantıyla davet edebilen bir yönetici yap)
entry-missing-restrict = • kullanıcı yasaklama yetkim (aylık giriş, ödemeyi bırakan üyeleri çıkarır)
entry-missing-account = • { $owner } için bağlı bir hesap (benimle özel sohbette bir hesap bağla)
entry-link-failed = 🚪 Davet bağlantısını oluşturamadım. Kullanıcı davet edebildiğimi kontrol et ve yeniden dene.
entry-link-name = Ücretli giriş · { $price }
entry-link-name-monthly = Giriş · { $price }/ay
entry-on = 🚪 Ücretli giriş açık: { $price }, { $owner } hesabına ödenir. { $owner } bağlantıyı özel sohbette aldı.
entry-on-monthly = 🚪 Ücretli giriş açık: ayda { $price }, { $owner } hesabına ödenir. { $owner } bağlantıyı özel sohbette aldı.
entry-on-no-dm = 🚪 Ücretli giriş açık, ama bağlantıyı { $owner } kişisine gönderemedim: benimle özel sohbet aç ve orada /entry gönder.
entry-owner-link = 🚪 { $group } kapısı: { $link }
    Bu bağlantıyı paylaş: bu bağlantıyla katılmak isteyen herkes benden { $price } tutarında, senin hesabına ödenen bir fatura alır ve ödediği anda içeri alınır. Grubun diğer bağlantıları eskisi gibi çalışmaya devam eder.
entry-state-on = 🚪 Ücretli giriş: { $price }, { $owner } kişisine ödenir. Bağlantı { $owner } kişisinde.
entry-state-on-monthly = 🚪 Ücretli giriş: ayda { $price }, { $owner } kişisine ödenir. Bağlantı { $owner } kişisinde.
entry-state-off = 🚪 Burada ücretli giriş kapalı. <code>/entry 2100</code> ile aç (ya da <code>/entry 5 usd</code>, <code>/entry 2100 monthly</code>).
entry-off = 🚪 Ücretli giriş kapatıldı: yeni fatura yok. Gönderilmiş faturalar geçerli kalır.

entry-invoice = 🚪 <b>{ $group }</b> grubuna katılmak için { $owner } kişisine { $price } öde.
    ⏳ 15 dakika geçerli.
entry-invoice-renewal = 🔁 <b>{ $group }</b> üyeliğin { $date } tarihinde bitiyor. Bir ay daha için { $owner } kişisine { $price } öde.
entry-pay-button = ⚡ Hesabımdan öde
entry-paused = ⏸ { $group } için ücretli giriş duraklatıldı: yöneticiler isteğine bakacak.
entry-busy = ⏳ Şu anda { $group } grubuna katılmak isteyen çok fazla kişi var: bir dakika sonra aynı bağlantıyla yeniden iste.
entry-in = ✅ İçeridesin: { $group } grubuna hoş geldin!
entry-in-by-admin = ✅ Ödendi. Bir yönetici seni zaten { $group } grubuna almıştı.
entry-welcome-back = ✅ { $group } grubuna tekrar hoş geldin: üyeliğin { $date } tarihine kadar ödendi.
entry-declined-first = ⚠️ Ödendi, ama bir yönetici { $group } katılma isteğini zaten reddetmişti: { $owner } bunu /send ile geri gönderebilir.
entry-expired = ⌛ { $group } katılım faturan zamanında ödenmedi, bu yüzden istek reddedildi. Yeniden denemek için aynı bağlantıyla katılmak iste: yeni bir fatura alacaksın.
entry-waiting = ⏳ Ödendi. Seni şu anda { $group } grubuna alamıyorum; elimden gelir gelmez alacağım.
entry-renewed = ✅ { $group } üyeliğin { $date } tarihine kadar ödendi.
entry-removed = 👋 { $group } üyeliğin { $date } tarihinde bitti ve yenilenmedi, bu yüzden gruptan çıkarıldın. Grubun bağlantısıyla istediğin zaman geri dönebilirsin.
entry-not-yours = Bu fatura başkasına ait.
entry-closed = Bu fatura artık açık değil.

entry-confirm = 🚪 { $group } grubuna katılmak için { $owner } kişisine { $price } ödensin mi?
entry-what = { $group } girişi
entry-confirm-label = ⚡ Öde
entry-outcome-sent = ✅ { $group } için { $price } ödendi: ödemenin onaylanması bekleniyor…
entry-outcome-cancelled = 🚫 { $group } için { $price } ödemesi iptal edildi.
entry-outcome-not-sent = ❌ Ödenmedi
entry-outcome-unknown = ❓ { $group } için { $price } ödemesi: bilinmiyor — yeniden denenmedi.
entry-description = { $group } girişi · { $user }

entry-owner-paid = 🚪 { $user } { $price } ödedi ve { $group } grubuna katıldı.
entry-owner-renewed = 🔁 { $user }, { $group } üyeliğini { $date } tarihine kadar yeniledi.
entry-owner-declined-first = ⚠️ { $user }, { $group } için { $price } ödedi, ama bir yönetici isteği zaten reddetmişti. /send ile geri gönderebilirsin.
entry-owner-no-dm = ⏳ { $user }, { $group } grubuna katılmak istiyor: bekliyor, ama ona yazamadım (önce benimle özel sohbet açması gerekiyor).
entry-owner-paused = ⏸ { $user }, { $group } grubuna katılmak istiyor, ama ücretli giriş duraklatıldı: hesabın bağlı değil. İstek yöneticileri bekliyor.
entry-owner-paused-rights = ⏸ { $user }, { $group } grubuna katılmak istiyor, ama ücretli giriş duraklatıldı: artık orada kullanıcı davet edebilen bir yönetici değilsin. İstek yöneticileri bekliyor.
entry-owner-stuck = ⚠️ { $user }, { $group } için { $price } ödedi, ama onu içeri alamıyorum: orada artık kullanıcı davet edemiyorum. Bu yetkiyi bana geri ver, onu içeri alayım.
entry-owner-removed = 👋 { $user } kişisinin { $group } üyeliği yenilenmedi: çıkarıldı.
entry-mine-none = 🚪 Açık bir ücretli girişin yok. Yönetici olduğun bir grupta <code>/entry 2100</code> gönder.
entry-mine-door = 🚪 <b>{ $group }</b>: { $price }{ $monthly ->
        [yes] {" "}/ay
       *[no] {""}
    } · { $state ->
        [on] açık
       *[off] kapalı
    }
entry-mine-member = • { $user }: { $date } tarihine kadar
entry-mine-member-once = • { $user }
entry-mine-payment = • { $date } · { $user } · { $price } · { $state ->
        [waiting] bekliyor
        [paid] ödendi, henüz içeride değil
        [in] içeride
        [declined-first] ödendi, bir yönetici reddetti
        [unwritten] yazılamadı: yöneticilere bırakıldı
       *[expired] ödenmedi
    }

entry-history-title = 🚪 <b>Üyelikler</b>
entry-history-line = • { $group }: { $date } tarihine kadar ödendi
entry-history-line-once = • { $group }: ücretli giriş

## Paid entry on a group's page of private /settings ($group, $owner HTML-escaped; $price an amount).
entry-settings-button = 🚪 Ücretli giriş
entry-settings-line-off = 🚪 Ücretli giriş: kapalı
entry-settings-line-on = 🚪 Ücretli giriş: { $price }, { $owner } hesabına ödenir
entry-settings-line-monthly = 🚪 Ücretli giriş: ayda { $price }, { $owner } hesabına ödenir
entry-settings-set-button = Fiyatı belirle
entry-settings-off-button = Kapat
entry-settings-ask = 🚪 { $group } grubuna giriş ne kadar olsun? Örneğin <code>2100</code>, <code>5 usd</code> veya <code>2100 monthly</code>.
entry-on-here = 🚪 { $group } için ücretli giriş açık: { $price }, senin hesabına ödenir. Bağlantı yukarıda; gruba haber verdim.
entry-on-here-monthly = 🚪 { $group } için ücretli giriş açık: ayda { $price }, senin hesabına ödenir. Bağlantı yukarıda; gruba haber verdim.
