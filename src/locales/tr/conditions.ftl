## Çekiliş, giveaway ve yağmur koşulları (src/chat/flows/conditions.ts).

condition-bad = <code>{ $word }</code> koşulunu anlayamadım. Koşullar: <code>member:7d</code>, <code>active:14d</code>, <code>channel:@ad</code>, <code>premium</code>, <code>captcha</code>.
condition-channel-not-admin = @{ $channel } içinde kimlerin olduğunu göremiyorum: beni orada yönetici yap, sonra komutu yeniden gönder.
condition-member = • bu grupta en az { $days } gündür tanınıyor
condition-active = • son { $days } günde burada yazdı
condition-channel = • @{ $channel } üyesi
condition-premium = • Telegram Premium
condition-captcha = • önce özelde kısa bir kontrol
condition-refused-premium = Bu, Telegram Premium üyeleri için.
condition-refused-member = Bu, bu grupta en az { $days } gündür tanıdığım üyeler için.
condition-refused-active = Bu, son { $days } günde bu grupta yazan üyeler için.
condition-refused-channel = Bu, @{ $channel } üyeleri için: katıl, sonra yeniden bas.
condition-captcha-not-here = Captcha, herkesin bastığı bir düğme ister: yağmurda yok, bu yüzden <code>captcha</code> alamaz.

captcha-ask = 🎟 <b>{ $chat }</b> içinde katılmak için { $emoji } simgesine dokun.
captcha-wrong = O değil: yeniden dene.
captcha-failed = Doğru değildi. Yeniden denemek için karttaki düğmeye tekrar bas.
captcha-over = Bu kontrol bitti: ait olduğu kart kapandı.
captcha-passed = ✅ Kontrol geçildi.
captcha-press-again = ✅ Kontrol geçildi. <b>{ $chat }</b> sohbetine dön ve düğmeye tekrar bas.
