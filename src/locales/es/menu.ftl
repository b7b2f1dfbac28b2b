## The command menu (src/chat/menu.ts): one short description per command
## (at most 256 characters, plain text).

## In private chats

menu-private-invoice = Crear una factura con código QR
menu-private-pay = Pagar una factura, un LNURL o una dirección lightning
menu-private-send = Paga a @usuario, nombre@dominio o LNURL: /send 100 @usuario
menu-private-balance = Total, bloqueado y disponible
menu-private-history = Operaciones recientes
menu-private-lnurl = Tu código de pago reutilizable
menu-private-claim = Canjear un vale (LNURL-withdraw)
menu-private-entry = Tus grupos de pago, sus miembros y pagos
menu-private-withdraw = Enviar on-chain
menu-private-settings = Idioma, moneda, confirmación de propinas, dirección lightning
menu-private-connect = Conectar tu cuenta de comercio
menu-private-disconnect = Quitar tu cuenta de comercio
# /disconnect on the sandbox, where it resets the test account.
menu-private-disconnect-sandbox = Reiniciar tu dinero de prueba
menu-private-cancel = Detener la pregunta actual
menu-private-help = Lo que puedo hacer

## In groups

menu-group-tip = Responde a un mensaje: /tip 100 [nota]
menu-group-tipjar = Abre un bote de propinas: /tipjar 10k [para qué]
menu-group-entry = Entrada de pago a este grupo: /entry 2100 [monthly]
menu-group-split = Dividir una cuenta: /split 60000 @ann @bob [qué]
menu-group-chipin = Todo o nada: /chipin 100000 @dev 10 [by 3d]
menu-group-top = Quién dio y recibió más aquí
menu-group-send = Paga a un miembro o una dirección: /send 100 @usuario
menu-group-giveaway = Los primeros en pulsar Reclamar reciben una parte: /giveaway 1000 5
menu-group-rain = Reparte sats entre quienes escribieron hace poco: /rain 1000
menu-group-raffle = Un premio sorteado entre quienes participan: /raffle 21000 3 1h
menu-group-invoice = Pedir un pago al grupo
menu-group-lnurl = Tu código de pago o el de un miembro (respuesta o @usuario)
menu-group-balance = Tu saldo, enviado en privado
menu-group-help = Lo que puedo hacer
