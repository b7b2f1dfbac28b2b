## Pledged tips (src/features/pledge): a tip to someone who cannot receive one yet waits,
## unpaid, until they claim it through a link. In a group, texts speak the group's language
## (no figures of anyone's account); private notes speak the person's. $from (the payer),
## $to (the member it is for) and $note arrive HTML-escaped; $amount is a formatted amount;
## $where is the chat in HTML (a link to the pledge message, or its title in bold);
## $until is a date and time.

## The pledge message, in the chat where it was made, edited as the pledge ends

pledge-message = 💸 { $from }, { $to } için <b>{ $amount }</b> söz verdi — { $to }, almak için dokunun.
pledge-claim-button = 🎁 Al
pledge-message-claimed = ✅ { $to }, { $from } tarafından söz verilen <b>{ $amount }</b> tutarını aldı.
pledge-message-cancelled = 🚫 { $from }, { $to } için { $amount } sözünü iptal etti. Hiçbir şey ödenmedi.
pledge-message-expired = ⌛ { $from } tarafından { $to } için verilen { $amount } sözünün süresi, alınmadan doldu. Hiçbir şey ödenmedi.
pledge-message-unknown = ❓ { $to }, { $from } tarafından söz verilen { $amount } tutarını aldı, ancak sonuç bilinmiyor. <b>Yeniden denenmez</b>.
pledge-message-closed = 🚫 { $from } tarafından { $to } için verilen { $amount } sözü artık alınamaz. Hiçbir şey ödenmedi.
# In the group when a pledge was refused (the payer was told why in private).
pledge-not-made-in-group = ❌ Söz verilmedi; nedenini özel sohbetimizde size yazdım. Hiçbir şey ödenmedi.
# Where a pledge made in a private chat was made.
pledge-where-private = özel bir sohbet

## Private notes to the payer

# $link: the claim link, to pass on.
pledge-made-note =
    💸 { $where } içinde { $to } için <b>{ $amount }</b> söz verdiniz. Hesabınızdan henüz hiçbir şey çıkmadı: ödeme yalnızca { $to } { $until } tarihinden önce alırsa yapılır.
    { $to } kişisine iletmek için alma bağlantısı: { $link }
    Geri almak için: /history.
pledge-made-private-note =
    💸 { $to } için <b>{ $amount }</b> söz verdiniz. Hesabınızdan henüz hiçbir şey çıkmadı: ödeme yalnızca { $to } { $until } tarihinden önce alırsa yapılır.
    { $to } bu sohbeti göremez: bu alma bağlantısını ona iletin: { $link }
    Geri almak için: /history.
# Refused: the payer made PLEDGES_PER_DAY pledges today. $max: that number.
pledge-daily-limit-note =
    ❌ { $to } için { $amount } sözünüz verilmedi.
    Her üye günde en fazla { $max } söz verebilir ve bugün bu sınıra ulaştınız. Yarın yeniden söz verebilirsiniz (gün, UTC ile gece yarısı değişir).
pledge-paid-note = ✅ { $to }, { $where } içindeki sözünüzü aldı: <b>{ $amount }</b> ödediniz.
pledge-unknown-note = ❓ { $to }, { $where } içindeki { $amount } sözünüzü aldı, ancak ödeme geçidi ödemeyi teyit etmedi. Otomatik olarak <b>yeniden denenmez</b>: /balance ve /history ile kontrol edin.
# $reason: why it was not paid; $open: "yes" when the pledge still waits (until $until), else "no".
pledge-not-paid-note =
    ❌ { $to }, { $where } içindeki { $amount } sözünüzü almaya çalıştı, ancak ödenmedi.
    { $reason }
    Hesabınızdan hiçbir şey çıkmadı. { $open ->
        [yes] Söz { $until } tarihine kadar açık kalır: bakiye yükleyin, { $to } yeniden alabilir.
       *[no] Söz sona erdi.
    }
