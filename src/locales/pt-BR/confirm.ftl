## The confirmation of every send (pay, withdraw, tip): the answers to its
## buttons and the outcomes it becomes (src/chat/flows/confirm.ts). HTML.
## $what names the send, e.g. "payment of 1,500 sat to alice@example.com";
## $reason is one plain sentence saying why it failed.

# The answer to a press of Confirm, while the send runs.
confirm-sending = ⏳ Enviando…
confirm-sent = ✅ Feito: { $what }
confirm-not-sent = ❌ Não enviado: { $what }
confirm-failed =
    ❌ Não enviado: { $what }
    { $reason }
    Nada saiu da sua conta.
confirm-unknown =
    ❓ Resultado desconhecido: { $what }
    O gateway não confirmou o envio. Ele <b>não</b> é repetido automaticamente: confira /balance e /history antes de tentar de novo.
confirm-cancelled = 🚫 Cancelado: { $what }. Nada foi enviado.
confirm-nothing-left = Nada saiu da sua conta.
confirm-nothing-sent = Nada foi enviado.
confirm-unknown-advice = O gateway não confirmou o envio. Ele <b>não</b> é repetido automaticamente: confira /balance e /history antes de tentar de novo.
confirm-reason-told-privately = Expliquei o motivo no nosso chat privado. Nada saiu da sua conta.
confirm-reason-in-history = Nada saiu da sua conta. Abra nosso chat privado e envie /history para ver o motivo.
confirm-already = Isso já foi processado.
# $state: the send's state as kept in the history.
confirm-already-state = Já processado: { $state ->
        [sent] enviado
        [paid] pago
        [failed] falhou
       *[other] { $state }
    }.
confirm-stale = Esta confirmação expirou. Comece de novo.
# $limit: an amount, e.g. 1,000,000 sat.
confirm-over-per-payment = Isso passa do limite de { $limit } por pagamento. Nada foi enviado.
# $limit, $remaining: amounts.
confirm-over-daily = Isso passaria do seu limite diário de { $limit } (restante hoje: { $remaining }). Nada foi enviado.
# In the group; $told is "yes" when the person was told more in the private chat, else "no".
confirm-over-daily-in-group = { $told ->
        [yes] Isso passaria do seu limite diário; expliquei mais no nosso chat privado. Nada foi enviado.
       *[no] Isso passaria do seu limite diário. Nada foi enviado.
    }
# $expected, $got: amounts.
confirm-amount-mismatch = A fatura do destinatário era de { $got }, mas você confirmou { $expected }, então não a paguei.
# $expected: an amount.
confirm-amount-mismatch-no-amount = A fatura do destinatário não tinha valor fixo, mas você confirmou { $expected }, então não a paguei.
confirm-no-recipient = O destinatário não tem conta para receber isto.
confirm-gateway-refused = O gateway recusou.
confirm-account-changed =
    🚫 Não enviado: { $what }
    Isto foi mostrado para uma conta do gateway que não está mais conectada. Nada foi enviado: comece de novo para pagar com sua conta atual.
confirm-account-changed-answer = Sua conta mudou desde que isto foi mostrado. Nada foi enviado: comece de novo.
confirm-interrupted =
    ❓ Resultado desconhecido: { $what }
    O bot foi interrompido durante o envio. Ele <b>não</b> é repetido automaticamente: confira /balance e /history antes de tentar de novo.
confirm-interrupted-advice = O bot foi interrompido durante o envio. Ele <b>não</b> é repetido automaticamente: confira /balance e /history antes de tentar de novo.
confirm-unknown-answer = ❓ Resultado desconhecido — sem nova tentativa. Confira /balance e /history antes de tentar de novo.
confirm-in-progress = ⏳ Ainda sem resultado: ele vai aparecer na mensagem de confirmação. Nada é enviado duas vezes.
# A send named from its history entry: $amount, e.g. 1,500 sat; $counterpart, e.g. alice@example.com.
confirm-what-from-history = { $amount } para { $counterpart }

## Why a payment failed or is in doubt, as /history and a settled send say it.
failure-not-confirmed = O gateway não confirmou o resultado; não será tentado de novo. Confira /balance antes de tentar outra vez.
failure-interrupted-before-send = Interrompido antes do envio: nada foi enviado.
failure-cancelled-before-send = Cancelado antes do envio: nada foi enviado.
failure-interrupted-while-sending = Interrompido durante o envio: não será tentado de novo. Confira /balance e /history.
failure-host-unreachable = Não consegui alcançar { $host } logo antes de enviar, então nada foi enviado. Tente de novo mais tarde.
