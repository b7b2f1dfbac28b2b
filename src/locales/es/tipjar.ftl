## /tipjar (src/features/tipjar). The jar's message speaks the group's language and
## names contributors only (no one's figures); answers to a press and private messages speak
## the presser's. $owner, $note, $chat and $names arrive HTML-escaped where the text is HTML;
## $amount, $total, $target, $limit and $remaining are formatted amounts.

tipjar-usage = 🫙 Abre un bote de propinas: <code>/tipjar 10k micrófono nuevo</code>. Se cierra al llegar a la meta; escribe <code>10k+</code> para dejarlo abierto después.
tipjar-in-private = 🫙 /tipjar funciona en grupos: <code>/tipjar 10k para qué</code> abre un bote que los miembros pueden llenar.
tipjar-anonymous = 🫙 Un bote paga a su dueño: publica con tu propio perfil (no como el grupo ni como un canal) para abrir uno.
# $name: the member who wanted to open a jar.
tipjar-owner-cannot-receive = 🙁 { $name }, aún no puedes recibir dinero: abre un chat privado conmigo para tener una cuenta o configurar una dirección lightning, y vuelve a abrir el bote.
tipjar-set-up-button = Configurar cobros
# The invoice description of a jar payment without a "what for" (plain text). $owner: the jar's owner; $chat: the group's title.
tipjar-description = bote de propinas de { $owner } en { $chat }

## The jar's message, edited as payments land

tipjar-title = 🫙 <b>Bote de propinas de { $owner }</b>
tipjar-for = 📝 { $note }
# $bar: a bar of ▓ and ░; $percent: a whole number.
tipjar-progress = { $bar } { $percent } %
tipjar-total = <b>{ $total }</b> de { $target }
# A jar that stays open beyond its target.
tipjar-total-open-ended = <b>{ $total }</b> de { $target } (abierto más allá de la meta)
# $names: contributor names joined with ", ", maybe ending with tipjar-more-contributors.
tipjar-contributors = De: { $names }
tipjar-more-contributors = { $count } más
tipjar-no-contributors = Pulsa un botón para aportar.
tipjar-closed-by-owner = 🔒 Cerrado por { $owner }.
tipjar-closed-at-target = 🎉 Meta alcanzada: el bote está cerrado.
tipjar-other-button = Otro importe
tipjar-close-button = 🔒 Cerrar (dueño)

## Answers to a press (only the presser sees them) and private messages: plain text

tipjar-answer-confirm-sent = Te envié una confirmación en nuestro chat privado.
tipjar-answer-second-press = Fue una segunda pulsación: solo cuenta la primera. Pulsa de nuevo en un momento para dar más.
tipjar-answer-closed = El bote está cerrado.
# $amount: what the presser put in; $owner: the jar's owner.
tipjar-paid = ✅ Pusiste { $amount } en el bote de propinas de { $owner }.
tipjar-refused-gone = Este bote de propinas ya no está abierto. No se pagó nada.
tipjar-refused-closed = Este bote de propinas está cerrado. No se pagó nada.
tipjar-refused-own = Es tu propio bote: lo llenan los demás.
tipjar-refused-not-owner = Solo { $owner } puede cerrar este bote.
tipjar-refused-no-account = Aún no tienes cuenta conmigo: abre un chat privado conmigo y vuelve a pulsar. No se pagó nada.
tipjar-refused-owner-cannot-receive = { $owner } no puede recibir dinero ahora. No se pagó nada.
tipjar-refused-over-per-payment = Supera el límite de { $limit } por pago. No se pagó nada.
tipjar-refused-over-daily = Supera tu límite diario: te quedan { $remaining } hoy. No se pagó nada.
# $reason: why the send failed, one or two sentences.
tipjar-refused-failed = ❌ No pagado: { $reason } No salió nada de tu cuenta.
tipjar-refused-unknown = ❓ El resultado es desconocido y no se reintenta. Revisa /history antes de volver a pagar.

## Other amount, and the confirmation, in the presser's private chat

# $chat: the group's title.
tipjar-ask-amount = 🫙 ¿Cuánto quieres poner en el bote de propinas de { $owner } ({ $chat })? Envía un importe, p. ej. 500 o 2k (/cancel para parar).
tipjar-confirm-summary = 🫙 ¿Poner <b>{ $amount }</b> en el bote de propinas de { $owner } en { $chat }?
# Names the payment inside other sentences.
tipjar-what = { $amount } para el bote de propinas de { $owner }
tipjar-outcomes-sent = ✅ <b>{ $amount }</b> puestos en el bote de propinas de { $owner }
tipjar-outcomes-cancelled = 🚫 { $amount } para el bote de propinas de { $owner }: cancelado.
tipjar-outcomes-not-sent = ❌ <b>{ $amount } para el bote de propinas de { $owner }: no enviado</b>
tipjar-outcomes-unknown = ❓ <b>{ $amount } para el bote de propinas de { $owner }: desconocido — no se reintenta.</b>
tipjar-confirm-label = ✅ Pagar

## Private notes

tipjar-owner-note = 🫙 { $from } puso <b>{ $amount }</b> en tu bote de propinas en { $where }.
tipjar-unknown-note = ❓ Tus { $amount } para el bote de propinas de { $owner } en { $where }: la pasarela no lo confirmó. <b>No</b> se reintenta automáticamente: revisa /balance y /history antes de volver a intentarlo.
