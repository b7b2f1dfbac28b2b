## Propinas como invitado: @bot como respuesta en cualquier chat, aunque el bot no sea miembro (src/features/guest).

guest-title = Propina
guest-how-to = ⚡ Para dar propina a alguien aquí, responde a su mensaje con <code>@{ $bot } 500 gracias</code>: recibe 500 sat de tu cuenta.
guest-no-reply = ⚡ Responde al mensaje de la persona a la que quieres dar propina, con <code>@bot 500</code>.
guest-self = ⚡ No puedes darte propina a ti mismo: responde al mensaje de otra persona.
guest-bot = ⚡ Los bots no reciben propinas: responde al mensaje de una persona.
guest-on-behalf-of-chat = ⚡ Ese mensaje se envió en nombre de un chat, no de una persona: responde al mensaje de un miembro.
guest-anonymous-tipper = ⚡ Escribes de forma anónima: las propinas salen de la cuenta propia de una persona.
guest-card = ⚡ { $tipper } → { $member } · { $amount }
guest-card-paid = ✅ { $tipper } → { $member } · { $amount } · pagada
guest-card-cancelled = 🚫 { $tipper } → { $member } · { $amount } · cancelada, no se envió nada
guest-card-not-sent = ❌ { $tipper } → { $member } · { $amount } · no enviada
guest-card-unknown = ❓ { $tipper } → { $member } · { $amount } · resultado desconocido, no se reintenta
guest-card-pledged = ⏳ { $tipper } → { $member } · { $amount } · esperando a que { $member } la reclame
guest-card-note = 💬 { $note }
guest-pay-button = ⚡ Pagar
guest-cancel-button = Cancelar
guest-claim-button = 🎁 Reclamar
guest-only-tipper = Solo { $tipper } puede pagar o cancelar esta propina.
guest-gone = Esta propina ya no está disponible.
guest-paid = Pagada.
guest-pledged = Aún no tiene cuenta: la propina espera a que la reclame. No se ha movido nada.
guest-already = Esta propina ya se gestionó.
guest-already-paid = Esta propina ya se pagó. No se envió nada dos veces.
guest-not-sent = No enviada. Te dije por qué en nuestro chat privado.
guest-cancelled = Cancelada. No se envió nada.
guest-cancel-too-late = Demasiado tarde para cancelar: el pago ya se pidió.
guest-received-note = ⚡ { $tipper } te dio una propina de { $amount } en { $where }.
guest-sent-note = ✅ Diste a { $member } una propina de { $amount } en { $where }.
guest-pledged-note = ⏳ { $member } aún no tiene cuenta conmigo: tu propina de { $amount } espera hasta que la reclame (no se ha movido nada). La tarjeta del chat tiene un botón Reclamar; también puedes pasarle este enlace: { $link }
guest-not-sent-note = ❌ Tu propina de { $amount } a { $member } no se envió: { $reason }
guest-unknown-note = ❓ Tu propina de { $amount } a { $member }: el resultado es desconocido. No se reintentará; revisa /history antes de volver a darla.
guest-reason-funds = no hay suficiente disponible (disponible: { $spendable }).
guest-reason-no-account = aún no tienes cuenta conmigo. Usa /connect primero.
guest-reason-other = no se pudo hacer el pago.
guest-confirm-summary = ¿Dar una propina de <b>{ $amount }</b> a { $to } en { $where }?
guest-what = propina de { $amount } a { $to }
guest-outcome-sent = ✅ Propina de { $amount } a { $to } enviada
guest-outcome-cancelled = 🚫 Propina de { $amount } a { $to } cancelada.
guest-outcome-not-sent = ❌ Propina de { $amount } a { $to } no enviada
guest-outcome-unknown = ❓ Propina de { $amount } a { $to }: desconocido — no se reintenta.

## Prometida, luego reclamada o no (HTML).
guest-card-claimed = ✅ { $tipper } → { $member } · { $amount } · reclamada
guest-card-unclaimed = 🚫 { $tipper } → { $member } · { $amount } · no reclamada, no se envió nada
# La confirmación privada no se pulsó a tiempo (HTML).
guest-card-expired = ⌛ { $tipper } → { $member } · { $amount } · no confirmada a tiempo, no se envió nada

## Una tarjeta para varias personas: @bot 300 @ann @bob gracias (HTML).
guest-many-card = ⚡ { $tipper } → { $names } · { $each } a cada uno ({ $total } en total)
guest-many-card-shares = ⚡ { $tipper } dio propina:
guest-many-card-cancelled = 🚫 { $tipper } → { $names } · cancelada, no se envió nada
guest-many-card-refused = ❌ { $tipper } → { $names } · no enviada a nadie
guest-many-card-expired = ⌛ { $tipper } → { $names } · no confirmada a tiempo, no se envió nada
guest-many-line-unclaimed = 🚫 { $name }: no reclamada
guest-many-claim-button = 🎁 Reclamar: { $name }
guest-many-paying = Pagando… La tarjeta muestra quién recibió qué.
guest-many-confirm = ¿Dar <b>{ $each }</b> a cada uno de { $names } (<b>{ $total }</b> en total) en { $where }?
