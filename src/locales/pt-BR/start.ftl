## /start and /help in a private chat (src/features/start). The welcome is
## three messages joined by a blank line: the greeting, the user's lightning
## address (only when they have one), and the list of commands.

# $name: the user's first name.
start-welcome-hello = ⚡ Oi, { $name }! Eu coloco uma carteira lightning no Telegram: cobre pessoas, pague, saque e dê gorjetas em grupos.
# $address: user@domain, where anyone can pay the user.
start-welcome-address = Seu endereço lightning: <code>{ $address }</code>
# $sandbox: "yes" on the sandbox gateway (test money, nothing to connect), "no" on a real one.
start-welcome-commands =
    <b>Receber</b>
    /invoice <i>valor [descrição]</i> – uma fatura lightning com QR code
    /lnurl – seu código de pagamento reutilizável, para qualquer carteira
    /claim <i>lnurl</i> – resgate um voucher na sua conta (ou só cole ou envie a foto do QR code dele)

    <b>Enviar</b>
    /pay <i>fatura | lnurl | usuario@dominio [valor]</i> – pagar (ou só cole uma fatura ou envie a foto de um QR code)
    /send <i>valor @usuario | usuario@dominio [nota]</i> – pague alguém diretamente
    /withdraw <i>endereço valor</i> – enviar on-chain

    <b>Em grupos</b>
    /tip <i>valor [nota]</i> – responda a alguém em um grupo para dar uma gorjeta
    /giveaway, /rain, /tipjar, /top – compartilhe sats com um grupo; o /help lá explica como

    <b>Conta</b>
    /balance – total, bloqueado e disponível
    /history – suas operações recentes e promessas abertas
    /settings – idioma, moeda, gorjetas, gorjetas por reação, endereço lightning
    { $sandbox ->
        [yes]
            {""}
            🧪 Este bot roda num gateway <b>sandbox</b>: sua conta foi criada para você e só tem dinheiro de teste. O /disconnect reinicia a conta com dinheiro de teste novo.
       *[no] /connect – conectar sua conta de comerciante · /disconnect – removê-la
    }

    Valores: 1500, 1 500, 1.500, 1,5k, 21k sats ou 0,0001 btc. O /cancel interrompe qualquer pergunta.

start-welcome-inline = 🔎 Em qualquer chat, digite <code>@{ $bot } 1000 café</code> para publicar uma fatura, ou <code>@{ $bot } send 500</code> para dar sats a quem resgatar primeiro.

## /start and /help in a group: what the bot does there; the rest is in the private chat.

start-group =
    ⚡ Sou um bot de carteira lightning. Aqui no grupo:
    /tip <i>100</i> em resposta – dá uma gorjeta ao autor daquela mensagem
    /send <i>100 @usuario</i> – pague um membro sem responder
    /giveaway <i>1000 5</i> – os 5 primeiros que tocarem em Resgatar recebem 200 sat cada
    /rain <i>1000</i> – divide entre quem escreveu há pouco
    /tipjar <i>10k</i> – uma caixinha onde qualquer um pode pôr sats; /top – quem deu mais aqui
    /invoice <i>1000</i> – pede um pagamento ao grupo
    /lnurl – seu código de pagamento (em resposta: o daquele membro)
    Sua carteira, saldo e configurações ficam no nosso chat privado.