pledge-expired-payer-note = ⌛ { $where } içinde { $to } için verdiğiniz { $amount } sözünün süresi, alınmadan doldu. Hesabınızdan hiçbir şey çıkmadı.
# Several pledges made together (one rain's) expired at once: one note lists them.
# $count: how many; $rows: one pledge-expired-payer-row per line.
pledge-expired-payer-list =
    ⌛ { $where } içinde verdiğiniz { $count } sözün süresi, alınmadan doldu:
    { $rows }
    Hesabınızdan hiçbir şey çıkmadı.
pledge-expired-payer-row = • { $to }: { $amount }

## Private notes to the member it is for

pledge-claimed-note = 🎁 { $where } içinde { $from } tarafından söz verilen <b>{ $amount }</b> tutarını aldınız.
pledge-claimed-next = /history bunu gösterir; /help başka neler yapabildiğimi.
pledge-cancelled-recipient-note = 🚫 { $from }, { $where } içinde size verdiği { $amount } sözünü iptal etti. Hiçbir şey ödenmedi.
pledge-expired-recipient-note = ⌛ { $from } tarafından { $where } içinde size verilen { $amount } sözünün süresi doldu. Hiçbir şey ödenmedi.

## Answers to the claim link (/start claim_…), in the private chat

pledge-claim-gone = Bu söz artık yok. Hiçbir şey ödenmedi.
pledge-claim-own = Bu, { $to } için verdiğiniz kendi sözünüz: yalnızca { $to } alabilir. /history içinden iptal edebilirsiniz.
pledge-claim-not-for-you = 🙅 Bu söz sizin için değil, { $to } için. Hiçbir şey ödenmedi.
pledge-claim-cancelled = 🚫 { $from } bu sözü iptal etti. Hiçbir şey ödenmedi.
pledge-claim-expired = ⌛ Bu sözün süresi doldu. Hiçbir şey ödenmedi.
pledge-claim-taken = Bu söz zaten alındı.
pledge-claim-closed = 🚫 Bu söz artık alınamaz. Hiçbir şey ödenmedi.
pledge-claim-busy = ⏳ Bu söz şu anda alınıyor: sonuç birazdan burada. Hiçbir şey iki kez ödenmez.
pledge-claim-already = ✅ Bu sözü zaten aldınız.
pledge-claim-unknown = ❓ { $from } tarafından söz verilen { $amount } size gönderildi, ancak ödeme geçidi teyit etmedi. Otomatik olarak <b>yeniden denenmez</b>: /balance ve /history ile kontrol edin.
pledge-claim-set-up = 🎁 { $from } size <b>{ $amount }</b> söz verdi. Almak için /connect ile satıcı hesabınızı bağlayın veya /settings içinde bir lightning adresi belirleyin, sonra bağlantıyı yeniden açın. Söz { $until } tarihine kadar bekler.
# $open: "yes" when the pledge still waits (until $until), else "no".
pledge-claim-not-paid =
    ❌ { $from } tarafından söz verilen { $amount } şu anda ödenemedi. Hiçbir şey ödenmedi; { $from } bilgilendirildi. { $open ->
        [yes] Söz { $until } tarihine kadar açık: bağlantıyı daha sonra yeniden açın.
       *[no] Söz sona erdi.
    }

## The payer's open pledges, after /history

pledge-open-title = 💸 <b>Açık sözleriniz</b> (yalnızca alındığında hesabınızdan ödenir):
pledge-open-row = • { $to } için { $amount }, { $where }, { $until } tarihine kadar
pledge-open-none = 💸 Açık sözünüz yok.
# A button (plain text): $amount, $to unescaped.
pledge-cancel-button = 🚫 İptal: { $to } için { $amount }
## Answers to Cancel (short, plain text)
pledge-cancelled-answer = Söz iptal edildi. Hiçbir şey ödenmedi.
pledge-cancel-too-late = Çok geç: şu anda alınıyor.
pledge-cancel-not-yours = Sözü yalnızca veren kişi iptal edebilir.
pledge-cancel-ended = Bu söz zaten sona erdi.
pledge-cancel-gone = Bu söz artık yok.
