## Texts shared by several features (the flows of src/chat/flows, the
## middleware, /cancel). Plain text unless a message says it is HTML.

# Added under every message about money while the bot runs on the sandbox (HTML).
common-test-money = 🧪 <i>dinero de prueba (sandbox)</i>
common-unexpected-error = ⚠️ Algo salió mal por nuestra parte. Revisa /history antes de repetir un pago.
common-busy = ⏳ Todavía estoy con tu solicitud anterior. Vuelve a enviar esto en un momento.
common-late = ⏳ Perdona: estaba saturado y tu mensaje me llegó con minutos de retraso, así que no hice nada con él. Si aún lo necesitas, vuelve a enviarlo.
common-overloaded = ⏳ Ahora mismo estoy muy ocupado, así que no hice nada con tu mensaje. Vuelve a enviarlo dentro de unos minutos.
common-storage-down = ⚠️ Ahora mismo no puedo acceder a mi almacenamiento: esta pulsación no hizo nada y no pagó nada. Inténtalo de nuevo en un minuto.
common-button-error = Algo salió mal. Inténtalo de nuevo.
common-stale-button = Este botón ya no está activo.
common-not-your-button = Solo quien lo pidió puede pulsar este botón.
# A press on a copy of a card (a forwarded message, another chat): it does nothing.
common-press-elsewhere = Este botón solo funciona en el mensaje original, en el chat donde se publicó, no en una copia reenviada.
# A press on a group's card by someone who is not in that group: it does nothing.
common-press-members-only = Solo los miembros de este grupo pueden usar este botón.
# $command: the command's name without its slash, e.g. history (HTML).
common-private-only = 🔒 /{ $command } funciona en un chat privado conmigo, para no mostrar nada sensible en el grupo.
# A button.
common-open-private-chat = Abrir chat privado
common-answered-privately = 💬 Desde { $group }: te respondo aquí porque el grupo está muy activo ahora mismo.
common-no-account = Todavía no tienes ninguna cuenta de la pasarela conectada. Envía /connect para añadir tu cuenta de comercio.
common-cancelled = Cancelado.
common-nothing-to-cancel = No hay nada que cancelar.
# A button.
common-skip = Omitir
# A button.
common-cancel = Cancelar
# Under a question in a group, where no Skip button fits beside the reply field.
common-skip-by-command = O envía /skip para omitirlo.

## A question closed, and how to start it again. $restart is the command that
## starts it again (e.g. /invoice), or "none" when it is not known.

# $tries: how many answers were refused.
common-question-closed = Cerré esta pregunta tras { $tries } respuestas que no pude usar. { $restart ->
        [none] Envía el comando otra vez para empezar de nuevo.
       *[other] Envía { $restart } para empezar de nuevo.
    }
common-question-was-closed = Ya había cerrado esa pregunta, así que no usé esta respuesta. { $restart ->
        [none] Envía el comando otra vez para empezar de nuevo.
       *[other] Envía { $restart } para empezar de nuevo.
    }
common-question-timed-out = Dejé de esperar la respuesta a esa pregunta, así que no usé esta. { $restart ->
        [none] Envía el comando otra vez para empezar de nuevo.
       *[other] Envía { $restart } para empezar de nuevo.
    }
# $command: the command as written, with its slash, e.g. /pay.
common-edited-send = ✏️ No actúo sobre comandos de pago editados: no se envió ni se cambió nada. Envía { $command } otra vez en un mensaje nuevo.

## Why an amount was refused (one line; the examples are what the parser
## accepts in this language).

common-amount-reasons-empty = Envía un importe, por ejemplo 1500, 1,5k o 0,0001 btc.
common-amount-reasons-not-a-number = No entiendo ese importe. Prueba con 1500, 1.500, 1,5k, 21k sats o 0,0001 btc.
common-amount-reasons-ambiguous = Ese importe se puede leer de dos maneras: para unos el punto separa los decimales y para otros, los miles. Escríbelo sin el punto, p. ej. 1500, 1,5k o 0,0001 btc.
# $unit: the unit as the user wrote it (letters and currency signs only).
common-amount-reasons-unknown-unit = No conozco la unidad “{ $unit }”. Escribe sat, k (mil sat) o btc, p. ej. 1500, 1,5k o 0,0001 btc.
# The same, when the unit cannot be named.
common-amount-reasons-unknown-unit-unnamed = No conozco esa unidad. Escribe sat, k (mil sat) o btc, p. ej. 1500, 1,5k o 0,0001 btc.
common-amount-reasons-zero = El importe debe ser mayor que cero.
common-amount-reasons-negative = El importe no puede ser negativo.
common-amount-reasons-fractional-sat = Los importes lightning son satoshis enteros: 1 sat es la unidad más pequeña (0,00000001 btc).
# $max: the largest amount of one payment, e.g. 1,000,000 sat.
common-amount-reasons-too-large = Eso supera el límite de { $max } por pago.
common-amount-reasons-unsafe = Ese importe es exageradamente grande.
