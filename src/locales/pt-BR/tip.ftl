## /tip (src/features/tip). In a group, texts speak the group's language; private notes
## speak the person's. $name, $to, $from and $note arrive HTML-escaped; $amount, $total and
## $spendable are formatted amounts; $where is the group in HTML (a link to the tipped
## message, or its title in bold).

## Usage and refusals (in the group, removed after a moment)

tip-usage = 💸 Responda à mensagem de alguém com <code>/tip 100</code> (dá para pôr uma nota depois do valor, por exemplo <code>/tip 1k valeu!</code>).
tip-no-reply = 💸 Responda à mensagem da pessoa a quem você quer dar a gorjeta, com <code>/tip 100</code> (se quiser, com uma nota depois do valor). Sem responder: <code>/send 100 @usuario</code>.
tip-in-private = 💸 O /tip funciona em grupos: lá, responda à mensagem de alguém com <code>/tip 100</code>. As gorjetas para você vão para a sua conta ou para o endereço lightning que você definir em /settings.
tip-self = 🙃 Você não pode dar gorjeta para si mesmo.
tip-anonymous-tipper = As gorjetas saem da conta do próprio membro: para dar gorjeta, poste como você mesmo (não como o grupo ou um canal).
tip-bot = 🤖 Bots não podem receber gorjetas.
tip-on-behalf-of-chat = Essa mensagem foi enviada em nome de um canal ou de um admin anônimo, então não há ninguém para receber a gorjeta.
# The invoice description of a tip without a note (the recipient's wallet may show it). $chat: the group's title, plain text.
tip-description = gorjeta em { $chat }

## The confirmation of a larger tip, in the group, and what it becomes

tip-confirm-summary = 💸 Dar uma gorjeta de <b>{ $amount }</b> para { $to }?
# The tipper's note: a line under the confirmation, its outcome and the private notes.
tip-note = 📝 { $note }
# Names the tip inside other sentences ("Done: tip of 1,500 sat to Bob").
tip-what = gorjeta de { $amount } para { $to }
tip-outcomes-sent = ✅ <b>Gorjeta de { $amount } enviada</b> para { $to }
tip-outcomes-cancelled = 🚫 Gorjeta de { $amount } para { $to } cancelada.
tip-outcomes-not-sent = ❌ <b>Gorjeta de { $amount } para { $to } não enviada</b>
tip-outcomes-unknown = ❓ <b>Gorjeta de { $amount } para { $to }: resultado desconhecido — sem nova tentativa.</b>
tip-confirm-label = ✅ Dar gorjeta

## The public receipt of a tipped message, edited as more tips arrive

# $recipient: the tipped member; $tippers: tip-tipper-share texts joined with ", ", maybe ending with tip-more-tippers.
tip-receipt =
    💸 <b>{ $recipient }</b> recebeu <b>{ $total }</b> em gorjetas
    de { $tippers }
# One tipper in the receipt: $name and what they gave in all.
tip-tipper-share = { $name } ({ $amount })
# Tippers beyond the ten named.
tip-more-tippers = mais { $count }

## A tip that was not sent, or whose outcome is unknown: the group learns only that

tip-failed-in-group = ❌ A gorjeta não foi enviada; expliquei o motivo no nosso chat privado. Nada foi pago.
tip-failed-in-group-see-history = ❌ A gorjeta não foi enviada. Nada foi pago. Abra nosso chat privado e envie /history para ver o motivo.
tip-failed-in-group-untold = ❌ A gorjeta não foi enviada. Nada foi pago. Ainda não consigo te escrever no privado: abra um chat comigo e tente de novo para saber o motivo.
tip-unknown-in-group = ❓ O resultado da gorjeta é desconhecido. Ela <b>não</b> é repetida: confira o /history no nosso chat privado antes de tentar de novo.

## Private notes to the tipper and the recipient

# $spendable: what the tipper can spend now.
tip-not-enough-note =
    ❌ Sua gorjeta de { $amount } para { $to } em { $where } não foi enviada: agora você pode gastar { $spendable }.
    Nada saiu da sua conta.
tip-tipper-note = ✅ Você deu uma gorjeta de <b>{ $amount }</b> para { $to } em { $where }.
tip-recipient-note = 🎁 { $from } te deu uma gorjeta de <b>{ $amount }</b> em { $where }.
# $reason: why the send failed, one or two sentences.
tip-failed-note =
    ❌ Sua gorjeta de { $amount } para { $to } em { $where } não foi enviada.
    { $reason }
    Nada saiu da sua conta.
tip-unknown-note = ❓ Sua gorjeta de { $amount } para { $to } em { $where }: o gateway não a confirmou. Ela <b>não</b> é repetida automaticamente: confira /balance e /history antes de tentar de novo.

## /start tip: how tipping works ($sandbox: "yes" on the sandbox's test accounts, else "no")

tip-welcome-ready =
    💸 <b>Gorjetas</b>: em um grupo, responda à mensagem de alguém com <code>/tip 100</code> (dá para pôr uma nota depois do valor).

    { $sandbox ->
        [yes] ✅ Sua conta de teste está pronta: as gorjetas para você chegam nela.
       *[no] ✅ Sua conta está conectada: as gorjetas para você chegam nela.
    }
    Para receber gorjetas em outra carteira, defina um endereço lightning em /settings.
tip-welcome-set-up =
    💸 <b>Gorjetas</b>: em um grupo, responda à mensagem de alguém com <code>/tip 100</code> (dá para pôr uma nota depois do valor).

    Para receber gorjetas, conecte sua conta de comerciante com /connect ou defina um endereço lightning em /settings.

# The tipper, privately: a tip a restart cut off could not go ahead (its account, limits or funds changed).
tip-interrupted-not-sent-note = ❌ Sua gorjeta de { $amount } para { $to } em { $where } não foi enviada: o bot reiniciou antes do envio e ela não pôde mais seguir. Nada foi pago.
