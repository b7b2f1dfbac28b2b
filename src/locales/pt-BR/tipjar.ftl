## /tipjar (src/features/tipjar). The jar's message speaks the group's language and
## names contributors only (no one's figures); answers to a press and private messages speak
## the presser's. $owner, $note, $chat and $names arrive HTML-escaped where the text is HTML;
## $amount, $total, $target, $limit and $remaining are formatted amounts.

tipjar-usage = 🫙 Abra uma caixinha de gorjetas: <code>/tipjar 10k microfone novo</code>. Ela fecha ao atingir a meta; escreva <code>10k+</code> para mantê-la aberta depois disso.
tipjar-in-private = 🫙 /tipjar funciona em grupos: <code>/tipjar 10k para quê</code> abre uma caixinha que os membros podem encher.
tipjar-anonymous = 🫙 Uma caixinha paga o dono: poste com o seu próprio perfil (não como o grupo ou um canal) para abrir uma.
# $name: the member who wanted to open a jar.
tipjar-owner-cannot-receive = 🙁 { $name }, você ainda não pode receber dinheiro: abra um chat privado comigo para ter uma conta ou definir um endereço lightning e abra a caixinha de novo.
tipjar-set-up-button = Configurar recebimento
# The invoice description of a jar payment without a "what for" (plain text). $owner: the jar's owner; $chat: the group's title.
tipjar-description = caixinha de gorjetas de { $owner } em { $chat }

## The jar's message, edited as payments land

tipjar-title = 🫙 <b>Caixinha de gorjetas de { $owner }</b>
tipjar-for = 📝 { $note }
# $bar: a bar of ▓ and ░; $percent: a whole number.
tipjar-progress = { $bar } { $percent }%
tipjar-total = <b>{ $total }</b> de { $target }
# A jar that stays open beyond its target.
tipjar-total-open-ended = <b>{ $total }</b> de { $target } (aberta além da meta)
# $names: contributor names joined with ", ", maybe ending with tipjar-more-contributors.
tipjar-contributors = De: { $names }
tipjar-more-contributors = mais { $count }
tipjar-no-contributors = Toque em um botão para contribuir.
tipjar-closed-by-owner = 🔒 Fechada por { $owner }.
tipjar-closed-at-target = 🎉 Meta atingida: a caixinha está fechada.
tipjar-other-button = Outro valor
tipjar-close-button = 🔒 Fechar (dono)

## Answers to a press (only the presser sees them) and private messages: plain text

tipjar-answer-confirm-sent = Enviei uma confirmação no nosso chat privado.
tipjar-answer-second-press = Foi um segundo toque: só o primeiro conta. Toque de novo daqui a pouco para dar mais.
tipjar-answer-closed = A caixinha está fechada.
# $amount: what the presser put in; $owner: the jar's owner.
tipjar-paid = ✅ Você colocou { $amount } na caixinha de gorjetas de { $owner }.
tipjar-refused-gone = Esta caixinha não está mais aberta. Nada foi pago.
tipjar-refused-closed = Esta caixinha está fechada. Nada foi pago.
tipjar-refused-own = Esta é a sua própria caixinha: os outros a enchem.
tipjar-refused-not-owner = Só { $owner } pode fechar esta caixinha.
tipjar-refused-no-account = Você ainda não tem conta comigo: abra um chat privado comigo e toque de novo. Nada foi pago.
tipjar-refused-owner-cannot-receive = { $owner } não pode receber dinheiro agora. Nada foi pago.
tipjar-refused-over-per-payment = Isso passa do limite de { $limit } por pagamento. Nada foi pago.
tipjar-refused-over-daily = Isso passa do seu limite diário: restam { $remaining } hoje. Nada foi pago.
# $reason: why the send failed, one or two sentences.
tipjar-refused-failed = ❌ Não pago: { $reason } Nada saiu da sua conta.
tipjar-refused-unknown = ❓ O resultado é desconhecido e não será tentado de novo. Veja /history antes de pagar outra vez.

## Other amount, and the confirmation, in the presser's private chat

# $chat: the group's title.
tipjar-ask-amount = 🫙 Quanto você quer colocar na caixinha de gorjetas de { $owner } ({ $chat })? Envie um valor, ex. 500 ou 2k (/cancel para parar).
tipjar-confirm-summary = 🫙 Colocar <b>{ $amount }</b> na caixinha de gorjetas de { $owner } em { $chat }?
# Names the payment inside other sentences.
tipjar-what = { $amount } para a caixinha de gorjetas de { $owner }
tipjar-outcomes-sent = ✅ <b>{ $amount }</b> colocados na caixinha de gorjetas de { $owner }
tipjar-outcomes-cancelled = 🚫 { $amount } para a caixinha de gorjetas de { $owner }: cancelado.
tipjar-outcomes-not-sent = ❌ <b>{ $amount } para a caixinha de gorjetas de { $owner }: não enviado</b>
tipjar-outcomes-unknown = ❓ <b>{ $amount } para a caixinha de gorjetas de { $owner }: desconhecido — não será repetido.</b>
tipjar-confirm-label = ✅ Pagar

## Private notes

tipjar-owner-note = 🫙 { $from } colocou <b>{ $amount }</b> na sua caixinha de gorjetas em { $where }.
tipjar-unknown-note = ❓ Seus { $amount } para a caixinha de gorjetas de { $owner } em { $where }: o gateway não confirmou o pagamento. Ele <b>não</b> é repetido automaticamente: confira /balance e /history antes de tentar de novo.
