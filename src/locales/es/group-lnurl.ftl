## /lnurl in a group, as a reply or with @username (src/features/group-lnurl), in the
## group's language. $name arrives HTML-escaped.

# Above the member's pay code (a photo caption).
group-lnurl-headline-caption =
    🔁 <b>Código de pago de { $name }</b>
    Con él, cualquiera puede pagarle el importe que quiera desde cualquier billetera lightning.
# Above the pay code of a member's lightning address ($address, HTML-escaped).
group-lnurl-address-headline-caption =
    🔁 <b>Código de pago de { $name }</b> (su dirección lightning <code>{ $address }</code>)
    Con él, cualquiera puede pagarle el importe que quiera desde cualquier billetera lightning.
group-lnurl-usage = 🔁 Responde al mensaje de un miembro con /lnurl, o envía <code>/lnurl @usuario</code>, para mostrar su código de pago. /lnurl sin más muestra el tuyo.
# $username: the @username as written, HTML-escaped.
group-lnurl-unknown-username = No conozco a { $username } en este grupo. Mejor responde con /lnurl a uno de sus mensajes.
group-lnurl-bot = 🤖 Los bots no tienen código de pago.
group-lnurl-on-behalf-of-chat = Ese mensaje se publicó en nombre de un canal o de un administrador anónimo, así que no hay ningún miembro cuyo código de pago mostrar.
group-lnurl-no-account = { $name } no tiene cuenta conmigo ni dirección lightning, así que no hay código de pago que mostrar. Puede abrir un chat privado conmigo para configurarlo.
group-lnurl-no-webhook = ⚠️ La pasarela solo da un código de pago para { $name } cuando su cuenta tiene configurado un webhook de pagos.
# $reason: the gateway's failure in one sentence, HTML-escaped.
group-lnurl-failed = ⚠️ No se pudo obtener el código de pago. { $reason }
