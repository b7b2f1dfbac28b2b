## Modo inline: @bot en cualquier chat (src/features/inline).

inline-setup-button = Configurar: abrir el bot
inline-help-invoice-title = Pedir un pago: escribe un importe y el motivo
inline-help-invoice-description = p. ej. @{ $bot } 1000 café, 5k almuerzo, 5 usd
inline-help-message = ⚡ Para pedir un pago en cualquier chat, escribe <code>@{ $bot } 1000 café</code> y elige la factura.
inline-refused-title = No puedo usar ese importe

inline-invoice-title = Factura por { $amount }: { $description }
inline-invoice-title-alone = Factura por { $amount }
inline-invoice-result-description = Crea una factura en tu cuenta y la publica aquí para que cualquiera la pague.
inline-invoice-pending = ⏳ Creando la <b>factura por { $amount }</b>…
inline-pending-button = ⏳ Creando…
inline-pending-alert = Esta factura aún no está lista. Si este mensaje no cambia en un minuto, no se creó: pide una nueva a quien la envió.
inline-no-account = ⚠️ No se creó ninguna factura: quien la envió aún no tiene cuenta conmigo.
inline-invoice-not-created = ⚠️ No se creó ninguna factura: ese importe no está permitido. Escribe otro.
inline-pay-button = ⚡ Pagar
inline-qr-button = 🔳 Código QR
inline-qr-sent = El código QR está en tu chat privado conmigo.
inline-invoice-gone = Esta factura ya no está disponible. Pide una nueva.

inline-help-send-title = Regalar al primero que reclame: escribe send y un importe
inline-help-send-description = p. ej. @{ $bot } send 500 gracias
inline-help-send-message = 🎁 Para regalar sats al primero que los reclame en cualquier chat, escribe <code>@{ $bot } send 500 gracias</code> y elígelo.
inline-send-needs-amount = Escribe un importe después de send, p. ej. send 500 gracias.
inline-send-title = Enviar { $amount }: al primero que reclame
inline-send-result-description = Envía { $amount } desde tu cuenta al primero que lo reclame, en ese momento (se aplican tus límites). Abierto durante un día.
inline-send-pending = ⏳ Preparando <b>{ $amount } para el primero que reclame</b>…
inline-send-pending-alert = Aún no está listo. Si este mensaje no cambia en un minuto, no se ofreció nada: pídeselo de nuevo a quien lo envió.
inline-send-no-account = ⚠️ No se ofreció nada: quien lo envía aún no tiene cuenta conmigo.
inline-send-not-offered = ⚠️ No se ofreció nada: ese importe no está permitido. Escribe otro.
inline-send-card = 🎁 <b>{ $name } envía { $amount }</b> al primero que lo reclame.
inline-send-card-expiry = No se envía nada hasta que alguien lo reclame. Abierto durante un día.
inline-claim-button = 🎁 Reclamar
inline-cancel-button = ✖️ Cancelar (solo quien envía)
inline-send-claimed = ✅ <b>{ $claimer } reclamó { $amount }</b> de { $name }.
inline-send-unknown = ⚠️ <b>{ $amount } para { $claimer }: resultado desconocido</b>, no se reintenta. { $name } puede revisar /history.
inline-send-cancelled = ✖️ <b>Cancelado</b> por { $name }: no se envió nada.
inline-send-expired = ⌛ <b>Caducado</b>: nadie reclamó { $amount } de { $name }; no se envió nada.
inline-send-closed = ✖️ <b>Cerrado</b>: los { $amount } de { $name } ya no se pueden reclamar; no se envió nada.
# Someone who could not receive pressed Claim on an inline send and opened the bot through it:
# what waits for them, said first. $name: the sender (HTML-escaped); $ready: "yes" when they
# can receive now (the sandbox made their test account), else "no" (/connect follows).
inline-send-waiting =
    🎁 <b>{ $name } envía { $amount }</b> al primero que lo reclame, y el envío sigue abierto.
    { $ready ->
        [yes] Tu cuenta está lista: vuelve al mensaje y pulsa otra vez su botón 🎁 para recibirlo.
       *[no] Para recibirlo, conecta tu cuenta de comercio (te la pido aquí abajo) o define una dirección lightning en /settings; luego vuelve al mensaje y pulsa otra vez su botón 🎁.
    }
inline-claim-paid = 💰 Recibiste { $amount } de { $name }.
inline-claim-own = No puedes reclamar tu propio envío. Pulsa Cancelar para retirarlo.
inline-claim-taken = Otra persona lo reclamó primero.
inline-claim-ended = Este envío ya no está abierto.
inline-claim-busy = Tu reclamo se está pagando. Espera un momento.
inline-claim-already = Ya lo reclamaste.
inline-claim-not-paid = No se pagó nada: la cuenta de quien envía no puede pagarlo ahora. Sigue abierto: inténtalo más tarde.
inline-claim-unknown = El pago salió, pero su resultado es desconocido; no se reintenta. Revisa /history.
inline-cancel-not-owner = Solo quien lo envía puede cancelarlo.
inline-cancel-done = Cancelado: no se envió nada.
inline-cancel-too-late = Demasiado tarde: alguien lo está reclamando ahora mismo.
inline-send-gone = Este envío ya no está disponible.
inline-send-note-claimed = 🎁 { $claimer } reclamó tus <b>{ $amount }</b> (envío inline).

## The inline giveaway (es): see en/inline.ftl for what each text is for.

inline-help-giveaway-title = Regalar a los primeros: escribe giveaway, un total y a cuántos
inline-help-giveaway-description = p. ej. @{ $bot } giveaway 1000 5 gracias
inline-help-giveaway-message = 🎁 Para repartir sats entre los primeros que los reclamen en cualquier chat, escribe <code>@{ $bot } giveaway 1000 5 gracias</code> (5 × 200 sat) y elígelo.
inline-giveaway-needs-amounts = Escribe un total y a cuántos después de giveaway, p. ej. giveaway 1000 5 gracias.
inline-giveaway-ambiguous = Se puede leer de dos maneras: escribe el total sin espacios, p. ej. giveaway 1500 5
inline-giveaway-title = Sorteo: { $count } × { $share }, para los primeros que reclamen
inline-giveaway-result-description = Da hasta { $total } desde tu cuenta: { $count } × { $share } a los primeros { $count } que reclamen, pagado en ese momento (se aplican tus límites entonces). Termina en { $minutes } min; puedes terminarlo antes.
inline-giveaway-pending = ⏳ Preparando <b>sorteo: { $count } × { $share }</b>…
inline-giveaway-place = un mensaje inline
