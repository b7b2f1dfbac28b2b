## Modo inline: @bot em qualquer chat (src/features/inline).

inline-setup-button = Configurar: abrir o bot
inline-help-invoice-title = Pedir um pagamento: digite um valor e o motivo
inline-help-invoice-description = ex.: @{ $bot } 1000 café, 5k almoço, 5 usd
inline-help-message = ⚡ Para pedir um pagamento em qualquer chat, digite <code>@{ $bot } 1000 café</code> e escolha a fatura.
inline-refused-title = Não posso usar esse valor

inline-invoice-title = Fatura de { $amount }: { $description }
inline-invoice-title-alone = Fatura de { $amount }
inline-invoice-result-description = Cria uma fatura na sua conta e a publica aqui para qualquer pessoa pagar.
inline-invoice-pending = ⏳ Criando a <b>fatura de { $amount }</b>…
inline-pending-button = ⏳ Criando…
inline-pending-alert = Esta fatura ainda não está pronta. Se esta mensagem não mudar em um minuto, ela não foi criada: peça uma nova a quem enviou.
inline-no-account = ⚠️ Nenhuma fatura foi criada: quem enviou ainda não tem conta comigo.
inline-invoice-not-created = ⚠️ Nenhuma fatura foi criada: esse valor não é permitido. Digite outro.
inline-pay-button = ⚡ Pagar
inline-qr-button = 🔳 Código QR
inline-qr-sent = O código QR está no seu chat privado comigo.
inline-invoice-gone = Esta fatura não está mais disponível. Peça uma nova.

inline-help-send-title = Dar ao primeiro que resgatar: digite send e um valor
inline-help-send-description = ex.: @{ $bot } send 500 obrigado
inline-help-send-message = 🎁 Para dar sats ao primeiro que resgatar em qualquer chat, digite <code>@{ $bot } send 500 obrigado</code> e escolha.
inline-send-needs-amount = Digite um valor depois de send, ex.: send 500 obrigado.
inline-send-title = Enviar { $amount }: ao primeiro que resgatar
inline-send-result-description = Envia { $amount } da sua conta ao primeiro que resgatar, nesse momento (seus limites valem). Aberto por um dia.
inline-send-pending = ⏳ Preparando <b>{ $amount } para o primeiro que resgatar</b>…
inline-send-pending-alert = Ainda não está pronto. Se esta mensagem não mudar em um minuto, nada foi oferecido: peça de novo a quem enviou.
inline-send-no-account = ⚠️ Nada foi oferecido: quem envia ainda não tem conta comigo.
inline-send-not-offered = ⚠️ Nada foi oferecido: esse valor não é permitido. Digite outro.
inline-send-card = 🎁 <b>{ $name } envia { $amount }</b> ao primeiro que resgatar.
inline-send-card-expiry = Nada é enviado até alguém resgatar. Aberto por um dia.
inline-claim-button = 🎁 Resgatar
inline-cancel-button = ✖️ Cancelar (só quem envia)
inline-send-claimed = ✅ <b>{ $claimer } resgatou { $amount }</b> de { $name }.
inline-send-unknown = ⚠️ <b>{ $amount } para { $claimer }: resultado desconhecido</b>, sem nova tentativa. { $name } pode ver /history.
inline-send-cancelled = ✖️ <b>Cancelado</b> por { $name }: nada foi enviado.
inline-send-expired = ⌛ <b>Expirado</b>: ninguém resgatou { $amount } de { $name }; nada foi enviado.
inline-send-closed = ✖️ <b>Encerrado</b>: os { $amount } de { $name } não podem mais ser resgatados; nada foi enviado.
# Someone who could not receive pressed Claim on an inline send and opened the bot through it:
# what waits for them, said first. $name: the sender (HTML-escaped); $ready: "yes" when they
# can receive now (the sandbox made their test account), else "no" (/connect follows).
inline-send-waiting =
    🎁 <b>{ $name } envia { $amount }</b> ao primeiro que resgatar, e o envio ainda está aberto.
    { $ready ->
        [yes] Sua conta está pronta: volte à mensagem e toque de novo no botão 🎁 dela para receber.
       *[no] Para receber, conecte sua conta de comerciante (peço os dados logo abaixo) ou defina um endereço lightning em /settings; depois volte à mensagem e toque de novo no botão 🎁 dela.
    }
inline-claim-paid = 💰 Você recebeu { $amount } de { $name }.
inline-claim-own = Você não pode resgatar seu próprio envio. Toque em Cancelar para retirá-lo.
inline-claim-taken = Outra pessoa resgatou primeiro.
inline-claim-ended = Este envio não está mais aberto.
inline-claim-busy = Seu resgate está sendo pago. Aguarde um momento.
inline-claim-already = Você já resgatou isto.
inline-claim-not-paid = Nada foi pago: a conta de quem envia não consegue pagar agora. Continua aberto: tente mais tarde.
inline-claim-unknown = O pagamento saiu, mas o resultado é desconhecido; não será repetido. Veja /history.
inline-cancel-not-owner = Só quem envia pode cancelar.
inline-cancel-done = Cancelado: nada foi enviado.
inline-cancel-too-late = Tarde demais: alguém está resgatando agora.
inline-send-gone = Este envio não está mais disponível.
inline-send-note-claimed = 🎁 { $claimer } resgatou seus <b>{ $amount }</b> (envio inline).

## The inline giveaway (pt-BR): see en/inline.ftl for what each text is for.

inline-help-giveaway-title = Dar aos primeiros: digite giveaway, um total e para quantos
inline-help-giveaway-description = ex.: @{ $bot } giveaway 1000 5 obrigado
inline-help-giveaway-message = 🎁 Para dividir sats entre os primeiros que resgatarem em qualquer chat, digite <code>@{ $bot } giveaway 1000 5 obrigado</code> (5 × 200 sat) e escolha.
inline-giveaway-needs-amounts = Digite um total e para quantos depois de giveaway, ex.: giveaway 1000 5 obrigado.
inline-giveaway-ambiguous = Dá para ler de dois jeitos: escreva o total sem espaços, ex.: giveaway 1500 5
inline-giveaway-title = Sorteio: { $count } × { $share }, para os primeiros que resgatarem
inline-giveaway-result-description = Dá até { $total } da sua conta: { $count } × { $share } aos primeiros { $count } que resgatarem, pago nesse momento (seus limites valem então). Termina em { $minutes } min; você pode encerrar antes.
inline-giveaway-pending = ⏳ Preparando <b>sorteio: { $count } × { $share }</b>…
inline-giveaway-place = uma mensagem inline
