## /connect and /disconnect (src/features/connect): merchant keys, in a private chat only.

connect-sandbox = 🧪 Este bot funciona con una pasarela sandbox: tu cuenta se creó para ti con dinero de prueba, así que no hay nada que conectar. /balance la muestra; /disconnect la reinicia con dinero de prueba nuevo.
connect-sandbox-in-group = 🧪 Este bot funciona con una pasarela sandbox: no hay nada que conectar, cada uno recibe una cuenta de prueba en un chat privado conmigo.
connect-group-hint = 🔒 Conecta tu cuenta en un chat privado conmigo, nunca en un grupo.

## The three questions of /connect, and the check with the gateway.

connect-intro = 🔑 Vamos a conectar tu cuenta de comercio. Te pediré tres cosas: ID de comercio, clave API y clave secreta. Borro los mensajes con tus claves justo después de leerlos y guardo las claves cifradas. Con /cancel lo detienes en cualquier momento.
connect-ask-merchant-id = 1/3 · Envía tu <b>ID de comercio</b>.
connect-ask-api-key = 2/3 · Envía tu <b>clave API</b>. (Borro tu mensaje justo después de leerlo.)
connect-ask-secret-key = 3/3 · Envía tu <b>clave secreta</b>. (Borro tu mensaje justo después de leerlo.)
connect-bad-merchant-id = El ID de comercio es una sola línea de texto sin espacios. Envíalo de nuevo.
connect-bad-api-key = La clave API es una sola línea de texto sin espacios. Envíala de nuevo.
connect-bad-secret-key = La clave secreta debe ser hexadecimal (0-9, a-f). Envíala de nuevo.
connect-checking = Comprobando con la pasarela…
# $reason: the gateway's refusal, one sentence.
connect-rejected =
    ❌ La pasarela no aceptó estas claves. { $reason }
    No se guardó nada. Envía /connect para intentarlo de nuevo.
# The description of the 1 sat invoice /connect makes to prove the keys are the merchant's (seen in the gateway's own lists).
connect-check-invoice-description = Comprobación de conexión del bot de Telegram (no pagar)
# $merchantId: what the user typed (HTML-escaped).
connect-merchant-mismatch =
    ❌ Estas claves pertenecen a otro comercio, no a <code>{ $merchantId }</code>.
    No se guardó nada. Revisa el id de comercio y envía /connect de nuevo.
# $merchantId: what the user typed; $reason: the gateway's answer, one sentence.
connect-check-failed =
    ❌ No pude confirmar que estas claves pertenecen al comercio <code>{ $merchantId }</code>. { $reason }
    No se guardó nada. Envía /connect para intentarlo de nuevo.
# $merchantId: the merchant id (HTML-escaped).
connect-merchant-taken =
    ❌ El comercio <code>{ $merchantId }</code> ya está conectado a otra cuenta de Telegram en este bot. Un comercio solo puede conectarse a una cuenta de Telegram.
    No se guardó nada. Primero envía /disconnect desde esa cuenta.
# The answer after saving is up to three messages joined by a blank line:
# connect-connected, connect-connected-webhook (when the bot has a public
# address for payment events), connect-connected-next.
connect-connected = ✅ Comercio <code>{ $merchantId }</code> conectado. Tus claves se guardan cifradas.
# $eventsUrl: the URL the gateway should send this merchant's payment events to.
connect-connected-webhook =
    Para los avisos de pago y /lnurl, registra en tu pasarela esta URL de webhook para tu comercio:
    <code>{ $eventsUrl }</code>
connect-connected-next = Prueba /balance o /invoice 1000.
connect-disconnected = Tu cuenta de comercio se quitó de este bot. Tus claves se borraron.
connect-nothing-to-disconnect = No hay ninguna cuenta conectada que quitar.

## /disconnect on the sandbox: reset the test account, after a question only its asker may answer.

# $balance: what the account holds now; $fresh: what the new account starts with.
connect-reset-question =
    🧪 <b>¿Reiniciar tu cuenta de prueba?</b>
    Tu cuenta sandbox, que ahora tiene <b>{ $balance }</b>, se sustituye por una nueva con <b>{ $fresh }</b> de dinero de prueba.
    El dinero pagado a facturas y códigos de pago de la cuenta antigua ya no te llega. /history conserva las operaciones de la cuenta antigua.
# The same question when the balance could not be read. $fresh: what the new account starts with.
connect-reset-question-no-balance =
    🧪 <b>¿Reiniciar tu cuenta de prueba?</b>
    Tu cuenta sandbox se sustituye por una nueva con <b>{ $fresh }</b> de dinero de prueba.
    El dinero pagado a facturas y códigos de pago de la cuenta antigua ya no te llega. /history conserva las operaciones de la cuenta antigua.
connect-reset-button = 🔄 Reiniciar dinero de prueba
# $fresh: what the new account holds.
connect-reset-done = ✅ Tu cuenta de prueba se reinició: tiene <b>{ $fresh }</b> de dinero de prueba. /history sigue mostrando las operaciones de la cuenta antigua.
connect-reset-cancelled = Reinicio cancelado: tu cuenta de prueba sigue igual.
connect-reset-expired = Esta pregunta caducó: envía /disconnect otra vez para reiniciar tu dinero de prueba.
connect-nothing-to-reset = 🧪 Todavía no tienes cuenta de prueba: se crea con tu primer comando (prueba /balance). No hay nada que reiniciar.
