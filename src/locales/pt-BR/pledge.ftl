## Pledged tips (src/features/pledge): a tip to someone who cannot receive one yet waits,
## unpaid, until they claim it through a link. In a group, texts speak the group's language
## (no figures of anyone's account); private notes speak the person's. $from (the payer),
## $to (the member it is for) and $note arrive HTML-escaped; $amount is a formatted amount;
## $where is the chat in HTML (a link to the pledge message, or its title in bold);
## $until is a date and time.

## The pledge message, in the chat where it was made, edited as the pledge ends

pledge-message = 💸 { $from } prometeu <b>{ $amount }</b> para { $to } — { $to }, toque para resgatar.
pledge-claim-button = 🎁 Resgatar
pledge-message-claimed = ✅ { $to } resgatou <b>{ $amount }</b> de { $from }.
pledge-message-cancelled = 🚫 { $from } cancelou a promessa de { $amount } para { $to }. Nada foi pago.
pledge-message-expired = ⌛ A promessa de { $amount } de { $from } para { $to } expirou sem ser resgatada. Nada foi pago.
pledge-message-unknown = ❓ { $to } resgatou { $amount } de { $from }, mas o resultado é desconhecido. Ela <b>não</b> é repetida.
pledge-message-closed = 🚫 A promessa de { $amount } de { $from } para { $to } não pode mais ser resgatada. Nada foi pago.
# In the group when a pledge was refused (the payer was told why in private).
pledge-not-made-in-group = ❌ Nenhuma promessa foi feita; eu te disse o motivo no nosso chat privado. Nada foi pago.
# Where a pledge made in a private chat was made.
pledge-where-private = um chat privado

## Private notes to the payer

# $link: the claim link, to pass on.
pledge-made-note =
    💸 Você prometeu <b>{ $amount }</b> para { $to } em { $where }. Nada saiu da sua conta ainda: só é pago se { $to } resgatar antes de { $until }.
    Link para resgatar, para passar a { $to }: { $link }
    Para desfazer: /history.
pledge-made-private-note =
    💸 Você prometeu <b>{ $amount }</b> para { $to }. Nada saiu da sua conta ainda: só é pago se { $to } resgatar antes de { $until }.
    { $to } não vê esta conversa: passe a { $to } este link para resgatar: { $link }
    Para desfazer: /history.
# Refused: the payer made PLEDGES_PER_DAY pledges today. $max: that number.
pledge-daily-limit-note =
    ❌ Sua promessa de { $amount } para { $to } não foi feita.
    Cada membro pode fazer até { $max } por dia, e hoje você chegou a esse limite. Você pode prometer de novo amanhã (o dia muda à meia-noite UTC).
pledge-paid-note = ✅ { $to } resgatou sua promessa em { $where }: você pagou <b>{ $amount }</b>.
pledge-unknown-note = ❓ { $to } resgatou sua promessa de { $amount } em { $where }, mas o gateway não confirmou o pagamento. Ele <b>não</b> é repetido automaticamente: confira /balance e /history.
# $reason: why it was not paid; $open: "yes" when the pledge still waits (until $until), else "no".
pledge-not-paid-note =
    ❌ { $to } tentou resgatar sua promessa de { $amount } em { $where }, mas ela não foi paga.
    { $reason }
    Nada saiu da sua conta. { $open ->
        [yes] A promessa continua aberta até { $until }: recarregue, e { $to } poderá resgatá-la de novo.
       *[no] A promessa terminou.
    }
pledge-expired-payer-note = ⌛ Sua promessa de { $amount } para { $to } em { $where } expirou sem ser resgatada. Nada saiu da sua conta.
# Several pledges made together (one rain's) expired at once: one note lists them.
# $count: how many; $rows: one pledge-expired-payer-row per line.
pledge-expired-payer-list =
    ⌛ { $count ->
        [one] Sua promessa em { $where } expirou sem ser resgatada:
       *[other] Suas { $count } promessas em { $where } expiraram sem ser resgatadas:
    }
    { $rows }
    Nada saiu da sua conta.
pledge-expired-payer-row = • { $to }: { $amount }

## Private notes to the member it is for

pledge-claimed-note = 🎁 Você resgatou <b>{ $amount }</b> de { $from } em { $where }.
pledge-claimed-next = O /history mostra; o /help, tudo o que eu sei fazer.
pledge-cancelled-recipient-note = 🚫 { $from } cancelou a promessa de { $amount } para você em { $where }. Nada foi pago.
pledge-expired-recipient-note = ⌛ A promessa de { $amount } de { $from } para você em { $where } expirou. Nada foi pago.

## Answers to the claim link (/start claim_…), in the private chat

pledge-claim-gone = Esta promessa não existe mais. Nada foi pago.
pledge-claim-own = Esta é sua própria promessa para { $to }: só { $to } pode resgatá-la. Você pode cancelá-la em /history.
pledge-claim-not-for-you = 🙅 Esta promessa é para { $to }, não para você. Nada foi pago.
pledge-claim-cancelled = 🚫 { $from } cancelou esta promessa. Nada foi pago.
pledge-claim-expired = ⌛ Esta promessa expirou. Nada foi pago.
pledge-claim-taken = Esta promessa já foi resgatada.
pledge-claim-closed = 🚫 Esta promessa não pode mais ser resgatada. Nada foi pago.
pledge-claim-busy = ⏳ Esta promessa está sendo resgatada agora: o resultado chega aqui em instantes. Nada é pago duas vezes.
pledge-claim-already = ✅ Você já resgatou esta promessa.
pledge-claim-unknown = ❓ A promessa de { $amount } de { $from } foi enviada para você, mas o gateway não a confirmou. Ela <b>não</b> é repetida automaticamente: confira /balance e /history.
pledge-claim-set-up = 🎁 { $from } prometeu <b>{ $amount }</b> para você. Para resgatar, conecte sua conta de comerciante com /connect ou defina um endereço lightning em /settings, e abra o link de novo. A promessa espera até { $until }.
# $open: "yes" when the pledge still waits (until $until), else "no".
pledge-claim-not-paid =
    ❌ A promessa de { $amount } de { $from } não pôde ser paga agora. Nada foi pago; { $from } foi avisado. { $open ->
        [yes] Ela continua aberta até { $until }: abra o link de novo mais tarde.
       *[no] A promessa terminou.
    }

## The payer's open pledges, after /history

pledge-open-title = 💸 <b>Suas promessas abertas</b> (pagas da sua conta só quando resgatadas):
pledge-open-row = • { $amount } para { $to } em { $where }, até { $until }
pledge-open-none = 💸 Você não tem promessas abertas.
# A button (plain text): $amount, $to unescaped.
pledge-cancel-button = 🚫 Cancelar { $amount } para { $to }
## Answers to Cancel (short, plain text)
pledge-cancelled-answer = Promessa cancelada. Nada foi pago.
pledge-cancel-too-late = Tarde demais: ela está sendo resgatada agora.
pledge-cancel-not-yours = Só quem fez a promessa pode cancelá-la.
pledge-cancel-ended = Esta promessa já terminou.
pledge-cancel-gone = Esta promessa não existe mais.
