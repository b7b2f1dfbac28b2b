## Gorjetas como convidado: @bot como resposta em qualquer chat, mesmo sem o bot ser membro (src/features/guest).

guest-title = Gorjeta
guest-how-to = ⚡ Para dar gorjeta a alguém aqui, responda à mensagem dessa pessoa com <code>@{ $bot } 500 obrigado</code>: ela recebe 500 sat da sua conta.
guest-no-reply = ⚡ Responda à mensagem da pessoa a quem quer dar gorjeta, com <code>@bot 500</code>.
guest-self = ⚡ Você não pode dar gorjeta a si mesmo: responda à mensagem de outra pessoa.
guest-bot = ⚡ Bots não recebem gorjetas: responda à mensagem de uma pessoa.
guest-on-behalf-of-chat = ⚡ Essa mensagem foi enviada em nome de um chat, não por uma pessoa: responda à mensagem de um membro.
guest-anonymous-tipper = ⚡ Você está escrevendo anonimamente: gorjetas saem da conta de uma pessoa.
guest-card = ⚡ { $tipper } → { $member } · { $amount }
guest-card-paid = ✅ { $tipper } → { $member } · { $amount } · paga
guest-card-cancelled = 🚫 { $tipper } → { $member } · { $amount } · cancelada, nada foi enviado
guest-card-not-sent = ❌ { $tipper } → { $member } · { $amount } · não enviada
guest-card-unknown = ❓ { $tipper } → { $member } · { $amount } · resultado desconhecido, não será repetida
guest-card-pledged = ⏳ { $tipper } → { $member } · { $amount } · aguardando { $member } resgatar
guest-card-note = 💬 { $note }
guest-pay-button = ⚡ Pagar
guest-cancel-button = Cancelar
guest-claim-button = 🎁 Resgatar
guest-only-tipper = Só { $tipper } pode pagar ou cancelar esta gorjeta.
guest-gone = Esta gorjeta não está mais disponível.
guest-paid = Paga.
guest-pledged = Ainda sem conta: a gorjeta aguarda o resgate. Nada foi movido.
guest-already = Esta gorjeta já foi tratada.
guest-already-paid = Esta gorjeta já foi paga. Nada foi enviado duas vezes.
guest-not-sent = Não enviada. Expliquei o motivo no nosso chat privado.
guest-cancelled = Cancelada. Nada foi enviado.
guest-cancel-too-late = Tarde demais para cancelar: o pagamento já foi pedido.
guest-received-note = ⚡ { $tipper } deu a você uma gorjeta de { $amount } em { $where }.
guest-sent-note = ✅ Você deu a { $member } uma gorjeta de { $amount } em { $where }.
guest-pledged-note = ⏳ { $member } ainda não tem conta comigo: sua gorjeta de { $amount } aguarda o resgate (nada foi movido). O cartão no chat tem um botão Resgatar; você também pode repassar este link: { $link }
guest-not-sent-note = ❌ Sua gorjeta de { $amount } para { $member } não foi enviada: { $reason }
guest-unknown-note = ❓ Sua gorjeta de { $amount } para { $member }: o resultado é desconhecido. Não será repetida; confira /history antes de dar de novo.
guest-reason-funds = saldo disponível insuficiente (disponível: { $spendable }).
guest-reason-no-account = você ainda não tem conta comigo. Use /connect primeiro.
guest-reason-other = não foi possível fazer o pagamento.
guest-confirm-summary = Dar uma gorjeta de <b>{ $amount }</b> para { $to } em { $where }?
guest-what = gorjeta de { $amount } para { $to }
guest-outcome-sent = ✅ Gorjeta de { $amount } dada a { $to }
guest-outcome-cancelled = 🚫 Gorjeta de { $amount } para { $to } cancelada.
guest-outcome-not-sent = ❌ Gorjeta de { $amount } para { $to } não enviada
guest-outcome-unknown = ❓ Gorjeta de { $amount } para { $to }: desconhecido — não será repetida.

## Prometida, depois resgatada ou não (HTML).
guest-card-claimed = ✅ { $tipper } → { $member } · { $amount } · resgatada
guest-card-unclaimed = 🚫 { $tipper } → { $member } · { $amount } · não resgatada, nada foi enviado
# A confirmação no privado não foi feita a tempo (HTML).
guest-card-expired = ⌛ { $tipper } → { $member } · { $amount } · não confirmada a tempo, nada foi enviado

## Um cartão para várias pessoas: @bot 300 @ann @bob obrigado (HTML).
guest-many-card = ⚡ { $tipper } → { $names } · { $each } para cada um ({ $total } no total)
guest-many-card-shares = ⚡ { $tipper } deu gorjeta:
guest-many-card-cancelled = 🚫 { $tipper } → { $names } · cancelada, nada foi enviado
guest-many-card-refused = ❌ { $tipper } → { $names } · não enviada a ninguém
guest-many-card-expired = ⌛ { $tipper } → { $names } · não confirmada a tempo, nada foi enviado
guest-many-line-unclaimed = 🚫 { $name }: não resgatada
guest-many-claim-button = 🎁 Resgatar: { $name }
guest-many-paying = Pagando… O cartão mostra quem recebeu o quê.
guest-many-confirm = Dar <b>{ $each }</b> para cada um de { $names } (<b>{ $total }</b> no total) em { $where }?
