## /start and /help in a private chat (src/features/start). The welcome is
## three messages joined by a blank line: the greeting, the user's lightning
## address (only when they have one), and the list of commands.

# $name: the user's first name.
start-welcome-hello = ⚡ ¡Hola, { $name }! Soy una billetera lightning dentro de Telegram: cobra, paga, retira y da propinas en grupos.
# $address: user@domain, where anyone can pay the user.
start-welcome-address = Tu dirección lightning: <code>{ $address }</code>
# $sandbox: "yes" on the sandbox gateway (test money, nothing to connect), "no" on a real one.
start-welcome-commands =
    <b>Recibir</b>
    /invoice <i>importe [descripción]</i> – una factura lightning con código QR
    /lnurl – tu código de pago reutilizable, para cualquier billetera
    /claim <i>lnurl</i> – canjea un vale en tu cuenta (o simplemente pégalo o envía la foto de su QR)

    <b>Enviar</b>
    /pay <i>factura | lnurl | usuario@dominio [importe]</i> – pagar (o simplemente pega una factura o envía la foto de un QR)
    /send <i>importe @usuario | usuario@dominio [nota]</i> – paga a alguien directamente
    /withdraw <i>dirección importe</i> – enviar on-chain

    <b>En grupos</b>
    /tip <i>importe [nota]</i> – responde a alguien en un grupo para darle una propina
    /giveaway, /rain, /tipjar, /top – comparte sats con un grupo; /help allí explica cómo

    <b>Cuenta</b>
    /balance – total, bloqueado y disponible
    /history – tus operaciones recientes y promesas abiertas
    /settings – idioma, moneda, propinas, propinas con reacciones, dirección lightning
    { $sandbox ->
        [yes]
            {""}
            🧪 Este bot funciona con una pasarela <b>sandbox</b>: tu cuenta se creó para ti y solo tiene dinero de prueba. /disconnect la reinicia con dinero de prueba nuevo.
       *[no] /connect – conecta tu cuenta de comercio · /disconnect – quítala
    }

    Importes: 1500, 1 500, 1.500, 1,5k, 21k sats o 0,0001 btc. /cancel detiene cualquier pregunta.

start-welcome-inline = 🔎 En cualquier chat, escribe <code>@{ $bot } 1000 café</code> para publicar una factura, o <code>@{ $bot } send 500</code> para dar sats a quien los reclame primero.

## /start and /help in a group: what the bot does there; the rest is in the private chat.

start-group =
    ⚡ Soy un bot de billetera lightning. Aquí, en el grupo:
    /tip <i>100</i> como respuesta – da una propina al autor de ese mensaje
    /send <i>100 @usuario</i> – paga a un miembro sin responder
    /giveaway <i>1000 5</i> – los 5 primeros que pulsen Reclamar reciben 200 sat cada uno
    /rain <i>1000</i> – reparte entre quienes escribieron hace poco
    /tipjar <i>10k</i> – un bote en el que cualquiera puede poner sats; /top – quién dio más aquí
    /invoice <i>1000</i> – pide un pago al grupo
    /lnurl – tu código de pago (como respuesta: el de ese miembro)
    Tu billetera, tu saldo y tus ajustes están en nuestro chat privado.
