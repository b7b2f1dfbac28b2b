## /tip (src/features/tip). In a group, texts speak the group's language; private notes
## speak the person's. $name, $to, $from and $note arrive HTML-escaped; $amount, $total and
## $spendable are formatted amounts; $where is the group in HTML (a link to the tipped
## message, or its title in bold).

## Usage and refusals (in the group, removed after a moment)

tip-usage = 💸 Responde al mensaje de alguien con <code>/tip 100</code> (puedes añadir una nota tras el importe, p. ej. <code>/tip 1k ¡gracias!</code>).
tip-no-reply = 💸 Responde al mensaje de la persona a la que quieres dar propina, con <code>/tip 100</code> (y, si quieres, una nota tras el importe). Sin responder: <code>/send 100 @usuario</code>.
tip-in-private = 💸 /tip funciona en grupos: allí, responde al mensaje de alguien con <code>/tip 100</code>. Las propinas para ti van a tu cuenta o a la dirección lightning que configures en /settings.
tip-self = 🙃 No puedes darte una propina a ti mismo.
tip-anonymous-tipper = Las propinas salen de la cuenta propia de cada miembro: para dar propina, publica con tu propio perfil (no como el grupo ni como un canal).
tip-bot = 🤖 Los bots no pueden recibir propinas.
tip-on-behalf-of-chat = Ese mensaje se publicó en nombre de un canal o de un administrador anónimo, así que no hay a quién dar propina.
# The invoice description of a tip without a note (the recipient's wallet may show it). $chat: the group's title, plain text.
tip-description = propina en { $chat }

## The confirmation of a larger tip, in the group, and what it becomes

tip-confirm-summary = 💸 ¿Dar una propina de <b>{ $amount }</b> a { $to }?
# The tipper's note: a line under the confirmation, its outcome and the private notes.
tip-note = 📝 { $note }
# Names the tip inside other sentences ("Done: tip of 1,500 sat to Bob").
tip-what = propina de { $amount } a { $to }
tip-outcomes-sent = ✅ <b>Propina de { $amount } enviada</b> a { $to }
tip-outcomes-cancelled = 🚫 Propina de { $amount } a { $to } cancelada.
tip-outcomes-not-sent = ❌ <b>Propina de { $amount } a { $to } no enviada</b>
tip-outcomes-unknown = ❓ <b>Propina de { $amount } a { $to }: resultado desconocido — no se reintenta.</b>
tip-confirm-label = ✅ Dar propina

## The public receipt of a tipped message, edited as more tips arrive

# $recipient: the tipped member; $tippers: tip-tipper-share texts joined with ", ", maybe ending with tip-more-tippers.
tip-receipt =
    💸 <b>{ $recipient }</b> recibió <b>{ $total }</b> en propinas
    de { $tippers }
# One tipper in the receipt: $name and what they gave in all.
tip-tipper-share = { $name } ({ $amount })
# Tippers beyond the ten named.
tip-more-tippers = { $count } más

## A tip that was not sent, or whose outcome is unknown: the group learns only that

tip-failed-in-group = ❌ La propina no se envió; te expliqué el motivo en nuestro chat privado. No se pagó nada.
tip-failed-in-group-see-history = ❌ La propina no se envió. No se pagó nada. Abre nuestro chat privado y envía /history para ver el motivo.
tip-failed-in-group-untold = ❌ La propina no se envió. No se pagó nada. Aún no puedo escribirte en privado: abre un chat conmigo y vuelve a intentarlo para saber el motivo.
tip-unknown-in-group = ❓ El resultado de la propina es desconocido. <b>No</b> se reintenta: revisa /history en nuestro chat privado antes de volver a intentarlo.

## Private notes to the tipper and the recipient

# $spendable: what the tipper can spend now.
tip-not-enough-note =
    ❌ Tu propina de { $amount } a { $to } en { $where } no se envió: ahora mismo puedes gastar { $spendable }.
    No salió nada de tu cuenta.
tip-tipper-note = ✅ Diste a { $to } una propina de <b>{ $amount }</b> en { $where }.
tip-recipient-note = 🎁 { $from } te dio una propina de <b>{ $amount }</b> en { $where }.
# $reason: why the send failed, one or two sentences.
tip-failed-note =
    ❌ Tu propina de { $amount } a { $to } en { $where } no se envió.
    { $reason }
    No salió nada de tu cuenta.
tip-unknown-note = ❓ Tu propina de { $amount } a { $to } en { $where }: la pasarela no la confirmó. <b>No</b> se reintenta automáticamente: revisa /balance y /history antes de volver a intentarlo.

## /start tip: how tipping works ($sandbox: "yes" on the sandbox's test accounts, else "no")

tip-welcome-ready =
    💸 <b>Propinas</b>: en un grupo, responde al mensaje de alguien con <code>/tip 100</code> (puedes añadir una nota tras el importe).

    { $sandbox ->
        [yes] ✅ Tu cuenta de prueba está lista: las propinas para ti llegan ahí.
       *[no] ✅ Tu cuenta está conectada: las propinas para ti llegan ahí.
    }
    Para recibir las propinas en otra billetera, configura una dirección lightning en /settings.
tip-welcome-set-up =
    💸 <b>Propinas</b>: en un grupo, responde al mensaje de alguien con <code>/tip 100</code> (puedes añadir una nota tras el importe).

    Para recibir propinas, conecta tu cuenta de comercio con /connect o configura una dirección lightning en /settings.

# The tipper, privately: a tip a restart cut off could not go ahead (its account, limits or funds changed).
tip-interrupted-not-sent-note = ❌ Tu propina de { $amount } para { $to } en { $where } no se envió: el bot se reinició antes de enviarla y ya no pudo seguir adelante. No se pagó nada.
